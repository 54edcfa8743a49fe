/// RxSwift's `MainScheduler.instance`, which `throttle` and `debounce` name: their timers run
/// on the backend's main loop (`NativeTimers`), the only scheduler a UI stream needs here.
public struct MainScheduler: Sendable {
    /// The main loop's scheduler: `throttle(.milliseconds(300), scheduler: MainScheduler.instance)`.
    public static let instance = MainScheduler()
    /// RxSwift's other name for the main scheduler.
    public static let asyncInstance = MainScheduler()
}

/// RxSwift's `RxTimeInterval` (Dispatch's `DispatchTimeInterval` there):
/// `.milliseconds(300)`; a plain number of seconds works too, as RxSwift 4 wrote it.
public enum RxTimeInterval: Equatable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Whole seconds.
    case seconds(Int)
    /// Thousandths of a second.
    case milliseconds(Int)
    /// Millionths of a second.
    case microseconds(Int)
    /// Billionths of a second.
    case nanoseconds(Int)
    /// Seconds with a fraction (`0.3`), as RxSwift 4's `TimeInterval`.
    case interval(Double)

    /// A number of seconds with a fraction: `throttle(0.3, ...)`.
    public init(floatLiteral value: Double) { self = .interval(value) }
    /// A whole number of seconds: `throttle(1, ...)`.
    public init(integerLiteral value: Int) { self = .seconds(value) }

    /// The interval in seconds.
    public var seconds: Double {
        switch self {
        case .seconds(let value): Double(value)
        case .milliseconds(let value): Double(value) / 1_000
        case .microseconds(let value): Double(value) / 1_000_000
        case .nanoseconds(let value): Double(value) / 1_000_000_000
        case .interval(let value): value
        }
    }
}
