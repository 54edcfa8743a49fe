#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import Foundation
import Reactant

/// WCAG contrast of every text a window shows, as GTK 4 draws it: each label (GTK's internal
/// ones too: a button's, the title's, an entry's placeholder) and the text typed into
/// entries, against the pixels drawn behind it. GTK 3's twin is ContrastCheck.swift.
///
///     let labels = try ContrastCheck.labels(in: window, size: (420, 260), appearance: .dark,
///                                           resources: GreeterApp.resources)
///     #expect(labels.filter { !$0.meetsAA } == [])
///
/// GTK 4 has no public call that reads a widget's CSS opacity (GTK 3's
/// gtk_style_context_get_property), so the text colour is read from the pixels, as drawn
/// with every opacity and blend: the window is drawn once as it is and once with every text
/// made transparent; of the pixels a text changed, the one that stands out most from what is
/// behind it is the text colour (the glyphs' edges are blended), and of the pixels under the
/// text without it, the one of median brightness stands for its background. Insensitive
/// texts are left out: WCAG exempts inactive controls. Needs real GTK on a display, as
/// snapshots do.
@MainActor
public enum ContrastCheck {
    /// WCAG 2 AA for normal text.
    public nonisolated static let minimumRatio = 4.5

    /// The texts on screen in the window, top to bottom.
    public static func labels(in window: Reactant.Window, size: (width: Int, height: Int),
                              appearance: SnapshotAppearance = .standard,
                              resources: [AppResources] = []) throws -> [LabelContrast] {
        if let reason = Snapshot.unavailableReason { throw SnapshotError.unavailable(reason) }
        let styleSheets = try Snapshot.styleSheets(of: resources)
        return try SnapshotRenderer.prepared(window, size: size, appearance: appearance, styleSheets: styleSheets) { top in
            let texts = TextCollector.texts(in: top)
            let drawn = SnapshotRenderer.draw(top, scale: 1)
            let saved = texts.map { gtk_widget_get_opacity($0.widget) }
            for text in texts { gtk_widget_set_opacity(text.widget, 0) }
            let without = SnapshotRenderer.draw(top, scale: 1)
            for (text, opacity) in zip(texts, saved) { gtk_widget_set_opacity(text.widget, opacity) }
            SnapshotRenderer.settle(top)
            var results: [(Int, LabelContrast)] = []
            for text in texts {
                guard let region = SnapshotRenderer.allocation(of: text.widget, in: top) else { continue }
                let with = drawn.cropped(to: region).pixels, plain = without.cropped(to: region).pixels
                guard !plain.isEmpty else { continue }
                let behind = plain.map(ContrastColor.init(pixel:)).sorted { $0.luminance < $1.luminance }
                let background = behind[behind.count / 2]
                let changed = with.indices.filter { with[$0] != plain[$0] }
                guard let glyph = changed.map({ ContrastColor(pixel: with[$0]) })
                    .max(by: { ContrastColor.ratio($0, background) < ContrastColor.ratio($1, background) }) else { continue }
                results.append((region.y, LabelContrast(text: text.text, path: path(of: text.widget) + text.suffix,
                                                        foreground: glyph, background: background)))
            }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// The text's place as CSS selectors: `window headerbar label.title`.
    private static func path(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        SelectorPath.of(widget, name: { node in
            gtk_widget_get_css_name(node).map { String(cString: $0) } ?? "widget"
        }, classes: { node in GObjectBridge.takeStrings(gtk_widget_get_css_classes(node)) })
    }
}

/// Finds every text a window draws: GtkLabels that show text (GTK's internal ones too), and
/// GtkTexts (inside entries) showing typed text, drawn and sensitive.
@MainActor
private enum TextCollector {
    struct Text {
        let widget: UnsafeMutablePointer<GtkWidget>
        let text: String
        /// Said after the path: " (text)" for typed text.
        let suffix: String
    }

    static func texts(in top: UnsafeMutablePointer<GtkWidget>) -> [Text] {
        var found: [Text] = []
        visit(top, &found)
        return found
    }

    private static func visit(_ widget: UnsafeMutablePointer<GtkWidget>, _ found: inout [Text]) {
        guard gtk_widget_is_drawable(widget) != 0, gtk_widget_get_opacity(widget) > 0 else { return }
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        let sensitive = gtk_widget_is_sensitive(widget) != 0
        if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
            let text = gtk_label_get_text(OpaquePointer(widget)).map { String(cString: $0) } ?? ""
            if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, sensitive {
                found.append(Text(widget: widget, text: text, suffix: ""))
            }
        }
        if g_type_check_instance_is_a(instance, gtk_text_get_type()) != 0 {
            let field = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkText.self)
            let typed = gtk_editable_get_text(OpaquePointer(widget)).map { String(cString: $0) } ?? ""
            if !typed.isEmpty, sensitive {
                // A password's dots, as drawn.
                let shown = gtk_text_get_visibility(field) != 0 ? typed : String(repeating: "●", count: typed.count)
                found.append(Text(widget: widget, text: shown, suffix: " (text)"))
            }
        }
        for child in GtkInnerWidgets.all(of: widget) { visit(child, &found) }
    }
}
#endif // GTK4
