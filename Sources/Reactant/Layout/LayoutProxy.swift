/// The layout vocabulary used in `setupConstraints()`.
///
/// It is not a constraint solver: every call sets GTK's own layout properties on the view
/// (margins, expand flags, alignment, size request, grid cell), which GTK then honours when it
/// allocates space. Calls chain, so one line places a view:
///
///     greeting.layout.edges(.leading, .top, .trailing, inset: 20)
///     nameField.layout.below(greeting, offset: 10).horizontalEdges(inset: 20).height(50)
///
/// How the seed's SnapKit phrases map:
/// | SnapKit | here | GTK |
/// | --- | --- | --- |
/// | `edges.equalToSuperview().inset(n)` | `edges(inset: n)` | margins n, fill + expand both ways |
/// | `left.top.right.equalToSuperview().inset(n)` | `edges(.leading, .top, .trailing, inset: n)` | those margins; fill and expand along an axis whose both ends are pinned |
/// | `center.equalToSuperview()` | `center()` | halign/valign center, expand |
/// | `top.equalTo(other.snp.bottom).offset(n)` | `below(other, offset: n)` | margin-top n, directly after `other` in a vertical container |
/// | `leading.greaterThanOrEqualToSuperview().offset(n)` | `leading(atLeast: n)` | margin-start n (a GTK margin is a minimum gap) |
/// | `height.equalTo(n)` | `height(n)` | size request (GTK treats it as a minimum) |
@MainActor
public struct LayoutProxy {
    /// An edge of the view, for `edges(_:inset:)`; leading and trailing follow the text
    /// direction (left and right when it runs left to right).
    public enum Edge: Sendable {
        /// The top, leading (start), bottom and trailing (end) edge.
        case top, leading, bottom, trailing
    }

    let view: View

    private func change(_ body: (inout WidgetLayout) -> Void) -> LayoutProxy {
        var layout = view.native.layout
        body(&layout)
        view.native.layout = layout
        return self
    }

    /// The layout values as GTK (or the headless backend) holds them now.
    public var current: WidgetLayout { view.native.layout }

    // MARK: Edges

    /// Pins every edge to the container with `inset`: the view fills its space both ways.
    @discardableResult
    public func edges(inset: Int = 0) -> LayoutProxy {
        edges(.top, .leading, .bottom, .trailing, inset: inset)
    }

    /// Pins the given edges to the container with `inset`. Along an axis whose two ends are
    /// both pinned the view fills and expands; with one end pinned it sits at that end.
    @discardableResult
    public func edges(_ edges: Edge..., inset: Int = 0) -> LayoutProxy {
        let pinned = Set(edges)
        return change { layout in
            if pinned.contains(.top) { layout.margins.top = inset }
            if pinned.contains(.bottom) { layout.margins.bottom = inset }
            if pinned.contains(.leading) { layout.margins.leading = inset }
            if pinned.contains(.trailing) { layout.margins.trailing = inset }
            switch (pinned.contains(.leading), pinned.contains(.trailing)) {
            case (true, true):
                layout.horizontalAlignment = .fill
                layout.expandsHorizontally = true
            case (true, false): layout.horizontalAlignment = .start
            case (false, true): layout.horizontalAlignment = .end
            case (false, false): break
            }
            switch (pinned.contains(.top), pinned.contains(.bottom)) {
            case (true, true):
                layout.verticalAlignment = .fill
                layout.expandsVertically = true
            // One pinned vertical edge in a column only sets the margin: the column itself
            // stacks the views, and `valign` would fight the next view's `below`.
            default: break
            }
        }
    }

    /// Pins leading and trailing edges with `inset`: the view spans the container's width.
    @discardableResult
    public func horizontalEdges(inset: Int = 0) -> LayoutProxy {
        edges(.leading, .trailing, inset: inset)
    }

    /// Pins top and bottom edges with `inset`: the view spans the container's height.
    @discardableResult
    public func verticalEdges(inset: Int = 0) -> LayoutProxy {
        edges(.top, .bottom, inset: inset)
    }

    /// Keeps at least `gap` between the view and the container's leading edge.
    @discardableResult
    public func leading(atLeast gap: Int) -> LayoutProxy { change { $0.margins.leading = gap } }

    /// Keeps at least `gap` between the view and the container's trailing edge.
    @discardableResult
    public func trailing(atLeast gap: Int) -> LayoutProxy { change { $0.margins.trailing = gap } }

    /// Keeps at least `gap` between the view and the container's top edge.
    @discardableResult
    public func top(atLeast gap: Int) -> LayoutProxy { change { $0.margins.top = gap } }

    /// Keeps at least `gap` between the view and the container's bottom edge.
    @discardableResult
    public func bottom(atLeast gap: Int) -> LayoutProxy { change { $0.margins.bottom = gap } }

    /// Sets all four margins at once.
    @discardableResult
    public func margins(_ insets: EdgeInsets) -> LayoutProxy { change { $0.margins = insets } }

    // MARK: Centring

    /// Centres the view in its container both ways.
    @discardableResult
    public func center() -> LayoutProxy { centerX().centerY() }

