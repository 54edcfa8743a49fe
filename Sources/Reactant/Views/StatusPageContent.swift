/// What a status page says (libadwaita's AdwStatusPage properties): an icon, a title, a
/// description, and optionally a button, such as "Try Again" after an error.
///
///     table.componentState = .status(.noResults(for: query))
///     table.componentState = .error(description: "The server didn't answer.")
///
/// A table or collection view answers a press of the button with `.refresh`.
public struct StatusPageContent: Equatable, Sendable {
    /// A symbolic icon name; nil for none.
    public var iconName: String?
    /// The title, the page's accessible name.
    public var title: String
    /// The text under the title; nil for none.
    public var description: String?
    /// The button's title; nil for no button.
    public var actionTitle: String?

    /// What a status page shows: a title, and optionally an icon, a description and a button.
    public init(iconName: String? = nil, title: String, description: String? = nil, actionTitle: String? = nil) {
        self.iconName = iconName
        self.title = title
        self.description = description
        self.actionTitle = actionTitle
    }

    /// Nothing to show yet, with a hint on how to add something.
    public static func empty(title: String, description: String? = nil,
                             iconName: String? = "view-list-symbolic") -> StatusPageContent {
        StatusPageContent(iconName: iconName, title: title, description: description)
    }

    /// A search found nothing (GNOME's "No Results Found", with the search icon).
    public static func noResults(for query: String? = nil) -> StatusPageContent {
        let description = query.map { rtr("Nothing matches “%@”. Try a different search.").replacingPlaceholder(with: $0) }
            ?? rtr("Try a different search.")
        return StatusPageContent(iconName: "edit-find-symbolic", title: rtr("No Results Found"), description: description)
    }

    /// Loading failed. The title defaults to "Could Not Load"; `retryTitle` (default "Try
    /// Again") names the button that asks to load again; `showsRetry: false` shows none.
    public static func error(title: String? = nil, description: String? = nil,
                             retryTitle: String? = nil, showsRetry: Bool = true) -> StatusPageContent {
        StatusPageContent(iconName: "dialog-warning-symbolic", title: title ?? rtr("Could Not Load"),
                          description: description, actionTitle: showsRetry ? retryTitle ?? rtr("Try Again") : nil)
    }
}

private extension String {
    /// The first "%@" replaced by `value` (a translation may move it; one without it is kept).
    func replacingPlaceholder(with value: String) -> String {
        let parts = split(separator: "%@", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return self }
        return parts[0] + value + parts[1]
    }
}
