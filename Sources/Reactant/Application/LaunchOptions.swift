/// The command-line options every app started through `AppLauncher` understands. The rest
/// of the arguments go to GtkApplication untouched.
public struct LaunchOptions: Sendable, Equatable {
    /// What the launch is for.
    public enum Mode: Sendable, Equatable {
        /// Open the app.
        case run
        /// Print the name and version and exit 0; no display is opened.
        case version
        /// Print the usage and exit 0; no display is opened.
        case help
        /// Open the app, check its resources and window, and exit 0 or 1 (for CI).
        case selfTest
        /// An option neither the app nor GTK knows: print it with the usage and exit 2.
        case unknownOption(String)
    }

    /// What the arguments ask for; `.run` when they ask for nothing special.
    public var mode: Mode = .run
    /// The arguments left for GtkApplication, the program name first.
    public var remaining: [String] = []

    /// Reads `arguments` (the program name first). The first of `--version`, `--help`/`-h`,
    /// `--self-test` and an unknown option decides the mode. GTK's and GApplication's own
    /// options (`--display`, `--gtk-…`, `--gapplication-…`, …) and arguments that aren't
    /// options go on to GtkApplication.
    public init(arguments: [String]) {
        for (index, argument) in arguments.enumerated() {
            let option: Mode? = switch argument {
            case "--version": .version
            case "--help", "-h": .help
            case "--self-test": .selfTest
            case _ where Self.isUnknownOption(argument): .unknownOption(argument)
            default: nil
            }
            if let option, index > 0 {
                if mode == .run { mode = option }
            } else {
                remaining.append(argument)
            }
        }
    }

    /// The options GTK 3 and GApplication read themselves (`--help-gtk` lists GTK's).
    private static let passedOn = ["--display", "--class", "--name", "--g-fatal-warnings",
                                   "--gtk-", "--gdk-", "--gapplication-"]

    private static func isUnknownOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument != "-", argument != "--" else { return false }
        return !passedOn.contains { argument.hasPrefix($0) }
    }

    /// What `--help` prints, in the person's language.
    public static func usage(for info: AppInfo, program: String) -> String {
        let options = [
            ("-h, --help", rtr("Show this help and exit")),
            ("--version", rtr("Show the name and version and exit")),
            ("--self-test", rtr("Start, check resources and the window, exit 0 (passed) or 1")),
        ]
        let environment = [
            ("REACTANT_LOG_LEVEL", rtr("trace, debug, info, notice, warning (default), error, critical")),
            ("REACTANT_RESOURCE_DIR", rtr("a folder holding the app's .resources folders, searched first")),
            ("REACTANT_LOCALE_DIR", rtr("a folder holding translations (<language>/LC_MESSAGES/<domain>.mo), searched first")),
            ("REACTANT_BACKEND", rtr("gtk (default) or headless")),
        ]
        func table(_ rows: [(String, String)]) -> String {
            let width = rows.map(\.0.count).max() ?? 0
            return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 + "\n" }.joined()
        }
        return Localization.fill(rtr("Usage: %@ [OPTION…]"), program) + "\n\n"
            + info.name + (info.summary.isEmpty ? "" : " — \(info.summary)") + "\n\n"
            + table(options) + "\n"
            + rtr("Environment:") + "\n"
            + table(environment) + "\n"
    }
}
