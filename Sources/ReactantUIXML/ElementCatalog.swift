/// What the toolkit offers for each ReactantUI element: the Swift type it becomes and the
/// attributes it understands. Generator and live interpreter read the same table, so the two
/// accept exactly the same files.
public struct ElementSpec: Sendable {
    /// ReactantUI's element name (`Label`).
    public var element: String
    /// The toolkit type it becomes (`Label`).
    public var swiftType: String
    /// Whether child elements may be nested in it (and how).
    public var children: ChildrenKind
    /// Attribute name → (Swift property, value kind).
    public var attributes: [String: AttributeSpec]

    public enum ChildrenKind: Sendable { case none, many, one }
}

public struct AttributeSpec: Sendable {
    public var property: String
    public var kind: AttributeKind
    public init(_ property: String, _ kind: AttributeKind) {
        self.property = property
        self.kind = kind
    }
}

public enum ElementCatalog {
    /// Attributes every view takes.
    static let common: [String: AttributeSpec] = [
        "backgroundColor": AttributeSpec("backgroundColor", .color),
        "isHidden": AttributeSpec("isHidden", .bool),
        "visibility": AttributeSpec("isHidden", .visibility),
        "isUserInteractionEnabled": AttributeSpec("isEnabled", .bool),
        "isEnabled": AttributeSpec("isEnabled", .bool),
        "tooltip": AttributeSpec("tooltip", .string),
        "accessibilityLabel": AttributeSpec("accessibleLabel", .string),
        "accessibilityHint": AttributeSpec("accessibleDescription", .string),
        "styleClass": AttributeSpec("styleClass", .string),
    ]

    static func spec(_ element: String, _ swiftType: String, _ children: ElementSpec.ChildrenKind = .none,
                     _ own: [String: AttributeSpec] = [:]) -> ElementSpec {
        ElementSpec(element: element, swiftType: swiftType, children: children,
                    attributes: common.merging(own) { _, new in new })
    }

    /// UIKit attributes that mean nothing on GTK, with why: accepted with a warning, so ported
    /// files build.
    public static let ignoredWithWarning: [String: String] = [
        "clipsToBounds": "GTK clips every widget to its allocation",
        "contentMode": "GTK images keep their aspect ratio at their icon size",
        "layoutMargins": "GTK widgets have no layout margins; use layout: insets",
        "translatesAutoresizingMaskIntoConstraints": "GTK has no autoresizing masks",
        "preservesSuperviewLayoutMargins": "GTK widgets have no layout margins",
        "insetsLayoutMarginsFromSafeArea": "GTK windows have no safe area",
        "tableView.estimatedRowHeight": "GTK measures every row it shows",
        "tableView.separatorColor": "the theme draws GTK's row separators",
        "tableView.separatorInset": "GTK's row separators span the row",
        "collapseAxis": "GTK has no collapsing of hidden views; a hidden view keeps no space in a stack anyway",
        "isSelected": "a GTK button has no selected state (a ToggleButton's is its isOn)",
        "contentHorizontalAlignment": "a GTK button centres its title",
        "indicatorStyle": "the theme colours GTK's spinner",
    ]

    /// ReactantUI elements the toolkit has no view for, with why (the generator names them in
    /// an error, so a file using one never builds with the element silently missing).
    public static let unsupportedElements: [String: String] = [
        "TableView": "ReactantUI's data-source table; use PlainTableView, HeaderTableView, FooterTableView, SimpleTableView or SimulatedSeparatorTableView",
        "DatePicker": "the toolkit has no date picker",
        "NavigationBar": "a controller's title and bar items go to the window's HeaderBar (navigationItem)",
        "TabBar": "tabs are a TabView made in Swift",
        "Toolbar": "the toolkit has no toolbar view",
        "PageControl": "the toolkit has no page indicator",
        "PickerView": "the toolkit has no picker wheel; a DropDown made in Swift is GTK's counterpart",
        "SegmentedControl": "segments need their models: a SegmentedChoice made in Swift",
        "SearchBar": "a SearchField made in Swift is GTK's counterpart",
        "VisualEffectView": "GTK 3 has no blur or vibrancy",
        "WebView": "the toolkit doesn't link WebKitGTK",
        "MapView": "the toolkit has no map view",
    ]

    /// ReactantUI attribute families the toolkit doesn't support, by name or prefix, with why.
    public static func unsupportedAttribute(_ name: String) -> String? {
        if name.hasPrefix("layer.") || name.contains(".layer.") { return "Core Animation layers (\(name)) have no GTK counterpart; use styleClass and CSS" }
        if name.hasSuffix(".alpha") { return "alpha (opacity) of a part is not supported" }
        if name == "transform" || name == "frame" || name == "bounds" { return "\(name) is not supported: views are placed by layout: attributes" }
        if name == "tag" { return "tag is not supported; use id" }
        if name == "tintColor" { return "tintColor is not supported; use styleClass and CSS" }
        let states = [".highlighted", ".disabled", ".selected", ".focused"]
        if states.contains(where: { name.contains($0) }) { return "GTK colours a state's backgroundColor, and a button's titleColor" }
        if name.hasSuffix(".normal") { return "\(name): write it without .normal" }
        if name.hasPrefix("titleLabel.") || name.hasPrefix("imageView.") || name.hasPrefix("emptyLabel.") || name.hasPrefix("loadingIndicator.") {
            return "the parts of a view (\(name.split(separator: ".")[0])) can't be styled one by one; use styleClass and CSS"
        }
        if name.hasPrefix("tableView.") { return "\(name) is not supported; rowHeight is" }
        return nil
    }

