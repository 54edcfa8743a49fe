import FoundationEssentials
import Logging

/// Sends swift-log's output to standard error at the level a person asks for with
/// `REACTANT_LOG_LEVEL` (default `warning`), e.g. `REACTANT_LOG_LEVEL=debug greeter-demo`.
///
/// swift-log allows one bootstrap per process, so this does its work once; later calls
/// change nothing. Tests don't call it and keep swift-log's default handler.
@MainActor
public enum LogSetup {
    /// The environment variable naming the log level: `REACTANT_LOG_LEVEL`.
    public nonisolated static let environmentVariable = "REACTANT_LOG_LEVEL"
    /// The level used when the variable is unset or empty: `warning`.
    public nonisolated static let defaultLevel = Logger.Level.warning
    private static var isBootstrapped = false

    /// The level `environment` asks for, or nil with the reason when the value is not a level.
    public static func level(from environment: [String: String]) -> Result<Logger.Level, LevelError> {
        guard let value = environment[environmentVariable], !value.isEmpty else { return .success(defaultLevel) }
        guard let level = Logger.Level(rawValue: value.lowercased()) else { return .failure(LevelError(value: value)) }
        return .success(level)
    }

    /// The variable's value is not one of swift-log's levels.
    public struct LevelError: Error, Equatable, CustomStringConvertible {
        /// The value as it was set.
        public let value: String
        /// A sentence naming the value, the valid levels and the level used instead.
        public var description: String {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(LogSetup.environmentVariable)=\(value) is not a log level (\(names)); using \(LogSetup.defaultLevel)."
        }
    }

    /// Installs the standard-error handler; returns the level in use.
    @discardableResult
    public static func bootstrap(environment: [String: String] = ProcessInfo.processInfo.environment) -> Logger.Level {
        let result = level(from: environment)
        let level = (try? result.get()) ?? defaultLevel
        guard !isBootstrapped else { return level }
        isBootstrapped = true
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        // The toolkit's logger may exist already; make it again through the new handler.
        Diagnostics.logger = Logger(label: "reactant")
        if case .failure(let error) = result { Diagnostics.warning(error.description) }
        return level
    }
}
