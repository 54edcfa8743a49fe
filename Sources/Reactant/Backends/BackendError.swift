public enum BackendError: Error, Equatable, CustomStringConvertible {
    /// GTK could not open a display.
    case noDisplay(String)
    case invalidStyleSheet(String)
    case unknownBackend(String)

    public var description: String {
        switch self {
        case .noDisplay(let detail):
            return """
            Reactant could not open a display for GTK (\(detail)).
            Run the app inside a desktop session, or without one under a virtual X server: \
            `xvfb-run -a <command>` (Debian package `xvfb`). Tests that need no display can use \
            the headless backend (REACTANT_BACKEND=headless).
            """
        case .invalidStyleSheet(let detail):
            return "The stylesheet could not be parsed: \(detail)"
        case .unknownBackend(let name):
            return "Unknown backend '\(name)': REACTANT_BACKEND must be 'gtk' or 'headless'."
        }
    }
}
