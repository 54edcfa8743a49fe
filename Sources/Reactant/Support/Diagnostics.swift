import Logging

/// Where the toolkit reports misuse that it can survive (a view added twice, an image file
/// that is missing, …).
///
/// Every message goes to swift-log under the label `reactant`; tests and apps may also
/// observe them through `observe(_:)`, which is how the misuse paths are tested.
@MainActor
public enum Diagnostics {
    /// One report, as observers receive it.
    public struct Message: Sendable, Equatable, CustomStringConvertible {
        /// How serious the report is: `debug` (works as designed, may surprise), `warning`
        /// (misuse the toolkit worked around), `error` (something was not done).
        public enum Level: Sendable, Equatable {
            /// Works as designed, but may surprise (logged at swift-log's debug level).
            case debug
            /// Misuse the toolkit worked around.
            case warning
            /// Something was not done.
            case error
        }
        /// How serious the report is.
        public let level: Level
        /// The report, a sentence for the developer.
        public let text: String
        /// "[warning] text".
        public var description: String { "[\(level)] \(text)" }
    }

    /// The swift-log logger every message goes to (label `reactant`); `LogSetup` sends it to
    /// standard error at the level `REACTANT_LOG_LEVEL` asks for.
    public static var logger = Logger(label: "reactant")
    private static var observers: [UInt64: (Message) -> Void] = [:]
    private static var nextObserver: UInt64 = 0

    /// Calls `body` for each message until the returned token is cancelled.
    public static func observe(_ body: @escaping (Message) -> Void) -> AnyCancellable {
        nextObserver += 1
        let id = nextObserver
        observers[id] = body
        return AnyCancellable { MainActor.assumeIsolated { _ = observers.removeValue(forKey: id) } }
    }

    /// A note for whoever looks into a problem (`REACTANT_LOG_LEVEL=debug`), about something
    /// that works as designed but may surprise: no translations found, so English; an
    /// ambiguous layout. Told to observers too.
    public static func debug(_ text: String) {
        logger.debug("\(text)")
        emit(Message(level: .debug, text: text))
    }

    /// Misuse the toolkit survived by doing something sensible instead (ignoring a call,
    /// clamping a value); says what happened and how to fix it. Told to observers too.
    public static func warning(_ text: String) {
        logger.warning("\(text)")
        emit(Message(level: .warning, text: text))
    }

    /// Something that could not be done (a missing resource, a failed native call); the app
    /// runs on without it. Told to observers too.
    public static func error(_ text: String) {
        logger.error("\(text)")
        emit(Message(level: .error, text: text))
    }

    /// Whether a `debug` note reaches anyone (the logger's level or an observer), so that work
    /// done only to write one can be skipped.
    static var debugNotesAreSeen: Bool {
        logger.logLevel <= .debug || !observers.isEmpty
    }

    private static func emit(_ message: Message) {
        for observer in observers.values { observer(message) }
    }
}
