/// Numbers in diagnostics, without a needless ".0".
enum WidgetValue {
    static func text(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
