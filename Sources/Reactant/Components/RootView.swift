/// A view that fills a controller's window and hears the controller's appearance events.
///
/// Conforming is optional: any view component can be a controller's root view when passed as
/// `ControllerBase(title:root:)`. Conforming lets `ControllerBase.init(title:)` create the root
/// view for you (which is why the protocol asks for `init()`), and delivers the four events.
@MainActor
public protocol RootView: AnyObject {
    init()
    func viewWillAppear()
    func viewDidAppear()
    func viewWillDisappear()
    func viewDidDisappear()
}

extension RootView {
    public func viewWillAppear() {}
    public func viewDidAppear() {}
    public func viewWillDisappear() {}
    public func viewDidDisappear() {}
}
