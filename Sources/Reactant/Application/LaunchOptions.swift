/// The command-line options every app started through `AppLauncher` understands. The rest
/// of the arguments go to GtkApplication untouched.
public struct LaunchOptions: Sendable, Equatable {
    public enum Mode: Sendable, Equatable {
        /// Open the app.
        case run
        /// Print the name and version and exit 0; no display is opened.
        case version
        /// Print the usage and exit 0; no display is opened.
        case help
        /// Open the app, check its resources and window, and exit 0 or 1 (for CI).
        case selfTest
    }

    public var mode: Mode = .run
    /// The arguments left for GtkApplication, the program name first.
    public var remaining: [String] = []

    /// Reads `arguments` (the program name first). The first of `--version`, `--help`/`-h`
    /// and `--self-test` decides the mode.
    public init(arguments: [String]) {
        for (index, argument) in arguments.enumerated() {
            let option: Mode? = switch argument {
            case "--version": .version
            case "--help", "-h": .help
            case "--self-test": .selfTest
            default: nil
            }
            if let option, index > 0 {
                if mode == .run { mode = option }
            } else {
                remaining.append(argument)
            }
        }
    }

    /// What `--help` prints.
    public static func usage(for info: AppInfo, program: String) -> String {
        """
        Usage: \(program) [OPTION…]

        \(info.name)\(info.summary.isEmpty ? "" : " — \(info.summary)")

          -h, --help      Show this help and exit
          --version       Show the name and version and exit
          --self-test     Start, check resources and the window, exit 0 (passed) or 1

        Environment:
          REACTANT_LOG_LEVEL     trace, debug, info, notice, warning (default), error, critical
          REACTANT_RESOURCE_DIR  a folder holding the app's .resources folders, searched first
          REACTANT_BACKEND       gtk (default) or headless

        """
    }
}
