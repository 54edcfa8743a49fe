@MainActor
public protocol NativeContainer: NativeWidget {
    var containerLayout: ContainerLayout { get }
    func append(_ child: any NativeWidget)
    func remove(_ child: any NativeWidget)
    /// Places a child of a grid container; ignored (with no effect) by box containers.
    func setGridCell(_ cell: GridCell, for child: any NativeWidget)
    func gridCell(of child: any NativeWidget) -> GridCell?
}
