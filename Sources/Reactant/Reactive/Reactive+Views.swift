/// The `rx` names of the toolkit's views (RxCocoa's): each is an existing stream or property.
@MainActor
extension Reactive where Base: View {
    /// Hides the view for `true` (`UIView.rx.isHidden`).
    public var isHidden: Binder<Bool> { Binder(base) { $0.isHidden = $1 } }
    /// `UIControl.rx.isEnabled`.
    public var isEnabled: Binder<Bool> { Binder(base) { $0.isEnabled = $1 } }
}

@MainActor
extension Reactive where Base == Button {
    /// A value for each click (`button.tap`).
    public var tap: Observable<Void> { base.tap }

    /// Sets the button's title (`UIButton.rx.title(for:)`; GTK buttons have one title).
    public func title(for state: ControlState = .normal) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: state) }
    }
}

@MainActor
extension Reactive where Base: TapReporting {
    /// A value for each click of a component button (`ButtonBase.tap`).
    public var tap: Observable<Void> { base.tap }

    /// `rx.controlEvent(.touchUpInside)`: the same clicks as `tap`.
    public func controlEvent(_ event: ControlEvents) -> Observable<Void> { base.tap }
}

/// UIKit's control events a component button reports (`UIControlEvents`); a click is
/// `.touchUpInside`, the only one GTK buttons have.
public enum ControlEvents: Sendable {
    /// A click (or keyboard activation) of the button.
    case touchUpInside
}

@MainActor
extension Reactive where Base == TextField {
    /// The text now, then after every edit a person makes (RxCocoa's `rx.text`; setting the
    /// text from code is not reported, as UIKit's isn't).
    public var text: Observable<String?> {
        Just(base.text as String?).append(base.action.map { $0 as String? }).eraseToAnyPublisher()
    }

    /// Sets the text (`textField.rx.text` as a binding target).
    public var textBinder: Binder<String?> { Binder(base) { $0.text = $1 ?? "" } }

    /// The text each time the person presses Enter (`rx.controlEvent(.editingDidEndOnExit)`).
    public var submit: Observable<String> { base.submit }
}

@MainActor
extension Reactive where Base == TextView {
    /// The text now, then after every edit a person makes (`UITextView.rx.text`).
    public var text: Observable<String?> {
        Just(base.text as String?).append(base.action.map { $0 as String? }).eraseToAnyPublisher()
    }
}

@MainActor
extension Reactive where Base: Switch {
    /// Whether it is on now, then after every flip a person makes (`UISwitch.rx.isOn`).
    public var isOn: Observable<Bool> {
        Just(base.isOn).append(base.action).eraseToAnyPublisher()
    }

    /// The same as `isOn` (`UISwitch.rx.value`).
    public var value: Observable<Bool> { isOn }
}

@MainActor
extension Reactive where Base == Label {
    /// Sets the label's text (`UILabel.rx.text`); nil shows nothing.
    public var text: Binder<String?> { Binder(base) { $0.text = $1 ?? "" } }
}

/// Views that report clicks on `tap`: `Button` and every `ButtonBase`.
@MainActor
public protocol TapReporting: AnyObject {
    /// A value each time the view is clicked or activated from the keyboard.
    var tap: Observable<Void> { get }
}

extension ButtonBase: TapReporting {}

extension BarItem: ReactiveCompatible {}

@MainActor
extension Reactive where Base == BarItem {
    /// A value for each click of the item's button (`UIBarButtonItem.rx.tap`); nothing for an
    /// item whose view is not a button (it acts on its own).
    public var tap: Observable<Void> {
        (base.view as? Button)?.tap ?? Observable.never()
    }
}
