import Reactant

/// Reads a widget tree as text, the same on both backends, for assertions and for printing
/// when a test fails:
///
///     box vertical
///       label "Hello Ann!" .greeting
///       entry "Ann" placeholder="Name to greet" focused
///       box horizontal spacing=12
///         label "Español"
///         switch off
///
/// Flags: `hidden`, `insensitive`, `focused`; CSS classes as `.name`, the CSS name as `#name`.
/// A label adds how it fits long text: `ellipsize=start|middle|end`, `lines=3` (at most three
/// wrapped lines), `wrap=char`, and `selectable`.
/// A list box reads `list` (plus `selection=none|browse` when not single), its rows `row`
/// (`selected`, `inactive` when not activatable, `unselectable`, `separator-above` in a
/// boxed list), a scrolled window
/// `scrolled`; a list without rows shows its placeholder under a `placeholder` line.
/// A window's title bar is listed before its content; a window line says `modal` and
/// `transient-for="Parent title"` and `rtl` when right-to-left; a header bar line
/// `headerbar "Title" subtitle="…" window-controls`, and its children packed at the end say
/// `end`; a
/// message dialog (an alert) lists its message, its heading label marked `heading` (`heading
/// large` with body text), then its buttons under a `responses` line; a
/// stack line `stack page=2/3` (the visible page, counting from 1, of all pages).
@MainActor
public enum WidgetTree {
    public static func render(_ view: View) -> String {
        render(view.native)
    }

    public static func render(_ window: Window) -> String {
        render(window.native)
    }

    public static func render(_ widget: any NativeWidget) -> String {
        ParityRecorder.record("tree", lines(of: widget).joined(separator: "\n"))
    }

    static func lines(of widget: any NativeWidget) -> [String] {
        var lines: [String] = []
        append(widget, depth: 0, to: &lines)
        return lines
    }

    private static func append(_ widget: any NativeWidget, depth: Int, to lines: inout [String],
                               heading: (label: any NativeLabel, large: Bool)? = nil) {
        let indent = String(repeating: "  ", count: depth)
        var line = indent + describe(widget)
        if let heading, heading.label === widget { line += heading.large ? " heading large" : " heading" }
        lines.append(line)
        if let window = widget as? any NativeWindow, let titlebar = window.titlebar {
            append(titlebar, depth: depth + 1, to: &lines)
        }
        // A message dialog: its message, then its row of responses.
        if let dialog = widget as? any NativeMessageDialog {
            let responses = dialog.responseButtons
            for child in widget.nativeChildren where !responses.contains(where: { $0 === child }) {
                append(child, depth: depth + 1, to: &lines, heading: dialog.heading)
            }
            lines.append(indent + "  responses")
            for button in responses { append(button, depth: depth + 2, to: &lines) }
            return
        }
        for child in widget.nativeChildren {
            append(child, depth: depth + 1, to: &lines, heading: heading)
        }
        // GTK shows a list's placeholder only while the list has no rows.
        if let list = widget as? any NativeListBox, list.rows.isEmpty, let placeholder = list.placeholder {
            lines.append(indent + "  placeholder")
            append(placeholder, depth: depth + 2, to: &lines)
        }
    }

