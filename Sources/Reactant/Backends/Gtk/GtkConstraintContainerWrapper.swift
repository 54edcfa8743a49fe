#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CConstraintBox
import CGtk

/// The constraint box (`CConstraintBox`): a GtkContainer whose size requests and allocations
/// come here, where the children are measured with GTK's own preferred sizes and placed where
/// the layout delegate says.
///
/// The box holds this wrapper unretained as its owner; the wrapper owns the box and detaches
/// itself in deinit, so GTK never calls into a freed wrapper.
@MainActor
final class GtkConstraintContainerWrapper: GtkWidgetWrapper, NativeConstraintContainer {
    weak var layoutDelegate: (any ConstraintLayoutDelegate)? {
        didSet { setNeedsLayout() }
    }

    init() {
        Self.registerCallbacks
        super.init(widget: reactant_constraint_box_new()!.assumingMemoryBound(to: GtkWidget.self), kind: .container)
        reactant_constraint_box_set_owner(widget, Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
        reactant_constraint_box_set_owner(widget, nil)
    }

    override var displayName: String { "constraint box" }

    // MARK: Measuring and allocating (`measurements()` is both GTKs')

    fileprivate func measure() -> (minimum: LayoutSize, natural: LayoutSize) {
        layoutDelegate?.preferredSize(of: measurements().measurements, direction: layoutDirection) ?? (.zero, .zero)
    }

    /// Height for width while a child has it (a wrapping label), as GtkBox decides its mode.
    /// Each child is measured first: GTK renews a widget's cached request mode only when its
    /// size is next asked for, so a label that just started wrapping would still say it has a
    /// constant size, and the box would keep that answer.
    fileprivate var childHasHeightForWidth: Bool {
        guard layoutDelegate != nil else { return false }
        return childWidgets().contains { child in
            var minimum: gint = 0, natural: gint = 0
            gtk_widget_get_preferred_width(child, &minimum, &natural)
            return Self.wrapper(of: child)?.hasHeightForWidth == true
        }
    }

    fileprivate func measureHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        layoutDelegate?.preferredHeight(of: measurements().measurements, forWidth: width, direction: layoutDirection) ?? (0, 0)
    }

    /// Allocates the visible children at their frames, offset by the box's own position (a
    /// no-window widget's children are allocated in its parent window's coordinates).
    fileprivate func allocate(_ rect: LayoutRect) {
        guard let layoutDelegate else { return }
        let measured = measurements()
        let frames = layoutDelegate.frames(of: measured.measurements, in: rect.size, direction: layoutDirection)
        for (child, frame) in zip(measured.widgets, frames) where gtk_widget_get_visible(child) != 0 {
            var allocation = GtkAllocation(x: gint(rect.x + frame.x), y: gint(rect.y + frame.y),
                                           width: gint(max(frame.width, 0)), height: gint(max(frame.height, 0)))
            gtk_widget_size_allocate(child, &allocation)
        }
    }

    /// The C functions every box calls, set once.
    private static let registerCallbacks: Void = {
        reactant_constraint_box_set_callbacks({ owner, minimumWidth, naturalWidth, minimumHeight, naturalHeight in
            // GTK measures on the main thread only; the pointers don't leave it.
            nonisolated(unsafe) let out = (minimumWidth, naturalWidth, minimumHeight, naturalHeight)
            guard let owner else { return }
            let wrapper = Unmanaged<GtkConstraintContainerWrapper>.fromOpaque(owner).takeUnretainedValue()
            MainActor.assumeIsolated {
                let (minimum, natural) = wrapper.measure()
                out.0?.pointee = Int32(minimum.width)
                out.1?.pointee = Int32(natural.width)
                out.2?.pointee = Int32(minimum.height)
                out.3?.pointee = Int32(natural.height)
            }
        }, { owner, x, y, width, height in
            guard let owner else { return }
            let wrapper = Unmanaged<GtkConstraintContainerWrapper>.fromOpaque(owner).takeUnretainedValue()
            MainActor.assumeIsolated {
                wrapper.allocate(LayoutRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height)))
            }
        }, { owner in
            guard let owner else { return 0 }
            let wrapper = Unmanaged<GtkConstraintContainerWrapper>.fromOpaque(owner).takeUnretainedValue()
            return MainActor.assumeIsolated { wrapper.childHasHeightForWidth ? 1 : 0 }
        }, { owner, width, minimumHeight, naturalHeight in
            nonisolated(unsafe) let out = (minimumHeight, naturalHeight)
            guard let owner else { return }
            let wrapper = Unmanaged<GtkConstraintContainerWrapper>.fromOpaque(owner).takeUnretainedValue()
            MainActor.assumeIsolated {
                let (minimum, natural) = wrapper.measureHeight(forWidth: Int(width))
                out.0?.pointee = Int32(minimum)
                out.1?.pointee = Int32(natural)
            }
        })
    }()
}
#endif // GTK3
