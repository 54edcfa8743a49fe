/// A style: a function that sets a view's look (Reactant's `Style<T>`), kept in a namespace of
/// the app's own, such as `enum Styles { static func title(_ label: Label) { … } }`.
public typealias Style<T> = (T) -> Void

/// What `apply(style:)` works on: every view (Reactant's `Styleable`, which UIView adopts).
@MainActor
public protocol Styleable: AnyObject {}

extension View: Styleable {}

extension Styleable {
    /// Runs the style on this view: `nameLabel.apply(style: Styles.title)`.
    public func apply(style: Style<Self>) {
        style(self)
    }

    /// Runs the styles on this view, in order.
    public func apply(styles: Style<Self>...) {
        styles.forEach(apply(style:))
    }

    /// Runs the styles on this view, in order.
    public func apply(styles: [Style<Self>]) {
        styles.forEach(apply(style:))
    }

    /// Runs the styles and returns the view, for a property's initial value:
    /// `let title = Label().styled(using: Styles.title)`.
    public func styled(using styles: Style<Self>...) -> Self {
        styles.forEach(apply(style:))
        return self
    }

    /// Runs the styles and returns the view.
    public func styled(using styles: [Style<Self>]) -> Self {
        styles.forEach(apply(style:))
        return self
    }

    /// Runs the style and returns the view.
    public func with(_ style: Style<Self>) -> Self {
        apply(style: style)
        return self
    }
}