    /// Special attributes the parser handles itself (not properties).
    public static let structural: Set<String> = ["field", "id", "layout:id", "style", "type", "xmlns", "font", "numberOfLines", "image"]

    public static let elements: [String: ElementSpec] = {
        let text: [String: AttributeSpec] = ["text": AttributeSpec("text", .string)]
        // cell/header/footer/separatorHeight/separatorColor are the table's init arguments,
        // read by the parser (TableDefinition).
        let table: [String: AttributeSpec] = ["tableView.rowHeight": AttributeSpec("rowHeight", .number)]
        let list: [ElementSpec] = [
            spec("View", "Container", .many),
            spec("Container", "Container", .many),
            spec("StackView", "StackView", .many, [
                "axis": AttributeSpec("axis", .axis),
                "spacing": AttributeSpec("spacing", .number),
            ]),
            spec("Label", "Label", .none, text.merging([
                "textColor": AttributeSpec("textColor", .color),
                "textAlignment": AttributeSpec("textAlignment", .alignment),
                "wraps": AttributeSpec("wraps", .bool),
            ]) { $1 }),
            spec("Button", "Button", .none, [
                "title": AttributeSpec("title", .string),
                "text": AttributeSpec("title", .string),
                "titleColor": AttributeSpec("titleColor", .color),
            ]),
            spec("TextField", "TextField", .none, text.merging([
                "placeholder": AttributeSpec("placeholder", .string),
                "isSecureTextEntry": AttributeSpec("isSecure", .bool),
                "isSecure": AttributeSpec("isSecure", .bool),
                "secure": AttributeSpec("isSecure", .bool),
            ]) { $1 }),
            spec("TextView", "TextView", .none, text.merging([
                "isEditable": AttributeSpec("isEditable", .bool),
                "wraps": AttributeSpec("wraps", .bool),
            ]) { $1 }),
            spec("ImageView", "ImageView"),
            spec("Switch", "Switch", .none, ["isOn": AttributeSpec("isOn", .bool)]),
            spec("ActivityIndicator", "Spinner", .none, [
                "animating": AttributeSpec("isSpinning", .bool),
                "isSpinning": AttributeSpec("isSpinning", .bool),
            ]),
            spec("ScrollView", "ScrollView", .one),
            spec("Slider", "Slider", .none, [
                "value": AttributeSpec("value", .number),
                "minimumValue": AttributeSpec("minimumValue", .number),
                "maximumValue": AttributeSpec("maximumValue", .number),
            ]),
            spec("Stepper", "SpinButton", .none, [
                "value": AttributeSpec("value", .number),
                "minimumValue": AttributeSpec("minimumValue", .number),
                "maximumValue": AttributeSpec("maximumValue", .number),
                "stepValue": AttributeSpec("step", .number),
            ]),
            spec("ProgressView", "ProgressBar", .none, [
                "progress": AttributeSpec("fraction", .number),
                "progressTintColor": AttributeSpec("progressTintColor", .color),
                "trackTintColor": AttributeSpec("trackTintColor", .color),
            ]),
            spec("PlainTableView", "PlainTableView", .none, table),
            spec("HeaderTableView", "HeaderTableView", .none, table),
            spec("FooterTableView", "FooterTableView", .none, table),
            spec("SimpleTableView", "SimpleTableView", .none, table),
            spec("SimulatedSeparatorTableView", "SimulatedSeparatorTableView", .none, table),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.element, $0) })
    }()

    /// `<Component type="OtherView"/>`: an embedded component, made with `OtherView()`.
    public static func embedded(type: String) -> ElementSpec {
        spec("Component", type)
    }

    /// Members of the toolkit's `View` a component's field can't be named after (UIKit's
    /// UIView has no such member, so ReactantUI files may use the names).
    public static let viewMembers: [String: String] = [
        "widgetName": "GTK's widget name, a String?", "native": "its GTK widget", "layout": "its placement in a box",
        "superview": "its container", "subviews": "a container's children", "content": "a container's native box",
        "tooltip": "its tooltip text", "frame": "its frame",
    ]

    /// The table elements and the component types each one's init takes.
    public static let tables: [String: [String]] = [
        "PlainTableView": ["cell"], "HeaderTableView": ["header", "cell"], "FooterTableView": ["cell", "footer"],
        "SimpleTableView": ["header", "cell", "footer"], "SimulatedSeparatorTableView": ["cell"],
    ]
}
