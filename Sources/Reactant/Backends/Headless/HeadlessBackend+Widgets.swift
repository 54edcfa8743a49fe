/// The headless twins of the wider widget set (see `WidgetFactory`).
extension HeadlessBackend {
    public func makeTextView() -> any NativeTextView { HeadlessTextView(backend: self) }
    public func makeNumberInput(_ style: NumberInputStyle) -> any NativeNumberInput { HeadlessNumberInput(style, backend: self) }
    public func makeProgressBar() -> any NativeProgressBar { HeadlessProgressBar(backend: self) }
    public func makeLevelBar() -> any NativeLevelBar { HeadlessLevelBar(backend: self) }
    public func makeComboBox() -> any NativeComboBox { HeadlessComboBox(backend: self) }
    public func makeChoiceGroup(_ style: ChoiceGroupStyle) -> any NativeChoiceGroup { HeadlessChoiceGroup(style, backend: self) }
    public func makeSearchEntry() -> any NativeSearchEntry { HeadlessSearchEntry(backend: self) }
    public func makeSeparator(vertical: Bool) -> any NativeSeparator { HeadlessSeparator(vertical: vertical, backend: self) }
    public func makeFrame() -> any NativeFrame { HeadlessFrame(backend: self) }
    public func makeExpander() -> any NativeExpander { HeadlessExpander(backend: self) }
    public func makeRevealer() -> any NativeRevealer { HeadlessRevealer(backend: self) }
    public func makePaned(vertical: Bool) -> any NativePaned { HeadlessPaned(vertical: vertical, backend: self) }
    public func makeTabs() -> any NativeTabs { HeadlessTabs(backend: self) }
    public func makeLinkButton() -> any NativeLinkButton { HeadlessLinkButton(backend: self) }
    public func makeInfoBar() -> any NativeInfoBar { HeadlessInfoBar(backend: self) }
    public func makeCanvas() -> any NativeCanvas { HeadlessCanvas(backend: self) }
    public func makeFlowBox() -> any NativeFlowBox { HeadlessFlowBox(backend: self) }
    public func makeOverlay() -> any NativeOverlay { HeadlessOverlay(backend: self) }

    /// An opaque node: there is no GTK here to check the pointer against.
    public func makeForeign(gtkWidget: UnsafeMutableRawPointer?, typeName: String) -> (any NativeForeign)? {
        HeadlessForeign(typeName: typeName, backend: self)
    }

    /// Moves the virtual clock on by `seconds` (running the timers it passes), then runs
    /// what is pending.
    public func processEvents(for seconds: Double) {
        processPendingEvents()
        clock.advance(by: seconds)
        processPendingEvents()
    }

    public func processEventsUntilDrawn(frames: Int) {
        processPendingEvents()
    }
}
