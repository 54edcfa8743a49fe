/// The backend's factory for the wider widget set: text views, number inputs, choices,
/// structure, links, info bars, canvases and foreign widgets. `Backend` inherits it; it lives
/// in its own file (with the protocols in `Backends/Widgets/`) so that the seam grows without
/// rewriting `Backend.swift`.
@MainActor
public protocol WidgetFactory: AnyObject {
    /// A new, empty multi-line text view in its scrolled window.
    func makeTextView() -> any NativeTextView
    /// A new spin button or slider, at 0 of 0…100.
    func makeNumberInput(_ style: NumberInputStyle) -> any NativeNumberInput
    /// A new progress bar at 0.
    func makeProgressBar() -> any NativeProgressBar
    /// A new level bar at 0 of 0…1 (GtkLevelBar's defaults).
    func makeLevelBar() -> any NativeLevelBar
    /// A new drop-down list with no items.
    func makeComboBox() -> any NativeComboBox
    /// A new group of choices in `style`, with no items yet.
    func makeChoiceGroup(_ style: ChoiceGroupStyle) -> any NativeChoiceGroup
    /// A new, empty search field.
    func makeSearchEntry() -> any NativeSearchEntry
    /// A new separator line, upright when `vertical`.
    func makeSeparator(vertical: Bool) -> any NativeSeparator
    /// A new frame without title or content.
    func makeFrame() -> any NativeFrame
    /// A new, collapsed expander without content.
    func makeExpander() -> any NativeExpander
    /// A new revealer, its content hidden.
    func makeRevealer() -> any NativeRevealer
    /// A new paned, its two sides one above the other when `vertical`, else side by side.
    func makePaned(vertical: Bool) -> any NativePaned
    /// A new tab view without pages.
    func makeTabs() -> any NativeTabs
    /// A new link button without title or address.
    func makeLinkButton() -> any NativeLinkButton
    /// A new info bar without message or buttons.
    func makeInfoBar() -> any NativeInfoBar
    /// A new canvas that draws nothing until it has a draw handler.
    func makeCanvas() -> any NativeCanvas
    /// A new flow box without items.
    func makeFlowBox() -> any NativeFlowBox
    /// A new overlay without content or overlays.
    func makeOverlay() -> any NativeOverlay

    /// Wraps a widget made outside the toolkit (see `NativeView`). On GTK `gtkWidget` is a
    /// `GtkWidget *`; it is checked, taken over (ref-sunk) and owned like any other widget.
    /// Returns nil, after an error naming `typeName`, for NULL, a pointer that is not a
    /// GtkWidget, a toplevel, a widget inside another container, or one being destroyed.
    /// The headless backend ignores the pointer and makes an opaque node named `typeName`.
    func makeForeign(gtkWidget: UnsafeMutableRawPointer?, typeName: String) -> (any NativeForeign)?

    /// Runs the events of the next `seconds` as they come: on GTK the main loop runs for that
    /// long; headless, a virtual clock moves on and runs the timers it passes (a search
    /// entry's delayed search), then what `processPendingEvents` runs.
    func processEvents(for seconds: Double)

    /// Runs events until every shown window has drawn `frames` frames after them: on GTK each
    /// window's frame clock is asked for a frame and waited for (a frame lays out whatever
    /// changed before it paints), with the events and idle work after each frame run too, so
    /// work done at idle after one layout (a collection fitting its lines to the width it got)
    /// is laid out by the next. It waits for the frames, not for a time: a loaded machine only
    /// makes it slower (at most 5 s a frame, as a hang guard). Headless, there is no drawing:
    /// `processPendingEvents`.
    func processEventsUntilDrawn(frames: Int)
}
