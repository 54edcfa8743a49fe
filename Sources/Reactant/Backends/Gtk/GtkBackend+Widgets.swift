#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// The GTK widgets of the wider widget set (see `WidgetFactory`).
extension GtkBackend {
    public func makeTextView() -> any NativeTextView { GtkTextViewWrapper() }
    public func makeNumberInput(_ style: NumberInputStyle) -> any NativeNumberInput { GtkNumberInputWrapper(style) }
    public func makeProgressBar() -> any NativeProgressBar { GtkProgressBarWrapper() }
    public func makeLevelBar() -> any NativeLevelBar { GtkLevelBarWrapper() }
    public func makeComboBox() -> any NativeComboBox { GtkComboBoxWrapper() }
    public func makeChoiceGroup(_ style: ChoiceGroupStyle) -> any NativeChoiceGroup { GtkChoiceGroupWrapper(style) }
    public func makeSearchEntry() -> any NativeSearchEntry { GtkSearchEntryWrapper() }
    public func makeSeparator(vertical: Bool) -> any NativeSeparator { GtkSeparatorWrapper(vertical: vertical) }
    public func makeFrame() -> any NativeFrame { GtkFrameWrapper() }
    public func makeExpander() -> any NativeExpander { GtkExpanderWrapper() }
    public func makeRevealer() -> any NativeRevealer { GtkRevealerWrapper() }
    public func makeOverlay() -> any NativeOverlay { GtkOverlayWrapper() }
    public func makePaned(vertical: Bool) -> any NativePaned { GtkPanedWrapper(vertical: vertical) }
    public func makeTabs() -> any NativeTabs { GtkTabsWrapper() }
    public func makeLinkButton() -> any NativeLinkButton { GtkLinkButtonWrapper() }
    public func makeInfoBar() -> any NativeInfoBar { GtkInfoBarWrapper() }
    public func makeCanvas() -> any NativeCanvas { GtkCanvasWrapper() }
    public func makeFlowBox() -> any NativeFlowBox { GtkFlowBoxWrapper() }

    public func makeForeign(gtkWidget: UnsafeMutableRawPointer?, typeName: String) -> (any NativeForeign)? {
        GtkForeignWrapper.adopt(gtkWidget, typeName: typeName)
    }

    /// Runs the main loop for `seconds` of wall time (GTK's timeouts fire as they fall due),
    /// then what is still pending.
    public func processEvents(for seconds: Double) {
        let deadline = g_get_monotonic_time() + gint64(max(0, seconds) * 1_000_000)
        while g_get_monotonic_time() < deadline {
            if gtk_events_pending() != 0 {
                gtk_main_iteration_do(0)
            } else {
                g_usleep(1_000)
            }
        }
        processPendingEvents()
    }

    public func processEventsUntilDrawn(frames: Int) {
        processPendingEvents()
        for _ in 0..<max(0, frames) {
            let clocks = shownWindows.compactMap { window -> OpaquePointer? in
                guard let window = window as? GtkWindowWrapper, gtk_widget_get_mapped(window.widget) != 0 else { return nil }
                return gtk_widget_get_frame_clock(window.widget)
            }
            guard !clocks.isEmpty else { return }
            // The counter goes up as a frame starts; GTK runs a frame's phases (layout, paint)
            // in one dispatch, so once the main loop is back here with the counter past the
            // target, that frame is done.
            let targets = clocks.map { gdk_frame_clock_get_frame_counter($0) + 1 }
            for clock in clocks { gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT) }
            let deadline = g_get_monotonic_time() + 5_000_000
            while zip(clocks, targets).contains(where: { gdk_frame_clock_get_frame_counter($0) < $1 }),
                  g_get_monotonic_time() < deadline {
                if gtk_events_pending() != 0 {
                    gtk_main_iteration_do(0)
                } else {
                    g_usleep(1_000)
                }
            }
            processPendingEvents()
        }
    }
}
#endif // GTK3
