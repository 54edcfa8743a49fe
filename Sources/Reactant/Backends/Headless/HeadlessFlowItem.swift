/// A GtkFlowBoxChild stand-in.
@MainActor
public final class HeadlessFlowItem: HeadlessBoxItem, NativeFlowItem {
    init(backend: HeadlessBackend) {
        super.init(kind: .flowItem, backend: backend, canFocus: true)
    }

    override var displayName: String { "flow box item" }

    /// Adwaita's padding around a flowboxchild's content, on each side.
    static let padding = 3

    /// The content's size request (else the nominal item size) and the padding around it.
    public var naturalSize: (width: Double, height: Double) {
        let content = children.first
        return (Double((content?.layout.minimumWidth ?? Int(FlowBoxMetrics.nominalItemSize.width)) + 2 * Self.padding),
                Double((content?.layout.minimumHeight ?? Int(FlowBoxMetrics.nominalItemSize.height)) + 2 * Self.padding))
    }
}
