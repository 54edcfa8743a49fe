@MainActor
public protocol NativeSpinner: NativeWidget {
    var isSpinning: Bool { get set }
}
