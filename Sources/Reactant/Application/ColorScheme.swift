/// Light or dark: whether the app follows the desktop's preference (GNOME's Appearance
/// setting) or forces one (UIKit's `overrideUserInterfaceStyle`). See `Application.colorScheme`.
public enum ColorScheme: String, Sendable, CaseIterable {
    /// What the desktop prefers (libadwaita's ADW_COLOR_SCHEME_DEFAULT): GNOME's
    /// org.gnome.desktop.interface color-scheme, or the GTK settings' own choice.
    case system
    /// Always the light style (ADW_COLOR_SCHEME_FORCE_LIGHT).
    case light
    /// Always the dark style (ADW_COLOR_SCHEME_FORCE_DARK).
    case dark
}
