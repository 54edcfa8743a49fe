/// What kind of widget a native object is: the word its tree line falls back to and
/// diagnostics name it by.
///
/// A struct of constants rather than an enum, so that a new widget declares its kind beside
/// its protocol instead of in this list:
///
///     extension WidgetKind {
///         public static let calendar = WidgetKind(rawValue: "calendar")
///     }
public struct WidgetKind: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let container = WidgetKind(rawValue: "container")
    public static let label = WidgetKind(rawValue: "label")
    public static let button = WidgetKind(rawValue: "button")
    public static let entry = WidgetKind(rawValue: "entry")
    public static let image = WidgetKind(rawValue: "image")
    public static let toggle = WidgetKind(rawValue: "toggle")
    public static let spinner = WidgetKind(rawValue: "spinner")
    public static let window = WidgetKind(rawValue: "window")
    public static let headerBar = WidgetKind(rawValue: "headerBar")
    public static let stack = WidgetKind(rawValue: "stack")
    public static let listBox = WidgetKind(rawValue: "listBox")
    public static let listRow = WidgetKind(rawValue: "listRow")
    public static let scrolledWindow = WidgetKind(rawValue: "scrolledWindow")
    public static let textView = WidgetKind(rawValue: "textView")
    public static let numberInput = WidgetKind(rawValue: "numberInput")
    public static let progressBar = WidgetKind(rawValue: "progressBar")
    public static let levelBar = WidgetKind(rawValue: "levelBar")
    public static let comboBox = WidgetKind(rawValue: "comboBox")
    public static let choiceGroup = WidgetKind(rawValue: "choiceGroup")
    public static let searchEntry = WidgetKind(rawValue: "searchEntry")
    public static let separator = WidgetKind(rawValue: "separator")
    public static let frame = WidgetKind(rawValue: "frame")
    public static let expander = WidgetKind(rawValue: "expander")
    public static let revealer = WidgetKind(rawValue: "revealer")
    public static let paned = WidgetKind(rawValue: "paned")
    public static let tabs = WidgetKind(rawValue: "tabs")
    public static let linkButton = WidgetKind(rawValue: "linkButton")
    public static let infoBar = WidgetKind(rawValue: "infoBar")
    public static let canvas = WidgetKind(rawValue: "canvas")
    public static let foreign = WidgetKind(rawValue: "foreign")
    public static let flowBox = WidgetKind(rawValue: "flowBox")
    public static let flowItem = WidgetKind(rawValue: "flowItem")
    public static let overlay = WidgetKind(rawValue: "overlay")
    public static let menuButton = WidgetKind(rawValue: "menuButton")
}