    /// One line for one widget, without its children.
    public static func describe(_ widget: any NativeWidget) -> String {
        var parts: [String] = []
        if let line = WidgetTree.describeWidgetOfWiderSet(widget) {
            parts.append(line)
        } else {
        switch widget {
        case let window as any NativeWindow:
            parts.append("window \(quoted(window.title))")
            if !window.isShown { parts.append("closed") }
            if window.isModal { parts.append("modal") }
            if let parent = window.transientFor { parts.append("transient-for=\(quoted(parent.title))") }
            if window.textDirection == .rightToLeft { parts.append("rtl") }
        case let bar as any NativeHeaderBar:
            parts.append("headerbar \(quoted(bar.title))")
            if let subtitle = bar.subtitle { parts.append("subtitle=\(quoted(subtitle))") }
            if bar.showsWindowControls { parts.append("window-controls") }
        case let stack as any NativeStack:
            parts.append("stack")
            if let page = stack.visiblePage,
               let index = stack.nativeChildren.firstIndex(where: { $0 === page }) {
                parts.append("page=\(index + 1)/\(stack.nativeChildren.count)")
            }
        case let box as any NativeContainer:
            switch box.containerLayout {
            case .vertical(let spacing):
                parts.append("box vertical" + (spacing != 0 ? " spacing=\(spacing)" : ""))
            case .horizontal(let spacing):
                parts.append("box horizontal" + (spacing != 0 ? " spacing=\(spacing)" : ""))
            case .grid:
                parts.append("grid")
            case .constraints:
                parts.append("constraints")
            }
        case let label as any NativeLabel:
            parts.append("label \(quoted(label.text))")
            // Plain word wrapping isn't listed (trees predate it); what changes the text's
            // shape beyond that is, as GTK honours it: `lines` only on a wrapping,
            // ellipsizing label.
            if label.wraps, label.wrapMode == .character { parts.append("wrap=char") }
            if label.ellipsis != .none { parts.append("ellipsize=\(label.ellipsis.rawValue)") }
            if label.wraps, label.ellipsis != .none, label.maximumLines > 0 { parts.append("lines=\(label.maximumLines)") }
            if label.isSelectable { parts.append("selectable") }
        case let button as any NativeButton:
            parts.append(button.title.map { "button \(quoted($0))" } ?? "button")
        case let entry as any NativeEntry:
            parts.append("entry \(quoted(entry.text))")
            if let placeholder = entry.placeholder { parts.append("placeholder=\(quoted(placeholder))") }
            if entry.isSecure { parts.append("secure") }
        case let image as any NativeImage:
            switch image.source {
            case .iconName(let name, let size)?: parts.append("image icon=\(name) size=\(size.rawValue)")
            case .file(let path)?: parts.append("image file=\(path)")
            case nil: parts.append("image empty")
            }
        case let toggle as any NativeToggle:
            switch toggle.style {
            case .switch: parts.append("switch")
            case .checkBox(let label): parts.append("checkbox \(quoted(label))")
            case .button(let label): parts.append("togglebutton \(quoted(label))")
            }
            parts.append(toggle.isOn ? "on" : "off")
        case let spinner as any NativeSpinner:
            parts.append(spinner.isSpinning ? "spinner spinning" : "spinner")
        case let list as any NativeListBox:
            parts.append("list")
            if list.selectionMode != .single { parts.append("selection=\(list.selectionMode.rawValue)") }
        case let row as any NativeListRow:
            parts.append("row")
            if row.isSelected { parts.append("selected") }
            if !row.isActivatable { parts.append("inactive") }
            if !row.isSelectable { parts.append("unselectable") }
            if row.separatorAbove { parts.append("separator-above") }
        case is any NativeScrolledWindow:
            parts.append("scrolled")
        default:
            parts.append(widget.kind.rawValue)
        }
        }
        if let bar = widget.nativeParent as? any NativeHeaderBar, bar.isPackedAtEnd(widget) { parts.append("end") }
        if let name = widget.widgetName { parts.append("#\(name)") }
        parts.append(contentsOf: widget.styleClasses.map { ".\($0)" })
        if let background = widget.colors.background { parts.append("bg=\(background)") }
        if let foreground = widget.colors.foreground { parts.append("fg=\(foreground)") }
        if !widget.isVisible { parts.append("hidden") }
        if !widget.isSensitive { parts.append("insensitive") }
        if widget.isFocus { parts.append("focused") }
        return parts.joined(separator: " ")
    }

    /// `text` in double quotes, escaped so that one widget stays one line: `\\`, `\"`, `\n`,
    /// `\r`, `\t`, and other control characters as `\u{…}`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
