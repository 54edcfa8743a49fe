#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4
import GtkC

/// What both GTK backends' text views do with their GtkTextBuffer (GtkTextBuffer and
/// GtkTextIter are the same in GTK 3 and GTK 4): offsets are in characters, as the toolkit's.
@MainActor
struct TextBufferAccess {
    let buffer: UnsafeMutablePointer<GtkTextBuffer>

    var text: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        return GObjectBridge.takeString(gtk_text_buffer_get_text(buffer, &start, &end, 1)) ?? ""
    }

    /// Length -1: GTK reads up to the first NUL, as the toolkit documents.
    func setText(_ text: String) { gtk_text_buffer_set_text(buffer, text, -1) }

    var isEmpty: Bool { gtk_text_buffer_get_char_count(buffer) == 0 }

    var cursorPosition: Int {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        return Int(gtk_text_iter_get_offset(&iter))
    }

    func placeCursor(at offset: Int) {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, gint(clamping: max(0, offset)))
        gtk_text_buffer_place_cursor(buffer, &iter)
    }

    var selection: Range<Int>? {
        var start = GtkTextIter(), end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 else { return nil }
        return Int(gtk_text_iter_get_offset(&start))..<Int(gtk_text_iter_get_offset(&end))
    }

    func select(_ range: Range<Int>) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, gint(clamping: max(0, range.lowerBound)))
        gtk_text_buffer_get_iter_at_offset(buffer, &end, gint(clamping: max(0, range.upperBound)))
        // The cursor ("insert") goes to the end, the selection bound to the start.
        gtk_text_buffer_select_range(buffer, &end, &start)
    }

    /// What typing or pasting does (the text view's insert-at-cursor path): the selection
    /// goes, then the text is inserted interactively, which respects the view's editability.
    func insertInteractively(_ text: String) {
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_delete_selection(buffer, 1, 1)
        gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, 1)
        gtk_text_buffer_end_user_action(buffer)
    }
}
#endif
