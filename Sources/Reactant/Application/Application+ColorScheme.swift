extension Application {
    /// Light, dark, or what the desktop prefers (the default, `.system`): GNOME's dark style.
    /// GTK keeps the style per process, so this sets it for every window of the app at once,
    /// open or opened later. Force a scheme only for a reason of the app's (a photo viewer's
    /// dark canvas, a preference the app offers); otherwise leave it to the desktop.
    ///
    ///     Application.shared.colorScheme = .dark
    ///     Application.shared.isDark  // true
    ///
    /// GTK 4: libadwaita's AdwStyleManager (adw_style_manager_set_color_scheme with
    /// ADW_COLOR_SCHEME_DEFAULT, FORCE_LIGHT or FORCE_DARK). GTK 3: GtkSettings'
    /// gtk-application-prefer-dark-theme; `.system` puts back the settings' own value, or
    /// follows GNOME's org.gnome.desktop.interface color-scheme where that schema exists.
    /// Headless: kept as set, and the pretend desktop prefers light.
    public var colorScheme: ColorScheme {
        get { native.colorScheme }
        set { native.colorScheme = newValue }
    }

    /// Whether the app is drawn dark now (UIKit's `userInterfaceStyle == .dark`): a forced
    /// scheme, or under `.system` the desktop's preference (adw_style_manager_get_dark on
    /// GTK 4; on GTK 3 whether the theme's window background is dark).
    public var isDark: Bool { native.isDark }
}
