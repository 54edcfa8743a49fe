/// What a controller shows in its navigation's header bar while it is on top, as UIKit's
/// `navigationItem`: a subtitle under the title, and items at the start (after the back
/// button, which GNOME keeps first) and at the end (before the primary menu, which stays
/// last).
///
///     navigationItem.subtitle = tr("13 names")
///     navigationItem.trailingItems = [BarItem(iconName: "view-refresh-symbolic", label: tr("Refresh"), command: refresh)]
///
/// `leadingItems` read from the start inward (left to right); `trailingItems` from the end
/// inward, as UIKit's `rightBarButtonItems`: the first is the outermost.
@MainActor
public final class NavigationItem {
    /// A second line under the title in the header bar; nil (the default) for none.
    public var subtitle: String? { didSet { changed() } }
    /// Items after the back button, read from the start inward; empty by default.
    public var leadingItems: [BarItem] = [] { didSet { changed() } }
    /// Items before the primary menu, read from the end inward (the first is the outermost);
    /// empty by default.
    public var trailingItems: [BarItem] = [] { didSet { changed() } }
    /// The navigation showing the item's controller on top; told of changes.
    weak var owner: Controller?

    /// An empty item: no subtitle, no items. A controller makes its own; no need to call this.
    public init() {}

    private func changed() {
        guard let owner, let navigation = owner.navigation else { return }
        navigation.navigationItemDidChange(of: owner)
    }
}
