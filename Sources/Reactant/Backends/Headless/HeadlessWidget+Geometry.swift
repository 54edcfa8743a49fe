/// Sizes and positions in the in-memory tree: a layout pass as GTK's, over sizes the headless
/// backend estimates (it has no fonts or theme).
///
/// The estimates: a text is 8 pixels a character wide and 17 pixels a line high in GTK's
/// default font, a label's text in other font sizes as `HeadlessTextLayout` says; buttons,
/// entries and switches have Adwaita's rough sizes. What is sized exactly as in GTK is what
/// GTK doesn't measure either: size requests (an empty box with `layout.size(…)` is exactly
/// that big on both backends), margins, and everything a constraint layout decides. Tests
/// that compare positions across backends build on those.
///
/// The pass itself follows GTK 3: a window allocates its content the window's size; a box
/// gives each child its natural size along its axis and shares what is left among expanding
/// children; a constraint container asks its delegate; every child's allocation then loses
/// its margins and, unless it fills, shrinks to its natural size where its alignment says
/// (gtk_widget_real_adjust_size_allocation). Grids, stacks, lists and other containers hand
/// their children their own allocation.
extension HeadlessWidget {
    static let characterWidth = 8
    static let lineHeight = 17

    public var preferredSize: (minimum: LayoutSize, natural: LayoutSize) {
        guard isVisible || self is HeadlessWindow else { return (.zero, .zero) }
        let (minimum, natural) = contentSize()
        let margins = layout.margins
        func adjust(_ size: LayoutSize) -> LayoutSize {
            LayoutSize(width: max(size.width, layout.minimumWidth ?? 0) + margins.leading + margins.trailing,
                       height: max(size.height, layout.minimumHeight ?? 0) + margins.top + margins.bottom)
        }
        return (adjust(minimum), adjust(natural))
    }

    /// Whether the height depends on the width it gets, as GTK's request modes: a wrapping
    /// label with text; a box or constraint box holding such a widget (GtkContainer's mode
    /// follows its children's); a button, window or other single-child holder whose child has
    /// it. A text view does not: GtkTextView sits in a scrolled window, whose size is constant.
    public var hasHeightForWidth: Bool {
        guard isVisible else { return false }
        switch self {
        case let label as HeadlessLabel:
            return label.wraps && !label.text.isEmpty
        case let container as HeadlessConstraintContainer:
            return container.delegateHasHeightForWidth
        case is HeadlessContainer, is HeadlessButton, is HeadlessWindow:
            return children.contains(where: \.hasHeightForWidth)
        default:
            return false
        }
    }

