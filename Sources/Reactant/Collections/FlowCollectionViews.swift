/// A collection of cells in a wrapping grid, each as large as the first (Reactant's
/// SimpleCollectionView): `Cell` is a component whose state is the item's model.
///
///     final class PhotosRootView: SimpleCollectionView<PhotoCell>, RootView {
///         init() { super.init(cellFactory: PhotoCell.init) }
///     }
@MainActor
open class SimpleCollectionView<Cell: View & Component>: CollectionViewBase<Cell> {
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
    public let itemSize: (width: Int, height: Int)
    public let spacing: Int

    public init(cellFactory: @escaping @MainActor () -> Cell, itemSize: (width: Int, height: Int),
                spacing: Int = 6, reloadable: Bool = false) {
        self.itemSize = itemSize
        self.spacing = spacing
        super.init(cellFactory: cellFactory, itemSize: itemSize, spacing: (row: spacing, column: spacing), reloadable: reloadable)
    }
}
