/// A thin line between groups of views (GtkSeparator).
@MainActor
public final class Separator: View {
    /// A horizontal line, or a vertical one when `vertical`.
    public init(vertical: Bool = false) {
        super.init(native: Backends.current.makeSeparator(vertical: vertical))
    }
}
