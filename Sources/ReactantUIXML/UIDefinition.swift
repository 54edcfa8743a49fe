/// The attributes of a view or a style, parsed and checked against `ElementCatalog`.
public struct AppliedAttributes: Equatable, Sendable {
    /// Swift property → value, in file order.
    public var properties: [(property: String, value: AttributeValue)] = []
    public var font: FontValue?
    /// `numberOfLines`: 1 keeps the text on one line, anything else wraps it.
    public var numberOfLines: Int?
    /// `image`: an icon name.
    public var image: String?
    /// `styleClass`: CSS classes added to the view.
    public var styleClasses: [String] = []
    /// `minimumValue`/`maximumValue` (Slider, Stepper): the ends of `range`.
    public var minimum: Double?
    public var maximum: Double?
    /// Colours of a view's parts (`progressTintColor`) and states (`backgroundColor.highlighted`), set with CSS.
    public var cssRules: [CSSRule] = []
    /// `backgroundColor.highlighted`, `titleColor.disabled`: (property, Swift states, colour).
    public var stateColors: [(property: String, states: String, value: AttributeValue)] = []
    /// `font="theme.name"`, `image="theme.name"`: values of the current theme.
    public var themeFont: String?
    public var themeImage: String?

    public static func == (lhs: AppliedAttributes, rhs: AppliedAttributes) -> Bool {
        lhs.properties.map(\.property) == rhs.properties.map(\.property)
            && lhs.properties.map(\.value) == rhs.properties.map(\.value)
            && lhs.font == rhs.font && lhs.numberOfLines == rhs.numberOfLines && lhs.image == rhs.image
            && lhs.styleClasses == rhs.styleClasses && lhs.minimum == rhs.minimum && lhs.maximum == rhs.maximum
            && lhs.cssRules == rhs.cssRules && lhs.themeFont == rhs.themeFont && lhs.themeImage == rhs.themeImage
            && lhs.stateColors.map(\.property) == rhs.stateColors.map(\.property) && lhs.stateColors.map(\.states) == rhs.stateColors.map(\.states)
            && lhs.stateColors.map(\.value) == rhs.stateColors.map(\.value)
    }
}

/// `group:name`: a style of a `*.styles.xml` style group.
public struct StyleReference: Equatable, Sendable {
    public var group: String
    public var name: String
}

/// One view element of a component.
public struct ViewDefinition: Sendable {
    public var element: String
    public var spec: ElementSpec
    /// `field="name"`: the component's own property.
    public var field: String?
    /// `id="name"` (or `layout:id`): an anonymous view others can refer to.
    public var id: String?
    public var attributes: AppliedAttributes
    public var styles: [StyleReference]
    public var layout: [LayoutRule]
    /// A table element's init arguments.
    public var table: TableDefinition?
    /// `layout:compressionPriority.vertical="required"` and friends.
    public var contentPriorities: [ContentPriority] = []
    /// A label's `<attributedText>`, a button's `<attributedTitle>`s.
    public var attributedTexts: [AttributedTextDefinition] = []
    public var children: [ViewDefinition]
    public var position: SourcePosition
    /// Where each attribute starts, for diagnostics found after parsing.
    public var attributePositions: [String: SourcePosition] = [:]

    /// The attribute's position, or the element's.
    public func position(ofAttribute name: String) -> SourcePosition { attributePositions[name] ?? position }

    /// The name layout rules use for it.
    public var referenceName: String? { field ?? id }
}

/// What a table element's init takes: the component types of its rows
/// (`cell="PlainCell" header="HeaderView"`) and a simulated separator's height and colour.
public struct TableDefinition: Equatable, Sendable {
    /// `cell`, `header`, `footer` → Swift type.
    public var types: [String: String]
    public var separatorHeight: Int?
    /// A CSS colour.
    public var separatorColor: String?
}

/// `layout:compressionPriority[.horizontal|.vertical]` or `layout:huggingPriority[…]`.
public struct ContentPriority: Equatable, Sendable {
    public enum Kind: String, Sendable { case compressionResistance, hugging }
    public var kind: Kind
    /// "horizontal", "vertical" (both when written without an axis).
    public var axes: [String]
    public var priority: Double
}

/// A `<Component>` file.
public struct ComponentDefinition: Sendable {
    public var type: String
    public var file: String
    /// The component's own attributes (`backgroundColor` on the root element).
    public var attributes: AppliedAttributes
    public var styles: [StyleReference]
    public var children: [ViewDefinition]
    /// The component's own `<styles>`, a style group named `<type>Local`.
    public var localStyles: StyleGroupDefinition?
    /// `rootView="true"`: the generated code makes it a `RootView`, as ReactantUI's does.
    public var isRootView = false
    /// `anonymous="true"`: the generator declares the class too (`ViewBase<Void, Void>`,
    /// with the fields), `accessModifier` its access.
    public var isAnonymous = false
    public var accessModifier: String?
    /// The anonymous components declared inside this one (`<Component type="X" anonymous="true">`,
    /// a table's `<cell>`).
    public var anonymousComponents: [ComponentDefinition] = []
    /// `<templates name="Group">`: attributed text functions, in an enum of that name.
    public var templates: (group: String, texts: [AttributedTextDefinition])?

    /// This component or one declared anonymously inside it, by type.
    public func definition(ofType type: String) -> ComponentDefinition? {
        if self.type == type { return self }
        for nested in anonymousComponents { if let found = nested.definition(ofType: type) { return found } }
        return nil
    }

    /// Every view, depth first.
    public var allViews: [ViewDefinition] {
        func walk(_ views: [ViewDefinition]) -> [ViewDefinition] { views.flatMap { [$0] + walk($0.children) } }
        return walk(children)
    }

    public init(type: String, file: String, attributes: AppliedAttributes, styles: [StyleReference],
                children: [ViewDefinition], localStyles: StyleGroupDefinition? = nil) {
        self.type = type
        self.file = file
        self.attributes = attributes
        self.styles = styles
        self.children = children
        self.localStyles = localStyles
    }
}

/// One style of a style group (`<LabelStyle name="header" extend="base" font=":bold@20"/>`).
public struct StyleDefinition: Sendable {
    public var name: String
    /// The element it styles (`Label` for `LabelStyle`).
    public var element: String
    public var spec: ElementSpec
    public var extends: [StyleReference]
    public var attributes: AppliedAttributes
    public var position: SourcePosition
    /// An `<attributedTextStyle>`'s attributes (`element` is "attributedText").
    public var textStyle: AttributedTextStyleDefinition?
    /// `accessModifier="public"` (an attributedTextStyle's).
    public var accessModifier: String?
}

/// A `*.styles.xml` file: `<styleGroup name="general">` with its styles.
public struct StyleGroupDefinition: Sendable {
    public var name: String
    public var file: String
    public var styles: [StyleDefinition]

    /// The Swift namespace generated for it: `general` → `GeneralStyles`.
    public var swiftName: String { StyleGroupDefinition.swiftName(of: name) }

    public static func swiftName(of group: String) -> String {
        guard let first = group.first else { return "Styles" }
        return first.uppercased() + group.dropFirst() + "Styles"
    }
}

/// What a ReactantUI file holds.
public enum UIDocument: Sendable {
    case component(ComponentDefinition)
    case styleGroup(StyleGroupDefinition)
    /// A `*.hyperdrive.xml` application description: the themes.
    case application(ThemeDefinition)
}
