/// Pages with a row of buttons to switch between them (a GtkStackSwitcher over a GtkStack),
/// and a component: its state is the selected page's index, and it reports a person's choice.
///
///     let tabs = TabView()
///     tabs.addTab(generalPage, title: tr("General"))
@MainActor
public final class TabView: WidgetComponent<Int, Int> {
    private let tabs: any NativeTabs
    /// The pages, in order; the tab view keeps them alive.
    public private(set) var pages: [View] = []

    /// A notebook without pages; its state, the selected index, starts at 0.
    public init() {
        tabs = Backends.current.makeTabs()
        super.init(native: tabs, ownerName: "TabView")
        componentState = 0
        _ = tabs.onSelectionChanged { [weak self] index in
            guard let self else { return }
            core.storeWithoutUpdate(index)
            placeFocus(leaving: nil)
            perform(action: index)
        }
    }

    /// The widget that had the focus on each page when code switched away from it.
    private var focusOnPage: [ObjectIdentifier: WeakNativeWidget] = [:]

    /// After a switch the focus goes into the page now shown (back on the widget that had it
    /// there, else on its first focusable widget) when it was in the tab view (on a switcher
    /// button a person clicked, or on the page left) or nowhere; a focus elsewhere stays.
    /// GtkStack itself moves it only when the page left had it, and a click leaves it on
    /// the switcher button.
    private func placeFocus(leaving focusedBefore: (any NativeWidget)?) {
        guard pages.indices.contains(componentState), native.isEffectivelyVisible,
              let window = window(of: native), window.isShown else { return }
        let focus = focusedBefore ?? window.focusedWidget
        guard focus == nil || native.containsFocus || focusedBefore != nil else { return }
        let page = pages[componentState]
        if let remembered = focusOnPage.removeValue(forKey: ObjectIdentifier(page))?.widget,
           remembered.isEffectivelySensitive, remembered.isEffectivelyVisible {
            remembered.grabFocus()
            if remembered.isFocus { return }
        }
        if !page.native.containsFocus { page.native.focusInside() }
    }

    private func window(of widget: any NativeWidget) -> (any NativeWindow)? {
        var top: any NativeWidget = widget
        while let parent = top.nativeParent { top = parent }
        return top as? any NativeWindow
    }

    /// Adds `page` as the last tab, titled `title`; adding a page twice is ignored with a warning.
    public func addTab(_ page: View, title: String) {
        guard !pages.contains(where: { $0 === page }) else {
            Diagnostics.warning("TabView: the page '\(title)' was added twice; the second add is ignored.")
            return
        }
        tabs.addPage(page.native, title: title)
        pages.append(page)
        update()
    }

    /// Takes out `page`'s tab; the state becomes the index GTK then selects (0 when none is left).
    public func removeTab(_ page: View) {
        guard let index = pages.firstIndex(where: { $0 === page }) else { return }
        tabs.removePage(page.native)
        pages.remove(at: index)
        core.storeWithoutUpdate(tabs.selectedIndex ?? 0)
    }

    /// The tabs' titles, in order.
    public var titles: [String] { tabs.titles }

    /// An index outside the pages is refused with a warning.
    public override func update() {
        guard !pages.isEmpty else { return }
        guard pages.indices.contains(componentState) else {
            Diagnostics.warning("TabView: there is no page \(componentState) (it has \(pages.count)); the selection stays.")
            core.storeWithoutUpdate(tabs.selectedIndex ?? 0)
            return
        }
        guard tabs.selectedIndex != componentState else { return }
        // The focus on the page left, remembered for its return.
        var focusedBefore: (any NativeWidget)?
        if let old = tabs.selectedIndex, pages.indices.contains(old), pages[old].native.containsFocus,
           let focus = window(of: native)?.focusedWidget {
            focusOnPage[ObjectIdentifier(pages[old])] = WeakNativeWidget(widget: focus)
            focusedBefore = focus
        }
        tabs.selectedIndex = componentState
        placeFocus(leaving: focusedBefore)
    }

    /// The selected tab's index: `componentState` under its own name (setting it reports no action).
    public var selectedIndex: Int {
        get { componentState }
        set { componentState = newValue }
    }
}

/// A native widget held weakly, for remembering where the focus was.
struct WeakNativeWidget {
    weak var widget: (any NativeWidget)?
}
