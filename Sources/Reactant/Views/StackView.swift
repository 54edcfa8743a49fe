/// UIKit's `UIStackView`: a row or a column of views (its `arrangedSubviews`), which is what
/// ReactantUI's `<StackView axis="vertical" spacing="10">` stands for. It is a GTK box.
///
/// As in UIKit, a new stack view is horizontal with no spacing. GTK can't turn a box around,
/// so changing `axis` or `spacing` makes a new box and moves the views over; that is allowed
/// only while the stack view is in no container and no window (set them right after creating
/// it, as a ReactantUI file's attributes are), otherwise it is refused with an error.
@MainActor
open class StackView: Container {
    /// A horizontal stack without spacing (UIKit's default) holding `arrangedSubviews`; set
    /// `axis` and `spacing` before putting it in a container.
    public init(arrangedSubviews: [View] = []) {
        super.init(layout: .horizontal(spacing: 0))
        children(arrangedSubviews)
    }

    /// The views in the row or column, in order.
    public var arrangedSubviews: [View] { subviews }

    /// The direction the views follow.
    public var axis: LayoutAxis {
        get { if case .vertical = containerLayout { .vertical } else { .horizontal } }
        set { rebuild(axis: newValue, spacing: spacing) }
    }

    /// The gap between neighbouring views, in pixels (GTK boxes take whole pixels).
    public var spacing: Double {
        get {
            switch containerLayout {
            case .vertical(let spacing), .horizontal(let spacing): Double(spacing)
            default: 0
            }
        }
        set { rebuild(axis: axis, spacing: newValue) }
    }

    /// Adds `view` at the end (UIKit's name for `children(_:)`).
    public func addArrangedSubview(_ view: View) { children(view) }

    /// Takes `view` out of the stack (UIKit's `removeArrangedSubview` keeps it as a subview;
    /// GTK has no views outside the box, so it leaves like `removeFromSuperview()`).
    public func removeArrangedSubview(_ view: View) {
        if view.superview === self { remove(view) }
    }

    private func rebuild(axis: LayoutAxis, spacing: Double) {
        let pixels = Int(spacing.rounded())
        let layout: ContainerLayout = axis == .vertical ? .vertical(spacing: pixels) : .horizontal(spacing: pixels)
        guard layout != containerLayout else { return }
        guard superview == nil, native.nativeParent == nil else {
            Diagnostics.error("\(describe(self)) is already inside \(superview.map(describe) ?? "a window"); a stack view's axis and spacing can change only before it is added anywhere. The change is ignored.")
            return
        }
        replaceContent(with: Backends.current.makeContainer(layout))
    }
}
