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

    /// UIKit attributes that mean nothing on GTK: accepted with a warning, so ported files build.
    public static let ignoredWithWarning: Set<String> = [
        "clipsToBounds", "contentMode", "layoutMargins", "translatesAutoresizingMaskIntoConstraints",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
    ]

    /// Special attributes the parser handles itself (not properties).
    public static let structural: Set<String> = ["field", "id", "layout:id", "style", "type", "xmlns", "font", "numberOfLines", "image", "axis", "spacing"]

    public static let elements: [String: ElementSpec] = {
        let text: [String: AttributeSpec] = ["text": AttributeSpec("text", .string)]
        let list: [ElementSpec] = [
            spec("View", "Container", .many),
            spec("Container", "Container", .many),
            spec("StackView", "Container", .many),
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
            ]),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.element, $0) })
    }()

    /// `<Component type="OtherView"/>`: an embedded component, made with `OtherView()`.
    public static func embedded(type: String) -> ElementSpec {
        spec("Component", type)
    }
}
