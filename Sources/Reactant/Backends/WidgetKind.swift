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
    /// The kind's word, as tree lines and diagnostics show it ("label", "listRow").
    public let rawValue: String

    /// Makes a kind from its word; a new widget family declares one constant with it.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A box or grid of children (`NativeContainer`: GtkBox or GtkGrid).
    public static let container = WidgetKind(rawValue: "container")
    /// Text to read (`NativeLabel`: GtkLabel).
    public static let label = WidgetKind(rawValue: "label")
    /// A push button (`NativeButton`: GtkButton).
    public static let button = WidgetKind(rawValue: "button")
    /// A one-line text field (`NativeEntry`: GtkEntry).
    public static let entry = WidgetKind(rawValue: "entry")
    /// An icon or picture (`NativeImage`: GtkImage).
    public static let image = WidgetKind(rawValue: "image")
    /// A switch, check box or toggle button (`NativeToggle`).
    public static let toggle = WidgetKind(rawValue: "toggle")
    /// A busy indicator (`NativeSpinner`: GtkSpinner).
    public static let spinner = WidgetKind(rawValue: "spinner")
    /// A top-level window (`NativeWindow`: GtkApplicationWindow).
    public static let window = WidgetKind(rawValue: "window")
    /// A title bar with buttons (`NativeHeaderBar`: GtkHeaderBar).
    public static let headerBar = WidgetKind(rawValue: "headerBar")
    /// Pages shown one at a time (`NativeStack`: GtkStack).
    public static let stack = WidgetKind(rawValue: "stack")
    /// A list of rows (`NativeListBox`: GtkListBox).
    public static let listBox = WidgetKind(rawValue: "listBox")
    /// One row of a list box (`NativeListRow`: GtkListBoxRow).
    public static let listRow = WidgetKind(rawValue: "listRow")
    /// A scrolled view of one widget (`NativeScrolledWindow`: GtkScrolledWindow).
    public static let scrolledWindow = WidgetKind(rawValue: "scrolledWindow")
    /// Multi-line text (`NativeTextView`: GtkTextView).
    public static let textView = WidgetKind(rawValue: "textView")
    /// A spin button or slider (`NativeNumberInput`: GtkSpinButton or GtkScale).
    public static let numberInput = WidgetKind(rawValue: "numberInput")
    /// A progress bar (`NativeProgressBar`: GtkProgressBar).
    public static let progressBar = WidgetKind(rawValue: "progressBar")
    /// A level indicator (`NativeLevelBar`: GtkLevelBar).
    public static let levelBar = WidgetKind(rawValue: "levelBar")
    /// A drop-down list of texts (`NativeComboBox`: GtkComboBoxText).
    public static let comboBox = WidgetKind(rawValue: "comboBox")
    /// Radio or segmented buttons (`NativeChoiceGroup`).
    public static let choiceGroup = WidgetKind(rawValue: "choiceGroup")
    /// A search field (`NativeSearchEntry`: GtkSearchEntry).
    public static let searchEntry = WidgetKind(rawValue: "searchEntry")
    /// A dividing line (`NativeSeparator`: GtkSeparator).
    public static let separator = WidgetKind(rawValue: "separator")
    /// A titled border (`NativeFrame`: GtkFrame).
    public static let frame = WidgetKind(rawValue: "frame")
    /// A title that shows or hides content (`NativeExpander`: GtkExpander).
    public static let expander = WidgetKind(rawValue: "expander")
    /// Content shown and hidden with an animation (`NativeRevealer`: GtkRevealer).
    public static let revealer = WidgetKind(rawValue: "revealer")
    /// Two widgets with a handle between them (`NativePaned`: GtkPaned).
    public static let paned = WidgetKind(rawValue: "paned")
    /// Pages with switcher buttons (`NativeTabs`: GtkStackSwitcher over a GtkStack).
    public static let tabs = WidgetKind(rawValue: "tabs")
    /// A button that opens a web address (`NativeLinkButton`: GtkLinkButton).
    public static let linkButton = WidgetKind(rawValue: "linkButton")
    /// A message bar with buttons (`NativeInfoBar`: GtkInfoBar).
    public static let infoBar = WidgetKind(rawValue: "infoBar")
    /// A surface the app draws on (`NativeCanvas`: GtkDrawingArea).
    public static let canvas = WidgetKind(rawValue: "canvas")
    /// A widget the app made itself (`NativeForeign`).
    public static let foreign = WidgetKind(rawValue: "foreign")
    /// Equal cells that wrap at the width (`NativeFlowBox`: GtkFlowBox).
    public static let flowBox = WidgetKind(rawValue: "flowBox")
    /// One item of a flow box (GtkFlowBoxChild).
    public static let flowItem = WidgetKind(rawValue: "flowItem")
    /// A widget with others over it (`NativeOverlay`: GtkOverlay).
    public static let overlay = WidgetKind(rawValue: "overlay")
    /// A button that opens a menu (`NativeMenuButton`: GtkMenuButton).
    public static let menuButton = WidgetKind(rawValue: "menuButton")
}
