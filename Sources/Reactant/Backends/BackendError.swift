/// Why a backend could not start or refused what it was given.
public enum BackendError: Error, Equatable, CustomStringConvertible {
    /// GTK could not open a display.
    case noDisplay(String)
    /// GTK's CSS parser (or the headless backend's brace check) refused a stylesheet; the text says
    /// where and why.
    case invalidStyleSheet(String)
    /// `BackendSelection.start(named:)` was given a name other than "gtk" or "headless", or another
    /// backend than the one already running.
    case unknownBackend(String)

    /// The error in a sentence or two for the person running the app, with what to do about a
    /// missing display.
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
