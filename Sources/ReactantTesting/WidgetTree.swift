import Reactant
import SwiftLiteral

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
    /// The tree of the view's widget, one line per widget, indented by depth.
    public static func render(_ view: View) -> String {
        render(view.native)
    }

    /// The tree of the window: its title bar first, then its content.
    public static func render(_ window: Window) -> String {
        render(window.native)
    }

    /// The tree of a native widget; also recorded for the backend parity comparison.
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
        var parts = [lineReaders.lazy.compactMap { $0.read(widget) }.first ?? widget.kind.rawValue]
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

    /// The line of every widget protocol, the first that fits a widget wins: the wider set's
    /// (`+Widgets`, a search entry before the entry it refines), then the core set's. A widget
    /// of no listed protocol reads as its kind.
    static let lineReaders: [TreeLine] = widerSetLines + [
        TreeLine((any NativeWindow).self) { window in
            words("window \(quoted(window.title))",
                  window.isShown ? nil : "closed",
                  window.isModal ? "modal" : nil,
                  window.transientFor.map { "transient-for=\(quoted($0.title))" },
                  window.textDirection == .rightToLeft ? "rtl" : nil)
        },
        TreeLine((any NativeHeaderBar).self) { bar in
            words("headerbar \(quoted(bar.title))",
                  bar.subtitle.map { "subtitle=\(quoted($0))" },
                  bar.showsWindowControls ? "window-controls" : nil)
        },
        TreeLine((any NativeStack).self) { stack in
            guard let page = stack.visiblePage,
                  let index = stack.nativeChildren.firstIndex(where: { $0 === page }) else { return "stack" }
            return "stack page=\(index + 1)/\(stack.nativeChildren.count)"
        },
        TreeLine((any NativeContainer).self) { box in
            switch box.containerLayout {
            case .vertical(let spacing): "box vertical" + (spacing != 0 ? " spacing=\(spacing)" : "")
            case .horizontal(let spacing): "box horizontal" + (spacing != 0 ? " spacing=\(spacing)" : "")
            case .grid: "grid"
            case .constraints: "constraints"
            }
        },
        TreeLine((any NativeLabel).self) { label in
            // Plain word wrapping isn't listed (trees predate it); what changes the text's
            // shape beyond that is, as GTK honours it: `lines` only on a wrapping,
            // ellipsizing label.
            words("label \(quoted(label.text))",
                  label.wraps && label.wrapMode == .character ? "wrap=char" : nil,
                  label.ellipsis != .none ? "ellipsize=\(label.ellipsis.rawValue)" : nil,
                  label.wraps && label.ellipsis != .none && label.maximumLines > 0 ? "lines=\(label.maximumLines)" : nil,
                  label.isSelectable ? "selectable" : nil)
        },
        TreeLine((any NativeButton).self) { button in
            button.title.map { "button \(quoted($0))" } ?? "button"
        },
        TreeLine((any NativeEntry).self) { entry in
            words("entry \(quoted(entry.text))",
                  entry.placeholder.map { "placeholder=\(quoted($0))" },
                  entry.isSecure ? "secure" : nil)
        },
        TreeLine((any NativeImage).self) { image in
            switch image.source {
            case .iconName(let name, let size)?: "image icon=\(name) size=\(size.rawValue)"
            case .file(let path)?: "image file=\(path)"
            case nil: "image empty"
            }
        },
        TreeLine((any NativeToggle).self) { toggle in
            let name = switch toggle.style {
            case .switch: "switch"
            case .checkBox(let label): "checkbox \(quoted(label))"
            case .button(let label): "togglebutton \(quoted(label))"
            }
            return name + (toggle.isOn ? " on" : " off")
        },
        TreeLine((any NativeSpinner).self) { spinner in
            spinner.isSpinning ? "spinner spinning" : "spinner"
        },
        TreeLine((any NativeListBox).self) { list in
            "list" + (list.selectionMode != .single ? " selection=\(list.selectionMode.rawValue)" : "")
        },
        TreeLine((any NativeListRow).self) { row in
            words("row",
                  row.isSelected ? "selected" : nil,
                  row.isActivatable ? nil : "inactive",
                  row.isSelectable ? nil : "unselectable",
                  row.separatorAbove ? "separator-above" : nil)
        },
        TreeLine((any NativeScrolledWindow).self) { _ in "scrolled" },
    ]

    /// A line of `words`, in order, without the nil ones (the flags a widget doesn't have).
    static func words(_ words: String?...) -> String {
        words.compactMap { $0 }.joined(separator: " ")
    }

    /// `text` as a Swift string literal, so that one widget stays one line.
    static func quoted(_ text: String) -> String { SwiftLiteral.string(text) }
}

/// How the widgets of one protocol read as a tree line (before the flags all widgets share).
@MainActor
struct TreeLine {
    let read: (any NativeWidget) -> String?

    init<Widget>(_: Widget.Type, _ line: @escaping @MainActor (Widget) -> String) {
        read = { widget in (widget as? Widget).map(line) }
    }
}
