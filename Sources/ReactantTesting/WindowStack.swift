import Reactant

/// Reads the windows on screen and their navigation stacks, the same on both backends:
///
///     window "Table" nav=[Main > Table] back
///     window "This is a name" modal transient-for="Table"
///
/// One line per window in the order they were shown: its title, `modal`, the window it is
/// transient for, and for a navigation window its stack (root first), `back` when the back
/// button is visible and `close="Title"` when the header bar has a close button.
@MainActor
public enum WindowStack {
    /// The windows on screen, in the order they were shown.
    public static var windows: [Window] { Window.onScreen }

    /// The titles of the windows on screen, in the order they were shown.
    public static var titles: [String] { windows.map(\.title) }

    /// One line per window on screen (see the type's notes); also recorded for the backend
    /// parity comparison.
    public static func render() -> String {
        ParityRecorder.record("windows", windows.map(describe).joined(separator: "\n"))
    }

    /// One line for one window.
    public static func describe(_ window: Window) -> String {
        var parts = ["window \(quoted(window.title))"]
        if !window.isShown { parts.append("closed") }
        if window.native.isModal { parts.append("modal") }
        if let parent = window.native.transientFor { parts.append("transient-for=\(quoted(parent.title))") }
        if let navigation = window.controller as? NavigationController {
            parts.append("nav=[\(navigationTitles(navigation).joined(separator: " > "))]")
            if !navigation.backButton.isHidden { parts.append("back") }
            if let close = navigation.closeButton { parts.append("close=\(quoted(close.title))") }
            if navigation.headerBar.title != window.title {
                parts.append("header=\(quoted(navigation.headerBar.title))")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The window's header bar as a person reads it, left to right: the buttons packed at
    /// the start, the title (and subtitle), the buttons packed at the end; each button by its
    /// title or, for an icon, its accessible label; hidden widgets left out, insensitive ones
    /// marked `(off)`:
    ///
    ///     [Back] [Edit] | Names — 13 names | [Refresh] [Main Menu]
    public static func headerBar(of window: Window) -> String {
        guard let bar = window.native.titlebar as? any NativeHeaderBar else { return "(no header bar)" }
        let shown = bar.nativeChildren.filter(\.isVisible)
        func name(_ widget: any NativeWidget) -> String {
            let text = (widget as? any NativeButton)?.title ?? widget.accessibleLabel ?? widget.kind.rawValue
            return "[\(text)\(widget.isSensitive ? "" : " (off)")]"
        }
        let start = shown.filter { !bar.isPackedAtEnd($0) }.map(name)
        let end = shown.filter { bar.isPackedAtEnd($0) }.reversed().map(name)
        let title = bar.title + (bar.subtitle.map { " — \($0)" } ?? "")
        return (start + ["| \(title) |"] + end).joined(separator: " ")
    }

    /// The titles of a navigation stack, root first.
    public static func navigationTitles(_ navigation: NavigationController) -> [String] {
        navigation.controllers.map(\.title)
    }

    /// The window's navigation controller, when it shows one.
    public static func navigation(of window: Window) -> NavigationController? {
        window.controller as? NavigationController
    }

    private static func quoted(_ text: String) -> String { WidgetTree.quoted(text) }
}
