/// A collection of cells in a wrapping grid, each as large as the first (Reactant's
/// SimpleCollectionView): `Cell` is a component whose state is the item's model.
///
///     final class PhotosRootView: SimpleCollectionView<PhotoCell>, RootView {
///         init() { super.init(cellFactory: PhotoCell.init) }
///     }
@MainActor
open class SimpleCollectionView<Cell: View & Component>: CollectionViewBase<Cell> {
    /// A grid of `cellFactory`'s cells, each as large as the first cell measures, 6 pixels apart;
    /// the factory runs only when the grid needs one more cell than it ever had. `reloadable` adds
    /// a Refresh button, Ctrl+R and F5 (`.refresh`).
    public init(cellFactory: @escaping @MainActor () -> Cell, reloadable: Bool = false) {
        super.init(cellFactory: cellFactory, itemSize: nil, spacing: (row: 6, column: 6), reloadable: reloadable)
    }
}

/// A wrapping grid with a given item size and spacing (Reactant's FlowCollectionView over
/// UICollectionViewFlowLayout): as many items per line as the width allows.
///
///     let icons = FlowCollectionView<IconCell>(cellFactory: IconCell.init,
///                                              itemSize: (width: 96, height: 80), spacing: 12)
@MainActor
open class FlowCollectionView<Cell: View & Component>: CollectionViewBase<Cell> {
    /// The size of every item in pixels, whatever its cell would measure; the grid's geometry
    /// follows from it without measuring a cell.
    public let itemSize: (width: Int, height: Int)
    /// The space between items and between lines, in pixels.
    public let spacing: Int

    /// A grid of `cellFactory`'s cells, each `itemSize` large and `spacing` pixels apart (rows and
    /// columns alike). `reloadable` adds a Refresh button, Ctrl+R and F5 (`.refresh`).
    public init(cellFactory: @escaping @MainActor () -> Cell, itemSize: (width: Int, height: Int),
                spacing: Int = 6, reloadable: Bool = false) {
        self.itemSize = itemSize
        self.spacing = spacing
        super.init(cellFactory: cellFactory, itemSize: itemSize, spacing: (row: spacing, column: spacing), reloadable: reloadable)
    }
}
