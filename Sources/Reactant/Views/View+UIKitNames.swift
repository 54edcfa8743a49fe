/// UIKit's names for plain views, so a ported Reactant view reads as written.
extension View {
    /// UIKit's `UIView.animate(withDuration:animations:)`. GTK animates with CSS
    /// transitions, not by interpolating properties set in code, so `animations` runs at once
    /// and the views show its end state (the same on both backends). An app that wants the
    /// movement writes a CSS `transition` for the properties its style classes change.
    public static func animate(withDuration duration: Double, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// As `animate(withDuration:animations:)`; `completion` runs with `true` once `duration`
    /// has passed on the backend's main loop (headless: its virtual clock), as UIKit's runs
    /// when the animation ends.
    public static func animate(withDuration duration: Double,
                               animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// As above, after `delay` seconds (UIKit's `animate(withDuration:delay:options:…)`,
    /// whose options have no GTK meaning).
    public static func animate(withDuration duration: Double, delay: Double,
                               animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        let timers: any NativeTimers = Backends.current
        guard delay > 0 else {
            animations()
            if let completion { timers.schedule(after: duration) { completion(true) } }
            return
        }
        timers.schedule(after: delay) {
            animations()
            if let completion { timers.schedule(after: duration) { completion(true) } }
        }
    }
}

extension NavigationItem {
    /// UIKit's `rightBarButtonItems`: the items at the header bar's end, the first outermost.
    public var rightBarButtonItems: [BarItem]? {
        get { trailingItems }
        set { trailingItems = newValue ?? [] }
    }

    /// UIKit's `rightBarButtonItem`: the one item at the header bar's end.
    public var rightBarButtonItem: BarItem? {
        get { trailingItems.first }
        set { trailingItems = newValue.map { [$0] } ?? [] }
    }

    /// UIKit's `leftBarButtonItems`: the items at the header bar's start, after the back button.
    public var leftBarButtonItems: [BarItem]? {
        get { leadingItems }
        set { leadingItems = newValue ?? [] }
    }

    /// UIKit's `leftBarButtonItem`: the one item at the header bar's start.
    public var leftBarButtonItem: BarItem? {
        get { leadingItems.first }
        set { leadingItems = newValue.map { [$0] } ?? [] }
    }
}

extension BarItem.Style {
    /// UIKit's `UIBarButtonItem.Style.done`, the affirmative item: GNOME's suggested action.
    public static var done: BarItem.Style { .suggested }
    /// UIKit's `UIBarButtonItem.Style.bordered` (deprecated there): a plain button.
    public static var bordered: BarItem.Style { .plain }
}

extension BarItem {
    /// Reactant's closure-based `UIBarButtonItem(title:style:action:)`: a text item that runs
    /// `action` when clicked (none: a button that does nothing). A nil title is an empty one.
    /// (UIKit's `target:action:` takes an Objective-C selector, which Swift on Linux has not.)
    public convenience init(title: String?, style: Style, action: (@MainActor () -> Void)? = nil) {
        self.init(title: title ?? "", style: style, perform: action ?? {})
    }
}