    /// Centres the view horizontally.
    @discardableResult
    public func centerX() -> LayoutProxy {
        change {
            $0.horizontalAlignment = .center
            $0.expandsHorizontally = true
        }
    }

    /// Centres the view vertically.
    @discardableResult
    public func centerY() -> LayoutProxy {
        change {
            $0.verticalAlignment = .center
            $0.expandsVertically = true
        }
    }

    // MARK: Relative placement

    /// Places the view `offset` below `other`, which must come directly before it in the same
    /// vertical container (add them in that order with `children(...)`).
    ///
    /// If `other` is vertically centred, the pair is centred as a block: `other` moves to the
    /// bottom of the upper half and this view to the top of the lower half, so the seed's
    /// "button 20 below a centred label" looks as it does on iOS. A view placed below the last
    /// view of such a block joins it (the block's end moves to the new view), so a chain of
    /// `below`s under a centred view stays together.
    ///
    /// Misplaced views (not siblings, not adjacent, not in a vertical container) are reported
    /// through `Diagnostics` and only the margin is set.
    @discardableResult
    public func below(_ other: View, offset: Int = 0) -> LayoutProxy {
        checkAdjacent(other, vertical: true, relation: "below")
        let otherLayout = other.native.layout
        if otherLayout.expandsVertically && (otherLayout.verticalAlignment == .center || otherLayout.verticalAlignment == .start) {
            var changed = otherLayout
            if otherLayout.verticalAlignment == .center {
                // `other` starts a centred block: it takes the upper half's end.
                changed.verticalAlignment = .end
            } else {
                // `other` ended a centred block: it now sits between, at its natural height.
                changed.verticalAlignment = .fill
                changed.expandsVertically = false
            }
            other.native.layout = changed
            _ = change {
                $0.verticalAlignment = .start
                $0.expandsVertically = true
            }
        }
        return change { $0.margins.top = offset }
    }

    /// Places the view `offset` after `other` (to its right in left-to-right text), which must
    /// come directly before it in the same horizontal container.
    @discardableResult
    public func after(_ other: View, offset: Int = 0) -> LayoutProxy {
        checkAdjacent(other, vertical: false, relation: "after")
        return change { $0.margins.leading = offset }
    }

    private func checkAdjacent(_ other: View, vertical: Bool, relation: String) {
        guard let container = view.superview, other.superview === container else {
            Diagnostics.error("layout.\(relation)(\(describe(other))) on \(describe(view)): both views must be in the same container; add them with children(...) first.")
            return
        }
        guard isBox(container.containerLayout, vertical: vertical) else {
            Diagnostics.error("layout.\(relation)(…) on \(describe(view)) needs a \(vertical ? "vertical" : "horizontal") container; \(describe(container)) is \(container.containerLayout).")
            return
        }
        let views = container.subviews
        guard let mine = views.firstIndex(where: { $0 === view }),
              let theirs = views.firstIndex(where: { $0 === other }),
              theirs == mine - 1
        else {
            Diagnostics.error("layout.\(relation)(\(describe(other))) on \(describe(view)): \(describe(other)) must come directly before it in children(...).")
            return
        }
    }

    private func isBox(_ layout: ContainerLayout, vertical: Bool) -> Bool {
        switch layout {
        case .vertical: return vertical
        case .horizontal: return !vertical
        case .grid, .constraints: return false
        }
    }

    // MARK: Size

    /// Requests a width (GTK uses it as the minimum width).
    @discardableResult
    public func width(_ width: Int) -> LayoutProxy { change { $0.minimumWidth = width } }

    /// Requests a height (GTK uses it as the minimum height).
    @discardableResult
    public func height(_ height: Int) -> LayoutProxy { change { $0.minimumHeight = height } }

    /// Requests a size (GTK uses it as the minimum size).
    @discardableResult
    public func size(width: Int, height: Int) -> LayoutProxy {
        change {
            $0.minimumWidth = width
            $0.minimumHeight = height
        }
    }

    // MARK: Direct GTK vocabulary

    /// Sets GTK's expand flags directly.
    @discardableResult
    public func expand(horizontally: Bool, vertically: Bool) -> LayoutProxy {
        change {
            $0.expandsHorizontally = horizontally
            $0.expandsVertically = vertically
        }
    }

    /// Sets GTK's alignment directly.
    @discardableResult
    public func align(horizontal: LayoutAlignment? = nil, vertical: LayoutAlignment? = nil) -> LayoutProxy {
        change {
            if let horizontal { $0.horizontalAlignment = horizontal }
            if let vertical { $0.verticalAlignment = vertical }
        }
    }

    /// Places the view in a cell of a grid container.
    @discardableResult
    public func cell(column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1) -> LayoutProxy {
        guard let container = view.superview, case .grid = container.containerLayout else {
            Diagnostics.error("layout.cell(…) on \(describe(view)) needs the view inside a grid container; add it with children(...) to a Container(layout: .grid()) first.")
            return self
        }
        let cell = GridCell(column: column, row: row, columnSpan: columnSpan, rowSpan: rowSpan)
        container.content.setGridCell(cell, for: view.native)
        return self
    }
}
