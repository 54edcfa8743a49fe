/// RxCocoa's `rx` namespace: `button.rx.tap`, `textField.rx.text`, `toggle.rx.isOn`,
/// `label.rx.text` as a binding target. They are other names for the toolkit's own streams
/// and properties, so code written against RxCocoa reads the same here.
public struct Reactive<Base: AnyObject> {
    /// The object the namespace belongs to.
    public let base: Base

    /// The namespace of `base`; `base.rx` is the usual spelling.
    public init(_ base: Base) {
        self.base = base
    }
}

/// Types with an `rx` namespace; every `View` is one.
public protocol ReactiveCompatible: AnyObject {}

extension ReactiveCompatible {
    /// RxCocoa's streams and binders of this object.
    public var rx: Reactive<Self> { Reactive(self) }
}

extension View: ReactiveCompatible {}

/// Something a stream can set (RxCocoa's `Binder`): `name.bind(to: label.rx.text)`. It holds
/// its target weakly, so a binding never keeps a view alive, and sets it on the main actor.
@MainActor
public struct Binder<Value> {
    private let setter: (Value) -> Void

    /// A binder that calls `binding` with `target` and each value, while `target` exists.
    public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
        setter = { [weak target] value in
            if let target { binding(target, value) }
        }
    }

    /// Sets `value` on the target (nothing happens once the target is freed).
    public func on(_ value: Value) {
        setter(value)
    }
}

extension Publisher where Failure == Never {
    /// Sets every value on `binder` (RxCocoa's `bind(to:)`); keep the result as long as the
    /// binding should last (`.store(in: &stateCancellables)`, `.disposed(by:)`).
    /// UI streams deliver on the main thread, which `assumeIsolated` checks.
    public func bind(to binder: Binder<Output>) -> AnyCancellable {
        sink { value in
            nonisolated(unsafe) let value = value
            MainActor.assumeIsolated { binder.on(value) }
        }
    }

    /// Optional binders accept plain values too: `names.bind(to: label.rx.text)`.
    public func bind(to binder: Binder<Output?>) -> AnyCancellable {
        sink { value in
            nonisolated(unsafe) let value = value
            MainActor.assumeIsolated { binder.on(value) }
        }
    }
}

extension Publisher where Output == String?, Failure == Never {
    /// The text with `nil` as "" (RxCocoa's `orEmpty`).
    public var orEmpty: Observable<String> { map { $0 ?? "" }.eraseToAnyPublisher() }
}
