#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk
import Foundation
import Reactant

/// WCAG contrast of every label a window shows, as GTK draws it: each label's colour from its
/// style context (the theme, the app's stylesheets, its state), with its alpha and the CSS
/// and widget opacities of it and everything above it, against the pixels drawn behind it.
/// Entries' placeholders count too, measured from the pixels (see `placeholders`), and the
/// text typed into entries, in the entry's CSS colour.
///
///     let labels = try ContrastCheck.labels(in: window, size: (420, 260), appearance: .dark,
///                                           resources: GreeterApp.resources)
///     #expect(labels.filter { !$0.meetsAA } == [])
///
/// The background is read from a rendering with every label made transparent (so buttons'
/// gradients, frames and header bars count as drawn); of the pixels under a label the one of
/// median brightness stands for its background. Insensitive labels are left out: WCAG
/// exempts inactive controls. Needs real GTK on a display, as snapshots do.
@MainActor
public enum ContrastCheck {
    /// WCAG 2 AA for normal text.
    public nonisolated static let minimumRatio = 4.5

    /// The labels on screen in the window, top to bottom.
    public static func labels(in window: Window, size: (width: Int, height: Int),
                              appearance: SnapshotAppearance = .standard,
                              resources: [AppResources] = []) throws -> [LabelContrast] {
        if let reason = Snapshot.unavailableReason { throw SnapshotError.unavailable(reason) }
        let styleSheets = try Snapshot.styleSheets(of: resources)
        return try SnapshotRenderer.prepared(window, size: size, appearance: appearance, styleSheets: styleSheets) { top in
            let (labels, entries, typed) = LabelCollector.texts(in: top)
            let typedColours = typed.map { foreground(of: $0, below: top) }
            let colours = labels.map { foreground(of: $0, below: top) }
            // The background: the same window with every label transparent.
            let saved = labels.map { gtk_widget_get_opacity($0) }
            for label in labels { gtk_widget_set_opacity(label, 0) }
            let background = SnapshotRenderer.draw(top, scale: 1)
            for (label, opacity) in zip(labels, saved) { gtk_widget_set_opacity(label, opacity) }
            var results: [(Int, LabelContrast)] = []
            for (label, colour) in zip(labels, colours) {
                guard let (y, behind) = self.background(of: label, in: top, image: background) else { continue }
                let text = gtk_label_get_text(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self))
                    .map { String(cString: $0) } ?? ""
                results.append((y, LabelContrast(text: text, path: path(of: label),
                                                 foreground: colour.color.blended(over: behind, alpha: colour.alpha),
                                                 background: behind)))
            }
            results += placeholders(of: entries, in: top, drawn: background)
            // Text typed into entries, in the entry's CSS colour (an `.error` entry's red).
            for (entry, colour) in zip(typed, typedColours) {
                guard let (y, behind) = self.background(of: entry, in: top, image: background) else { continue }
                let field = UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self)
                let text = gtk_entry_get_visibility(field) != 0
                    ? gtk_entry_get_text(field).map { String(cString: $0) } ?? ""
                    : String(repeating: "●", count: Int(gtk_entry_get_text_length(field)))
                results.append((y, LabelContrast(text: text, path: path(of: entry) + " (text)",
                                                 foreground: colour.color.blended(over: behind, alpha: colour.alpha),
                                                 background: behind)))
            }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// Entries' placeholders, which GtkEntry draws itself (no label, no CSS colour to read):
    /// the pixels that change when the placeholder is taken away are its glyphs; of those,
    /// the one that stands out most from what is behind it is the text colour (the glyphs'
    /// edges are blended), and the median of the pixels there without it is the background.
    private static func placeholders(of entries: [UnsafeMutablePointer<GtkWidget>], in top: UnsafeMutablePointer<GtkWidget>,
                                     drawn: SnapshotImage) -> [(Int, LabelContrast)] {
        guard !entries.isEmpty else { return [] }
        let casted = entries.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkEntry.self) }
        let texts = casted.map { gtk_entry_get_placeholder_text($0).map { String(cString: $0) } ?? "" }
        for entry in casted { gtk_entry_set_placeholder_text(entry, nil) }
        let without = SnapshotRenderer.draw(top, scale: 1)
        for (entry, text) in zip(casted, texts) { gtk_entry_set_placeholder_text(entry, text) }
        var results: [(Int, LabelContrast)] = []
        for (entry, text) in zip(entries, texts) {
            guard let region = SnapshotRenderer.allocation(of: entry, in: top) else { continue }
            let with = drawn.cropped(to: region).pixels, plain = without.cropped(to: region).pixels
            let changed = with.indices.filter { with[$0] != plain[$0] }
            guard !changed.isEmpty else { continue }
            let behind = changed.map { ContrastColor(pixel: plain[$0]) }.sorted { $0.luminance < $1.luminance }
            let background = behind[behind.count / 2]
            guard let glyph = changed.map({ ContrastColor(pixel: with[$0]) })
                .max(by: { ContrastColor.ratio($0, background) < ContrastColor.ratio($1, background) }) else { continue }
            results.append((region.y, LabelContrast(text: text, path: path(of: entry) + " (placeholder)",
                                                  foreground: glyph, background: background)))
        }
        return results
    }

    /// The label's colour and how opaque it is drawn: the colour's alpha times the CSS
    /// `opacity` and widget opacity of the label and of each widget it is inside.
    private static func foreground(of label: UnsafeMutablePointer<GtkWidget>,
                                   below top: UnsafeMutablePointer<GtkWidget>) -> (color: ContrastColor, alpha: Double) {
        let context = gtk_widget_get_style_context(label)
        var rgba = GdkRGBA()
        gtk_style_context_get_color(context, gtk_style_context_get_state(context), &rgba)
        var alpha = rgba.alpha
        var widget: UnsafeMutablePointer<GtkWidget>? = label
        while let current = widget {
            alpha *= gtk_widget_get_opacity(current) * cssOpacity(of: current)
            if current == top { break }
            widget = gtk_widget_get_parent(current)
        }
        return (ContrastColor(red: rgba.red, green: rgba.green, blue: rgba.blue), alpha)
    }

    private static func cssOpacity(of widget: UnsafeMutablePointer<GtkWidget>) -> Double {
        let context = gtk_widget_get_style_context(widget)
        var value = GValue()
        gtk_style_context_get_property(context, "opacity", gtk_style_context_get_state(context), &value)
        defer { g_value_unset(&value) }
        return g_value_get_double(&value)
    }

    /// The median-bright pixel under the label, and the label's top (for ordering).
    private static func background(of label: UnsafeMutablePointer<GtkWidget>, in top: UnsafeMutablePointer<GtkWidget>,
                                   image: SnapshotImage) -> (Int, ContrastColor)? {
        guard let region = SnapshotRenderer.allocation(of: label, in: top) else { return nil }
        let pixels = image.cropped(to: region).pixels.map(ContrastColor.init(pixel:))
        guard !pixels.isEmpty else { return nil }
        let sorted = pixels.sorted { $0.luminance < $1.luminance }
        return (region.y, sorted[sorted.count / 2])
    }

    /// The label's place as CSS selectors: `window headerbar label.title`.
    private static func path(of label: UnsafeMutablePointer<GtkWidget>) -> String {
        SelectorPath.of(label, name: { widget in
            String(cString: gtk_widget_path_iter_get_object_name(gtk_style_context_get_path(gtk_widget_get_style_context(widget)), -1)
                       ?? gtk_widget_get_name(widget))
        }, classes: { widget in
            guard let classes = gtk_style_context_list_classes(gtk_widget_get_style_context(widget)) else { return [] }
            defer { g_list_free(classes) }
            var node: UnsafeMutablePointer<GList>? = classes
            var list: [String] = []
            while let item = node {
                if let data = item.pointee.data { list.append(String(cString: data.assumingMemoryBound(to: CChar.self))) }
                node = item.pointee.next
            }
            return list
        })
    }
}

