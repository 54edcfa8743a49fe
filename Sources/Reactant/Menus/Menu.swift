/// A menu (a GMenu): sections of items separated by lines, each item a command.
///
///     Menu(
///         [MenuItem(tr("Keyboard Shortcuts"), action: "app.shortcuts"), MenuItem(tr("About Notes"), action: "app.about")],
///         [MenuItem(quit)]
///     )
///
/// An item is its command's: it is insensitive while the command is disabled (or not live
/// where the menu is shown), and choosing it activates the command and closes the menu.
public struct Menu: Equatable, Sendable {
    /// The sections, top first; each is drawn separated from the next by a line.
    public var sections: [[MenuItem]]

    /// A menu of these sections; empty sections are left out.
    public init(_ sections: [MenuItem]...) {
        self.sections = sections.filter { !$0.isEmpty }
    }

    /// A menu of these sections, as an array; empty sections are left out.
    public init(sections: [[MenuItem]]) {
        self.sections = sections.filter { !$0.isEmpty }
    }

    /// The backend's model of it.
    var model: MenuModel {
        MenuModel(sections: sections.map { section in
            MenuModel.Section(items: section.map { MenuModel.Item(label: $0.label, detailedAction: $0.detailedAction) })
        })
    }
}

/// One menu item: a label and the detailed name of the command it activates.
public struct MenuItem: Equatable, Sendable {
    /// What the menu shows for the item.
    public var label: String
    /// "app.about", "win.copy-name::Ann" (a `performWith` command with its string), or
    /// "win.sort::date" (a radio option).
    public var detailedAction: String

    /// An item for the command named `detailedAction` ("app.about"); the command need not
    /// exist yet, but the item is insensitive until it is live.
    public init(_ label: String, action detailedAction: String) {
        self.label = label
        self.detailedAction = detailedAction
    }

    /// An item for `command`, labelled with its title unless `label` is given; `target` is
    /// the string a `performWith` command takes, or a radio group's option.
    @MainActor
    public init(_ command: Command, target: String? = nil, label: String? = nil) {
        self.label = label ?? command.title
        detailedAction = command.detailedName + (target.map { "::\($0)" } ?? "")
    }
}
