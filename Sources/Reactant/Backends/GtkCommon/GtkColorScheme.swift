#if GTK3 || GTK4 // both GTK backends: libadwaita's style manager on GTK 4, GtkSettings on GTK 3
import GtkC

/// The process's light or dark style. GTK keeps it per process, not per application: on GTK 4
/// libadwaita's default AdwStyleManager, on GTK 3 the default GtkSettings'
/// gtk-application-prefer-dark-theme (Adwaita then loads its dark variant).
@MainActor
enum GtkColorScheme {
    /// The scheme set last; GTK 3 has no "follow the desktop" value to read it back from.
    private static var current = ColorScheme.system

    static var scheme: ColorScheme {
        get {
            #if GTK4
            switch adw_style_manager_get_color_scheme(adw_style_manager_get_default()) {
            case ADW_COLOR_SCHEME_FORCE_LIGHT: return .light
            case ADW_COLOR_SCHEME_FORCE_DARK: return .dark
            default: return .system
            }
            #else
            return current
            #endif
        }
        set {
            current = newValue
            #if GTK4
            let adwaita: AdwColorScheme = switch newValue {
            case .system: ADW_COLOR_SCHEME_DEFAULT
            case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .dark: ADW_COLOR_SCHEME_FORCE_DARK
            }
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), adwaita)
            #else
            guard let settings = gtk_settings_get_default() else { return }
            if settingsOwnValue == nil { settingsOwnValue = preferDark(settings) }
            let dark = switch newValue {
            case .system: (settingsOwnValue ?? false) || desktopPrefersDark
            case .light: false
            case .dark: true
            }
            // Setting it reloads the theme for every window at once.
            GObjectBridge.setProperty("gtk-application-prefer-dark-theme", of: settings, type: GObjectBridge.booleanType) {
                g_value_set_boolean($0, GObjectBridge.gbool(dark))
            }
            #endif
        }
    }

    /// Whether the windows are drawn dark now.
    static var isDark: Bool {
        #if GTK4
        return adw_style_manager_get_dark(adw_style_manager_get_default()) != 0
        #else
        // What is shown: a dark theme (GTK_THEME=Adwaita:dark, HighContrastInverse) is dark
        // without the setting, so the theme's background decides, by its relative luminance.
        let background = windowBackgroundColor
        return 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue < 0.5
        #endif
    }

    /// The theme's named window background colour, looked up in a widget's style context (the
    /// display's theme and the app's stylesheets); white if the theme names none.
    static var windowBackgroundColor: Color {
        let widget = gtk_label_new(nil)!
        g_object_ref_sink(UnsafeMutableRawPointer(widget))
        defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
        let context = gtk_widget_get_style_context(widget)
        var rgba = GdkRGBA()
        // libadwaita's name, then GTK 3 Adwaita's (which libadwaita also defines).
        for name in ["window_bg_color", "theme_bg_color"] where gtk_style_context_lookup_color(context, name, &rgba) != 0 {
            return Color(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
        }
        return Color(white: 1)
    }

    #if GTK3
    /// The settings' value before the app first set a scheme (settings.ini, XSETTINGS),
    /// which `.system` puts back.
    private static var settingsOwnValue: Bool?

    private static func preferDark(_ settings: UnsafeMutablePointer<GtkSettings>) -> Bool {
        GObjectBridge.property("gtk-application-prefer-dark-theme", of: settings, type: GObjectBridge.booleanType) {
            g_value_get_boolean($0) != 0
        }
    }

    /// GNOME's Appearance choice (org.gnome.desktop.interface color-scheme is "prefer-dark"),
    /// when that schema is installed (GNOME 42 and later); false without it, as g_settings_new
    /// would abort on a missing schema.
    private static var desktopPrefersDark: Bool {
        let schemaID = "org.gnome.desktop.interface"
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return false }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0,
              let settings = g_settings_new_full(schema, nil, nil) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        return GObjectBridge.takeString(g_settings_get_string(settings, "color-scheme")) == "prefer-dark"
    }
    #endif
}
#endif // GTK3 || GTK4
