#if GTK3 || GTK4 // both GTK backends: the settings SnapshotSettings (GTK 3) and its GTK 4 twin fix alike
extension SnapshotSettings {
    /// The font family snapshots are drawn in; Debian's fonts-dejavu-core, which GTK's own
    /// dependencies install and scripts/setup.sh checks for.
    static let fontFamily = "DejaVu Sans"

    /// The GtkSettings that GTK 3 and GTK 4 share and the value each has during a rendering:
    /// the font and how it is rasterised, animations and the text cursor's blinking.
    static let fixedTextAndMotion: [(String, PropertyOverride.Value)] = [
        ("gtk-font-name", .string("\(fontFamily) 10")),
        ("gtk-xft-antialias", .int(1)),
        ("gtk-xft-hinting", .int(1)),
        ("gtk-xft-hintstyle", .string("hintslight")),
        ("gtk-xft-rgba", .string("none")),
        ("gtk-xft-dpi", .int(96 * 1024)),
        ("gtk-enable-animations", .bool(false)),
        ("gtk-cursor-blink", .bool(false)),
    ]
}
#endif
