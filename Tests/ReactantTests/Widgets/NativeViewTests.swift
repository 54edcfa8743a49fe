#if GTK3 || GTK4 // both GTK backends: GTK's own API, GTK 3's or GTK 4's
import Reactant
import ReactantGtk
import ReactantTesting
import Testing

extension UITests {
    /// The escape hatch: a GtkWidget the toolkit doesn't wrap, owned as any other widget.
    @Suite @MainActor struct NativeViewTests {
        init() throws { try TestBackend.start() }

        @Test func aForeignWidgetTakesPartInLayoutVisibilityAndTheTree() throws {
            let calendar = NativeView(typeName: "GtkCalendar") { gtk_calendar_new() }
            #expect(calendar.isValid)
            #expect(calendar.typeName == "GtkCalendar")
            let box = Container().children(Label(text: "Pick a day"), calendar)
            calendar.layout.expand(horizontally: true, vertically: false).margins(EdgeInsets(all: 6))
            #expect(calendar.native.layout.expandsHorizontally)
            #expect(calendar.native.layout.margins == EdgeInsets(all: 6))
            calendar.isHidden = true
            #expect(!calendar.native.isEffectivelyVisible)
            calendar.isHidden = false
            box.isEnabled = false
            #expect(!calendar.native.isEffectivelySensitive)
            #expect(WidgetTree.render(box) == """
                box vertical insensitive
                  label "Pick a day"
                  native GtkCalendar
                """)
            if TestBackend.isGtk {
                // The app can reach it with GTK's own API.
                let widget = try #require(calendar.gtk)
                #if GTK4
                let date = g_date_time_new_local(2026, 3, 17, 12, 0, 0)
                defer { g_date_time_unref(date) }
                gtk_calendar_select_day(OpaquePointer(widget), date)
                let picked = gtk_calendar_get_date(OpaquePointer(widget))
                defer { g_date_time_unref(picked) }
                #expect(g_date_time_get_day_of_month(picked) == 17)
                #else
                gtk_calendar_select_day(OpaquePointer(widget).map { UnsafeMutablePointer<GtkCalendar>($0) }, 17)
                var day: guint = 0
                gtk_calendar_get_date(UnsafeMutablePointer<GtkCalendar>(OpaquePointer(widget)), nil, nil, &day)
                #expect(day == 17)
                #endif
            } else {
                #expect(calendar.gtk == nil)
            }
        }

        @Test func everyViewHandsOutItsGtkWidgetOnGtkOnly() {
            let label = Label(text: "x")
            if TestBackend.isGtk {
                let widget = label.gtk
                #expect(widget != nil)
                #if GTK4
                #expect(widget.map { String(cString: gtk_label_get_text(OpaquePointer($0))) } == "x")
                #else
                #expect(widget.map { String(cString: gtk_label_get_text(UnsafeMutablePointer<GtkLabel>(OpaquePointer($0)))) } == "x")
                #endif
            } else {
                #expect(label.gtkWidget == nil)
            }
        }

        @Test(.parityExempt("GTK only: headless there is no GtkWidget pointer to check"))
        func nullOrNonWidgetPointersAreRefusedWithAClearError() throws {
            guard TestBackend.isGtk else {
                // Headless there is no GTK to check a pointer against: an opaque node is made.
                #expect(NativeView(gtkWidget: nil, typeName: "GtkCalendar").isValid)
                return
            }
            let recorder = DiagnosticsRecorder()
            let none = NativeView(gtkWidget: nil, typeName: "GtkCalendar")
            #expect(!none.isValid)
            #expect(recorder.contains("NULL"))
            let object = gtk_adjustment_new(0, 0, 1, 1, 1, 0)!  // a GObject, not a widget
            g_object_ref_sink(object)
            defer { g_object_unref(object) }
            let notAWidget = NativeView(gtkWidget: UnsafeMutableRawPointer(object), typeName: "GtkAdjustment")
            #expect(!notAWidget.isValid)
            #expect(recorder.contains("not a live GtkWidget"))
            #if GTK4
            let window = gtk_window_new()
            defer { gtk_window_destroy(UnsafeMutableRawPointer(window)?.assumingMemoryBound(to: GtkWindow.self)) }
            #else
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
            defer { gtk_widget_destroy(window) }
            #endif
            #expect(!NativeView(typeName: "GtkWindow") { window }.isValid)
            #expect(recorder.contains("toplevel"))
            // The refused views are empty boxes, usable as any view.
            #expect(WidgetTree.render(none) == "box vertical")
        }

        // GTK 4 destroys only windows (gtk_window_destroy): a child widget goes when its
        // parent lets it go, so there is no widget to destroy behind the toolkit's back.
        #if GTK3
        @Test(.parityExempt("GTK only: only GTK widgets can be destroyed behind the toolkit's back"))
        func aWidgetDestroyedBehindTheToolkitsBackLeavesTheTreeWithoutACrash() throws {
            guard TestBackend.isGtk else { return }  // only GTK widgets can be destroyed
            let view = NativeView(typeName: "GtkCalendar") { gtk_calendar_new() }
            let box = Container().children(view)
            let widget = try #require(view.gtk)
            gtk_widget_destroy(widget)
            #expect(view.isDestroyed)
            #expect(view.gtk == nil)
            #expect(WidgetTree.render(box) == "box vertical")
            // Wrapping it again is refused: it is destroyed (in destruction or gone).
            view.isHidden = true  // harmless on the destroyed widget the view still holds
        }

        /// A widget wrapped while it is being destroyed (from its own "destroy" handler, the
        /// one moment GTK 3 marks it) is refused with an error saying so, without a crash.
        /// (Once the destroy emission is over GTK 3 keeps no mark: see the README.)
        @Test(.parityExempt("GTK only: only GTK widgets can be destroyed"))
        func aWidgetBeingDestroyedIsRefusedWithAClearError() throws {
            guard TestBackend.isGtk else {
                #expect(NativeView(gtkWidget: nil, typeName: "GtkCalendar").isValid)  // an opaque node
                return
            }
            let recorder = DiagnosticsRecorder()
            let calendar = gtk_calendar_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(calendar))
            defer { g_object_unref(UnsafeMutableRawPointer(calendar)) }
            let wrapInDestroy: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { widget, _ in
                MainActor.assumeIsolated {
                    DestroyProbe.view = NativeView(gtkWidget: widget, typeName: "GtkCalendar")
                }
            }
            g_signal_connect_data(UnsafeMutableRawPointer(calendar), "destroy", unsafeBitCast(wrapInDestroy, to: GCallback.self),
                                  nil, nil, GConnectFlags(0))
            gtk_widget_destroy(calendar)
            let view = try #require(DestroyProbe.view)
            DestroyProbe.view = nil
            #expect(!view.isValid)
            #expect(recorder.contains("being destroyed"))
            #expect(WidgetTree.render(view) == "box vertical")
        }
        #endif

        @Test func aWrappedWidgetIsFreedWithItsView() {
            let tracker = FinalizationTracker()
            do {
                let view = NativeView(typeName: "GtkCalendar") { gtk_calendar_new() }
                let box = Container().children(view)
                tracker.track(box)
            }
            Interact.settle()
            #expect(tracker.trackedCount == 2)
            #expect(tracker.aliveCount == 0)
        }

        @Test func aWidgetThatIsAlreadyPlacedOrWrappedIsRefused() throws {
            guard TestBackend.isGtk else { return }  // pointers mean something on GTK only
            let recorder = DiagnosticsRecorder()
            let first = NativeView(typeName: "GtkCalendar") { gtk_calendar_new() }
            let again = NativeView(gtkWidget: first.gtkWidget, typeName: "GtkCalendar")
            #expect(!again.isValid)
            #expect(recorder.contains("already belongs to a toolkit view"))
            let box = Container().children(first)
            let placed = NativeView(gtkWidget: first.gtkWidget, typeName: "GtkCalendar")
            #expect(!placed.isValid)
            #expect(recorder.contains("already inside a container"))
            #expect(box.subviews.count == 1)
        }
    }
}

/// What the destroy handler above made (a C callback can't capture).
@MainActor enum DestroyProbe {
    static var view: NativeView?
}
#endif // GTK3 || GTK4