    /// The height at `width` (margins included, as in `preferredSize`); the plain heights
    /// for a widget without height for width.
    public func preferredHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        let plain = preferredSize
        guard hasHeightForWidth else { return (plain.minimum.height, plain.natural.height) }
        let margins = layout.margins
        let inner = max(width - margins.leading - margins.trailing, 0)
        let content: (minimum: Int, natural: Int) = switch self {
        case let label as HeadlessLabel: label.wrappedHeight(forWidth: inner)
        case let container as HeadlessConstraintContainer: container.delegateHeight(forWidth: inner)
        case let container as HeadlessContainer: container.boxHeight(forWidth: inner)
        case is HeadlessButton: childrenHeight(forWidth: inner - 20, padding: 10)
        default: childrenHeight(forWidth: inner, padding: 0)
        }
        let request = layout.minimumHeight ?? 0
        return (max(content.minimum, request) + margins.top + margins.bottom,
                max(content.natural, request) + margins.top + margins.bottom)
    }

    /// The tallest child at `width`, plus padding (see `childrenSize`).
    private func childrenHeight(forWidth width: Int, padding: Int) -> (minimum: Int, natural: Int) {
        let heights = children.map { $0.preferredHeight(forWidth: width) }
        return ((heights.map(\.minimum).max() ?? 0) + padding, (heights.map(\.natural).max() ?? 0) + padding)
    }


    /// The size of what the widget shows, before its size request and margins.
    private func contentSize() -> (minimum: LayoutSize, natural: LayoutSize) {
        switch self {
        case let label as HeadlessLabel:
            let text = label.textLayout
            let size = text.size
            // Ellipsized: as narrow as a character and "…", a line high; naturally at most
            // `maximumLines` high.
            if label.ellipsis != .none {
                let height = label.wraps ? label.wrappedHeight(forWidth: size.width).natural : text.firstLineHeight
                let narrowest = Int((2 * HeadlessTextLayout.characterWidth(text.baseSize)).rounded())
                return (LayoutSize(width: narrowest, height: text.firstLineHeight), LayoutSize(width: size.width, height: height))
            }
            guard label.wraps else { return same(size) }
            // GTK's wrapping label: as narrow as its longest word, naturally one line a paragraph.
            return (LayoutSize(width: text.longestWordWidth, height: size.height), size)
        case let button as HeadlessButton:
            if let title = button.title {
                // GTK gives a titled button Adwaita's text-button padding, 16 px each side
                // and a 1 px border, around a label at least 16 px wide: an empty Button() is
                // 50×34 on GTK 3 (measured under Xvfb).
                let text = textSize(title)
                return same(LayoutSize(width: max(text.width, 16) + 34, height: 34))
            }
            // Adwaita's button: 9 px of padding and a 1 px border each side, 4 + 1 above and below.
            return childrenSize(padding: 20, 10)
        case is HeadlessEntry:
            // GTK 3's entry (and search entry) with Adwaita, whatever its text or placeholder
            // (measured under Xvfb).
            return same(LayoutSize(width: 168, height: 34))
        case is HeadlessTextView:
            // The text view sits in a GtkScrolledWindow, which asks for 48×48 whatever the text.
            return same(LayoutSize(width: 48, height: 48))
        case let input as HeadlessNumberInput:
            switch input.style {
            case .spinButton:
                // Adwaita's spin button: an entry fitting the range's longest value and two
                // buttons. Measured: 118×34 for 0…100, 120 for 0…1000, 124 for 0.00…10.00;
                // fitted as 2 px a character past three, 4 px for the decimal point.
                func characters(_ value: Double) -> Int {
                    let whole: Int = String(Int(abs(value).rounded(.down))).count
                    return whole + (value < 0 ? 1 : 0) + input.digits
                }
                let longest = max(characters(input.lower), characters(input.upper))
                let point = input.digits > 0 ? 4 : 0
                return same(LayoutSize(width: 118 + max(longest - 3, 0) * 2 + point, height: 34))
            case .slider:
                // GtkScale with Adwaita, either orientation (measured): 34×45 with its value
                // drawn, 34×34 without.
                return same(LayoutSize(width: 34, height: input.showsValue ? 45 : 34))
            }
        case let scroll as HeadlessScrolledWindow:
            // A GtkScrolledWindow scrolling vertically asks for its content's minimum width and
            // 46 px of height (its scroll bar's), whatever the content's height (measured).
            return same(LayoutSize(width: scroll.children.first?.preferredSize.minimum.width ?? 0, height: 46))
        case let toggle as HeadlessToggle:
            switch toggle.style {
            // Adwaita's GTK 3 switch: 50×26 (measured under Xvfb).
            case .switch: return same(LayoutSize(width: 50, height: 26))
            case .checkBox(let label): return same(LayoutSize(width: 22 + textSize(label).width, height: 22))
            case .button(let label): return same(LayoutSize(width: max(textSize(label).width + 18, 34), height: 34))
            }
        case let image as HeadlessImage:
            if case .iconName(_, let size) = image.source { return same(LayoutSize(width: size.rawValue, height: size.rawValue)) }
            // An empty GtkImage still asks for its 16 px icon size on GTK 3 (measured).
            return same(image.source == nil ? LayoutSize(width: 16, height: 16) : .zero)
        case is HeadlessSpinner:
            return same(LayoutSize(width: 16, height: 16))
        case let bar as HeadlessProgressBar:
            // Adwaita's GTK 3 bar: a 150 px trough with a 1 px border each side, 4 px high;
            // a shown text (in a smaller font, 14 px a line) goes above it and widens it when
            // longer (measured under Xvfb: 152×4, 152×18 with "Loading files").
            guard bar.showsText else { return same(LayoutSize(width: 152, height: 4)) }
            let text = bar.text ?? "\(Int((bar.fraction * 100).rounded())) %"
            return same(LayoutSize(width: max(textSize(text).width, 150) + 2, height: 18))
        case let container as HeadlessContainer:
            return container.boxSize()
        case let container as HeadlessConstraintContainer:
            return container.delegateSize()
        case is HeadlessHeaderBar:
            return same(LayoutSize(width: 0, height: 46))
        default:
            return childrenSize(padding: 0, 0)
        }
    }

    private func same(_ size: LayoutSize) -> (minimum: LayoutSize, natural: LayoutSize) { (size, size) }

    private func textSize(_ text: String) -> LayoutSize {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map(\.count).max() ?? 0
        return LayoutSize(width: widest * Self.characterWidth, height: max(lines.count, 1) * Self.lineHeight)
    }

    /// The largest child, plus padding: for widgets that show their children on top of each
    /// other (a button's content, a stack's pages, a window's content).
    private func childrenSize(padding horizontal: Int, _ vertical: Int) -> (minimum: LayoutSize, natural: LayoutSize) {
        let sizes = children.map(\.preferredSize)
        func largest(_ pick: ((minimum: LayoutSize, natural: LayoutSize)) -> LayoutSize) -> LayoutSize {
            LayoutSize(width: (sizes.map { pick($0).width }.max() ?? 0) + horizontal,
                       height: (sizes.map { pick($0).height }.max() ?? 0) + vertical)
        }
        return (largest(\.minimum), largest(\.natural))
    }

    /// gtk_widget_compute_expand: the widget's own flag, or else whether a visible child
    /// expands (GTK propagates expand flags up through containers that don't set their own).
    func computesExpand(horizontally: Bool) -> Bool {
        if horizontally ? layout.expandsHorizontally : layout.expandsVertically { return true }
        return children.contains { $0.isVisible && $0.computesExpand(horizontally: horizontally) }
    }

    // MARK: Allocation

    /// GTK's gtk_widget_size_allocate: takes the margins off `rect`, shrinks it to the natural
    /// size where the alignment isn't `fill`, keeps the result and places the children in it.
    func allocate(_ rect: LayoutRect) {
        let natural = preferredSize.natural
        let margins = layout.margins
        var x = rect.x + margins.leading, width = max(rect.width - margins.leading - margins.trailing, 0)
        var y = rect.y + margins.top, height = max(rect.height - margins.top - margins.bottom, 0)
        Self.align(layout.horizontalAlignment, natural: natural.width - margins.leading - margins.trailing,
                   position: &x, size: &width)
        // A widget whose height follows its width is aligned at its height for the width it got.
        let naturalHeight = hasHeightForWidth ? preferredHeight(forWidth: width + margins.leading + margins.trailing).natural : natural.height
        Self.align(layout.verticalAlignment, natural: naturalHeight - margins.top - margins.bottom,
                   position: &y, size: &height)
        // GTK 3 allocates every widget at least 1×1 (gtk_widget_size_allocate): an empty
        // view of no size is 1 px wide and high there (measured).
        let own = LayoutRect(x: x, y: y, width: max(width, 1), height: max(height, 1))
        allocation = own
        allocateChildren(in: own)
    }

    private static func align(_ alignment: LayoutAlignment, natural: Int, position: inout Int, size: inout Int) {
        switch alignment {
        case .fill, .baseline: break
        case .start: size = min(size, natural)
        case .end:
            if size > natural {
                position += size - natural
                size = natural
            }
        case .center:
            if size > natural {
                position += (size - natural) / 2
                size = natural
            }
        }
    }

    private func allocateChildren(in rect: LayoutRect) {
        switch self {
        case let container as HeadlessContainer:
            container.allocateBox(in: rect)
        case let container as HeadlessConstraintContainer:
            container.allocateByDelegate(in: rect)
        case let flowBox as HeadlessFlowBox:
            flowBox.allocateLines(in: rect)
        case is HeadlessFlowItem:
            let inner = LayoutRect(x: rect.x + HeadlessFlowItem.padding, y: rect.y + HeadlessFlowItem.padding,
                                   width: max(rect.width - 2 * HeadlessFlowItem.padding, 0),
                                   height: max(rect.height - 2 * HeadlessFlowItem.padding, 0))
            for child in children where child.isVisible { child.allocate(inner) }
        case is HeadlessButton:
            // The padding `contentSize` added around the content.
            let inner = LayoutRect(x: rect.x + 10, y: rect.y + 5, width: max(rect.width - 20, 0), height: max(rect.height - 10, 0))
            for child in children where child.isVisible { child.allocate(inner) }
        default:
            for child in children where child.isVisible { child.allocate(rect) }
        }
    }

    /// The frame relative to `ancestor`, from the last layout pass, while both are on screen.
    public func frame(in ancestor: any NativeWidget) -> LayoutRect? {
        guard let ancestor = ancestor as? HeadlessWidget, isInside(ancestor), isEffectivelyVisible,
              rootWindow?.isShown == true, let own = allocation, let origin = ancestor.allocation
        else { return nil }
        return LayoutRect(x: own.x - origin.x, y: own.y - origin.y, width: own.width, height: own.height)
    }
}

