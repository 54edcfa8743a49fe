/// The backend's factory for the wider widget set: text views, number inputs, choices,
/// structure, links, info bars, canvases and foreign widgets. `Backend` inherits it; it lives
/// in its own file (with the protocols in `Backends/Widgets/`) so that the seam grows without
/// rewriting `Backend.swift`.
@MainActor
public protocol WidgetFactory: AnyObject {
    func makeTextView() -> any NativeTextView
    func makeNumberInput(_ style: NumberInputStyle) -> any NativeNumberInput
    func makeProgressBar() -> any NativeProgressBar
    func makeLevelBar() -> any NativeLevelBar
    func makeComboBox() -> any NativeComboBox
    func makeChoiceGroup(_ style: ChoiceGroupStyle) -> any NativeChoiceGroup
    func makeSearchEntry() -> any NativeSearchEntry
    func makeSeparator(vertical: Bool) -> any NativeSeparator
    func makeFrame() -> any NativeFrame
    func makeExpander() -> any NativeExpander
    func makeRevealer() -> any NativeRevealer
    func makePaned(vertical: Bool) -> any NativePaned
    func makeTabs() -> any NativeTabs
    func makeLinkButton() -> any NativeLinkButton
    func makeInfoBar() -> any NativeInfoBar
    func makeCanvas() -> any NativeCanvas
    func makeFlowBox() -> any NativeFlowBox
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
