/// Context-menu requests on the headless backend: a simulated right click goes to the
/// innermost widget with a handler around the clicked one (as the GTK backend finds it
/// under the pointer); the Menu key and Shift+F10 travel up from the focus widget, as GTK's
/// "popup-menu" key binding does.
@MainActor
final class HeadlessContextMenus {
    private struct Entry {
        weak var widget: HeadlessWidget?
        let handler: @MainActor (ContextMenuRequest) -> Bool
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func setHandler(on widget: any NativeWidget, _ handler: (@MainActor (ContextMenuRequest) -> Bool)?) {
        guard let widget = widget as? HeadlessWidget else {
            Diagnostics.error("context menu: \(type(of: widget)) is not a headless widget; widgets of two backends can't be mixed.")
            return
        }
        entries = entries.filter { $0.value.widget != nil }
        entries[ObjectIdentifier(widget)] = handler.map { Entry(widget: widget, handler: $0) }
    }

    private func entry(for widget: HeadlessWidget) -> Entry? {
        entries[ObjectIdentifier(widget)].flatMap { $0.widget === widget ? $0 : nil }
    }

    /// The row of `list` that `widget` is (or is inside).
    private func row(of widget: HeadlessWidget, in list: HeadlessWidget) -> (any NativeListRow)? {
        widget.lineage.first { $0.parent === list && $0 is any NativeListRow } as? any NativeListRow
    }

    /// GTK delivers pointer events only to widgets on screen.
    func simulateContextClick(on widget: any NativeWidget, at point: (x: Double, y: Double)?) {
        guard let widget = widget as? HeadlessWidget, widget.isEffectivelyVisible,
              widget.rootWindow?.isVisible == true else { return }
        if let grab = widget.backend.currentGrab, grab !== widget.rootWindow { return }
        for candidate in widget.lineage {
            guard let entry = entry(for: candidate) else { continue }
            let origin = ContextMenuRequest.Origin.pointer(x: point?.x ?? 0, y: point?.y ?? 0)
            if entry.handler(ContextMenuRequest(origin: origin, row: row(of: widget, in: candidate))) { return }
        }
    }

    /// GtkWidget's "popup-menu" binding for the Menu key and Shift+F10, offered to `widget`
    /// (one of the focus widget's lineage) with the focus at `focus`.
    func offerKey(_ key: KeyPress, to widget: HeadlessWidget, focus: HeadlessWidget) -> Bool {
        guard key == KeyPress(.menu) || key == KeyPress(.f10, modifiers: .shift),
              let entry = entry(for: widget) else { return false }
        return entry.handler(ContextMenuRequest(origin: .keyboard, row: row(of: focus, in: widget)))
    }
}
