#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// Colours from code: a GtkCssProvider on the widget's own style context, at the application
/// priority plus one, so they win over the app's stylesheets as UIKit's properties win over
/// appearance proxies.
extension GtkWidgetWrapper {
    var colors: WidgetColors {
        get {
            let context = gtk_widget_get_style_context(widget)
            let state = gtk_style_context_get_state(context)
            var read = WidgetColors()
            // A state's colours show only in that state: they read back as set.
            read.states = setColors.states
            if setColors.background != nil {
                var value = GValue()
                gtk_style_context_get_property(context, "background-color", state, &value)
                if let rgba = g_value_get_boxed(&value)?.assumingMemoryBound(to: GdkRGBA.self).pointee {
                    read.background = Self.color(rgba)
                }
                g_value_unset(&value)
            }
            if setColors.foreground != nil {
                var rgba = GdkRGBA()
                gtk_style_context_get_color(context, state, &rgba)
                read.foreground = Self.color(rgba)
            }
            return read
        }
        set {
            setColors = newValue
            let context = gtk_widget_get_style_context(widget)
            if colorProvider == nil {
                guard newValue != WidgetColors() else { return }
                colorProvider = gtk_css_provider_new()
                gtk_style_context_add_provider(context, GObjectBridge.opaque(colorProvider!),
                                               guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
            }
            // The CSS is made from numbers, so it always parses.
            gtk_css_provider_load_from_data(colorProvider, newValue.css, -1, nil)
        }
    }

    private static func color(_ rgba: GdkRGBA) -> Color {
        Color(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha).rounded
    }
}
#endif // GTK3