extension HeadlessLabel {
    /// The wrapped text's height at `width` (`HeadlessTextLayout`), at most `maximumLines` lines.
    func wrappedHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        var lines = textLayout.lineHeights(forWidth: width)
        if maximumLines > 0 { lines = Array(lines.prefix(maximumLines)) }
        let height = lines.reduce(0, +)
        return (height, height)
    }
}

extension HeadlessWindow {
    /// Lays the window out at its size: the size it was resized to, else the size it had on
    /// screen, else its default size, else its content's natural size, and never below the
    /// content's minimum (GTK's rules).
    func layoutContent() {
        let content = children.first
        let (minimum, natural) = content?.preferredSize ?? (.zero, .zero)
        let wanted = resizedSize ?? shownSize ?? LayoutSize(
            width: defaultSize.width > 0 ? defaultSize.width : natural.width,
            height: defaultSize.height > 0 ? defaultSize.height : natural.height)
        let size = LayoutSize(width: max(wanted.width, minimum.width, 1), height: max(wanted.height, minimum.height, 1))
        if isVisible { shownSize = size }
        allocation = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
        if let content, content.isVisible {
            content.allocate(LayoutRect(x: 0, y: 0, width: size.width, height: size.height))
        }
    }
}

extension HeadlessContainer {
    /// A box's size: its children's natural sizes in a row or column with the spacing between.
    /// A grid is measured as if its children were stacked the same way (not modelled).
    func boxSize() -> (minimum: LayoutSize, natural: LayoutSize) {
        let (horizontal, spacing) = axis
        let visible = children.filter(\.isVisible)
        let gaps = max(visible.count - 1, 0) * spacing
        func combine(_ sizes: [LayoutSize]) -> LayoutSize {
            if horizontal {
                return LayoutSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
            }
            return LayoutSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
        }
        let sizes = visible.map(\.preferredSize)
        return (combine(sizes.map(\.minimum)), combine(sizes.map(\.natural)))
    }