/// Finds every GtkLabel a window draws, GTK's internal ones too (a button's, a header bar's
/// title), that shows text and is drawn and sensitive.
@MainActor
private enum LabelCollector {
    final class Found {
        var labels: [UnsafeMutablePointer<GtkWidget>] = []
        /// Entries showing their placeholder.
        var entries: [UnsafeMutablePointer<GtkWidget>] = []
        /// Entries showing typed text.
        var typed: [UnsafeMutablePointer<GtkWidget>] = []
    }

    static func texts(in top: UnsafeMutablePointer<GtkWidget>) -> (labels: [UnsafeMutablePointer<GtkWidget>],
                                                                 entries: [UnsafeMutablePointer<GtkWidget>],
                                                                 typed: [UnsafeMutablePointer<GtkWidget>]) {
        let found = Found()
        visit(top, found)
        return (found.labels, found.entries, found.typed)
    }

    private static func visit(_ widget: UnsafeMutablePointer<GtkWidget>, _ box: Found) {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        guard gtk_widget_is_drawable(widget) != 0 else { return }
        if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
            let text = gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self))
                .map { String(cString: $0) } ?? ""
            let insensitive = gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_INSENSITIVE.rawValue != 0
            if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, !insensitive {
                box.labels.append(widget)
            }
        }
        if g_type_check_instance_is_a(instance, gtk_entry_get_type()) != 0 {
            let entry = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkEntry.self)
            let placeholder = gtk_entry_get_placeholder_text(entry).map { String(cString: $0) } ?? ""
            let insensitive = gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_INSENSITIVE.rawValue != 0
            if gtk_entry_get_text_length(entry) == 0, !placeholder.isEmpty, !insensitive { box.entries.append(widget) }
            if gtk_entry_get_text_length(entry) > 0, !insensitive { box.typed.append(widget) }
        }
        for child in GtkInnerWidgets.all(of: widget) { visit(child, box) }
    }
}
#endif // GTK3
