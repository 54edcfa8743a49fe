/// A view's property that is a property of its native widget, read and written through:
///
///     @NativeProperty(\HeaderBar.bar.title) public var title: String
///
/// Most of a view's settings are its widget's own (a label's alignment, a revealer's
/// transition); a view declares them with this instead of a getter and setter of its own, so
/// that it only spells out the properties that do something more (check, clamp, report).
/// The wrapper keeps only the key path: the value lives in the widget, so what GTK changes by
/// itself (a paned's position dragged by a person) reads back as it is now.
///
/// Only a class's property can be one (the owner is the enclosing instance); the wrapper
/// cannot be made outside the toolkit.
@MainActor
@propertyWrapper
public struct NativeProperty<Owner: AnyObject, Value> {
    private let path: ReferenceWritableKeyPath<Owner, Value>

    /// Forwards to `path`, a key path from the owning view through its native widget.
    init(_ path: ReferenceWritableKeyPath<Owner, Value>) {
        self.path = path
    }

    /// The widget's value, reached from the view that holds the property.
    public static subscript(
        _enclosingInstance owner: Owner,
        wrapped wrapped: ReferenceWritableKeyPath<Owner, Value>,
        storage storage: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
        get { owner[keyPath: owner[keyPath: storage].path] }
        set { owner[keyPath: owner[keyPath: storage].path] = newValue }
    }

    /// Not used: the value is reached through the enclosing view (the subscript above).
    @available(*, unavailable, message: "@NativeProperty works only on a class's properties")
    public var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") }
    }
}