    /// GtkBox's height for width: a column sums its children's heights at that width; a row
    /// shares the width out as its allocation would and takes the tallest child at its share.
    func boxHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        let (horizontal, spacing) = axis
        let visible = children.filter(\.isVisible)
        guard !visible.isEmpty else { return (0, 0) }
        if horizontal {
            let heights = zip(visible, lengths(of: visible, along: width, across: width)).map { $0.preferredHeight(forWidth: $1) }
            return (heights.map(\.minimum).max() ?? 0, heights.map(\.natural).max() ?? 0)
        }
        let heights = visible.map { $0.preferredHeight(forWidth: width) }
        let gaps = (visible.count - 1) * spacing
        return (heights.map(\.minimum).reduce(0, +) + gaps, heights.map(\.natural).reduce(0, +) + gaps)
    }

    /// The children's lengths along the box's axis when it is `length` long (and `width` wide):
    /// natural sizes (minimum ones when they don't fit), then what is left shared equally among
    /// the children that expand along the axis, the first ones getting a pixel more when it
    /// doesn't divide.
    private func lengths(of visible: [HeadlessWidget], along length: Int, across width: Int) -> [Int] {
        let (horizontal, spacing) = axis
        let available = length - (visible.count - 1) * spacing
        let naturals: [Int], minimums: [Int]
        if horizontal {
            let measured = visible.map(\.preferredSize)
            (naturals, minimums) = (measured.map(\.natural.width), measured.map(\.minimum.width))
        } else {
            let measured = visible.map { $0.preferredHeight(forWidth: width) }
            (naturals, minimums) = (measured.map(\.natural), measured.map(\.minimum))
        }
        var sizes = naturals.reduce(0, +) <= available ? naturals : minimums
        let expanding = visible.indices.filter { visible[$0].computesExpand(horizontally: horizontal) }
        let extra = max(available - sizes.reduce(0, +), 0)
        if !expanding.isEmpty {
            for (rank, index) in expanding.enumerated() {
                sizes[index] += extra / expanding.count + (rank < extra % expanding.count ? 1 : 0)
            }
        }
        return sizes
    }

    private var axis: (horizontal: Bool, spacing: Int) {
        switch containerLayout {
        case .horizontal(let spacing): (true, spacing)
        case .vertical(let spacing): (false, spacing)
        case .grid(let rowSpacing, _): (false, rowSpacing)
        case .constraints: (false, 0)
        }
    }

    /// GtkBox's allocation: natural sizes along the axis (minimum ones when they don't fit),
    /// then the space left shared equally among the children that expand along the axis, the
    /// first ones getting a pixel more when it doesn't divide; the whole breadth across it.
    /// A column's children are measured at its width (GtkBox asks each for its height for
    /// that width).
    func allocateBox(in rect: LayoutRect) {
        let (horizontal, spacing) = axis
        let visible = children.filter(\.isVisible)
        guard !visible.isEmpty else { return }
        let sizes = lengths(of: visible, along: horizontal ? rect.width : rect.height, across: rect.width)
        var position = horizontal ? rect.x : rect.y
        for (index, child) in visible.enumerated() {
            let frame = horizontal
                ? LayoutRect(x: position, y: rect.y, width: sizes[index], height: rect.height)
                : LayoutRect(x: rect.x, y: position, width: rect.width, height: sizes[index])
            child.allocate(frame)
            position += sizes[index] + spacing
        }
    }
}
