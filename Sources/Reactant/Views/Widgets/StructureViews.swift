/// A thin line between groups of views (GtkSeparator).
@MainActor
public final class Separator: View {
    public init(vertical: Bool = false) {
        super.init(native: Backends.current.makeSeparator(vertical: vertical))
    }
}

/// A titled border around one view (GtkFrame).
///
///     let frame = Frame(title: tr("Account"), content: accountForm)
@MainActor
public final class Frame: View {
    private let frameWidget: any NativeFrame

    public init(title: String? = nil, content: View? = nil) {
        frameWidget = Backends.current.makeFrame()
        super.init(native: frameWidget)
        frameWidget.title = title
        self.content = content
        frameWidget.content = content?.native  // observers don't run in init
    }

    public var title: String? {
        get { frameWidget.title }
        set { frameWidget.title = newValue }
    }

    /// The view inside; the frame keeps it alive.
    public var content: View? {
        didSet { frameWidget.content = content?.native }
    }
}

/// A title that shows or hides the view below it (GtkExpander), and a component: its state is
/// whether it is expanded, and it reports a person's clicks on the title.
///
///     let details = Expander(title: tr("Details"), content: detailsView)
@MainActor
public final class Expander: WidgetComponent<Bool, Bool> {
    private let expander: any NativeExpander

    public init(title: String, content: View? = nil, isExpanded: Bool = false) {
        expander = Backends.current.makeExpander()
        super.init(native: expander, ownerName: "Expander")
        expander.title = title
        self.content = content
        expander.content = content?.native
        componentState = isExpanded
        _ = expander.onExpandedChanged { [weak self] expanded in
            guard let self else { return }
            core.storeWithoutUpdate(expanded)
            perform(action: expanded)
        }
    }

    public override func update() {
        if expander.isExpanded != componentState { expander.isExpanded = componentState }
    }

    public var title: String {
        get { expander.title }
        set { expander.title = newValue }
    }

    public var isExpanded: Bool {
        get { expander.isExpanded }
        set { componentState = newValue }
    }

    public var content: View? {
        didSet { expander.content = content?.native }
    }
}

/// Shows or hides one view with an animation (GtkRevealer).
///
///     let banner = Revealer(content: bannerView)
///     banner.isRevealed = true
@MainActor
public final class Revealer: View {
    private let revealer: any NativeRevealer

    public init(content: View? = nil, transition: RevealerTransition = .slideDown, isRevealed: Bool = false) {
        revealer = Backends.current.makeRevealer()
        super.init(native: revealer)
        revealer.transition = transition
        self.content = content
        revealer.content = content?.native
        revealer.isRevealed = isRevealed
    }

    public var isRevealed: Bool {
        get { revealer.isRevealed }
        set { revealer.isRevealed = newValue }
    }

    /// True once the content is fully shown (after the animation).
    public var isContentRevealed: Bool { revealer.isChildRevealed }

    public var transition: RevealerTransition {
        get { revealer.transition }
        set { revealer.transition = newValue }
    }

    /// Milliseconds; GTK's default is 250.
    public var transitionDuration: Int {
        get { revealer.transitionDuration }
        set { revealer.transitionDuration = newValue }
    }

    public var content: View? {
        didSet { revealer.content = content?.native }
    }
}

/// Two views side by side (or one above the other) with a handle between them (GtkPaned).
///
///     let split = Paned(start: sidebar, end: detail)
///     split.position = 240
@MainActor
public final class Paned: View {
    private let paned: any NativePaned

    public init(start: View? = nil, end: View? = nil, vertical: Bool = false) {
        paned = Backends.current.makePaned(vertical: vertical)
        super.init(native: paned)
        self.start = start
        self.end = end
        paned.start = start?.native
        paned.end = end?.native
    }

    public var start: View? {
        didSet { paned.start = start?.native }
    }

    public var end: View? {
        didSet { paned.end = end?.native }
    }

    /// Where the handle is, in pixels from the start edge; nil until set or laid out.
    /// A negative position is refused with a warning.
    public var position: Int? {
        get { paned.position }
        set { paned.position = newValue }
    }
}

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

    public func addTab(_ page: View, title: String) {
        guard !pages.contains(where: { $0 === page }) else {
            Diagnostics.warning("TabView: the page '\(title)' was added twice; the second add is ignored.")
            return
        }
        tabs.addPage(page.native, title: title)
        pages.append(page)
        update()
    }

    public func removeTab(_ page: View) {
        guard let index = pages.firstIndex(where: { $0 === page }) else { return }
        tabs.removePage(page.native)
        pages.remove(at: index)
        core.storeWithoutUpdate(tabs.selectedIndex ?? 0)
    }

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

    public var selectedIndex: Int {
        get { componentState }
        set { componentState = newValue }
    }
}

/// Scrolls one view that is taller than the space it gets (GtkScrolledWindow; vertically).
///
///     let scroll = ScrollView(content: longForm)
@MainActor
public final class ScrollView: View {
    private let scrolled: any NativeScrolledWindow

    public init(content: View? = nil) {
        scrolled = Backends.current.makeScrolledWindow()
        super.init(native: scrolled)
        self.content = content
        scrolled.content = content?.native
    }

    public var content: View? {
        didSet { scrolled.content = content?.native }
    }

    /// How far the content is scrolled down, in pixels.
    public var verticalOffset: Double {
        get { scrolled.verticalOffset }
        set { scrolled.verticalOffset = newValue }
    }
}

/// A native widget held weakly, for remembering where the focus was.
struct WeakNativeWidget {
    weak var widget: (any NativeWidget)?
}
