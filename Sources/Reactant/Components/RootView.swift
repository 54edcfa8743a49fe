/// A view that fills a controller's window and hears the controller's appearance events.
///
/// Conforming is optional: any view component can be a controller's root view when passed as
/// `ControllerBase(title:root:)`. Conforming lets `ControllerBase.init(title:)` create the root
/// view for you (which is why the protocol asks for `init()`), and delivers the four events.
@MainActor
public protocol RootView: AnyObject {
    /// Creates the root view; `ControllerBase.init(title:)` calls it.
    init()
    /// The controller is about to be shown, right after its own `viewWillAppear()`; the view
    /// can update from here on.
    func viewWillAppear()
    /// The controller is shown: its window was just presented, or it became a navigation's top.
    func viewDidAppear()
    /// The controller is about to be hidden; the view stops updating after this.
    func viewWillDisappear()
    /// The controller is no longer shown.
    func viewDidDisappear()
}

extension RootView {
    /// Does nothing; implement it to hear the event.
    public func viewWillAppear() {}
    /// Does nothing; implement it to hear the event.
    public func viewDidAppear() {}
    /// Does nothing; implement it to hear the event.
    public func viewWillDisappear() {}
    /// Does nothing; implement it to hear the event.
    public func viewDidDisappear() {}
}
