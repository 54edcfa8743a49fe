#if GTK3 || GTK4 // both GTK backends: ATK on GTK 3, the toolkit's reads on GTK 4
@testable import GreeterDemo
import Reactant
import ReactantGtk
import ReactantTesting
@testable import TableDemo
import Testing

extension UITests {
    /// What the toolkit tells screen readers, read back from ATK on GTK and from the same
    /// values headless: relations, states, roles, names. (scripts/check-accessibility.sh
    /// checks the running demos from the outside, through AT-SPI.)
    @Suite @MainActor struct AccessibilityTests {
        init() throws { try TestBackend.start() }

        private func isSame(_ widgets: [any NativeWidget], _ views: View...) -> Bool {
            widgets.count == views.count && zip(widgets, views).allSatisfy { $0 === $1.native }
        }

        @Test func aFormFieldIsLabelledByItsTitleAndDescribedByItsMessage() throws {
            let field = FormField(label: "E-mail", rule: StringRules.email)
            let window = showInWindow(field)
            defer { window.close() }
            let entry = field.textField
            #expect(entry.accessibleLabel == "E-mail")
            #expect(isSame(entry.accessibleLabelledBy, field.titleLabel))
            #expect(isSame(entry.accessibleDescribedBy, field.messageLabel))
            #expect(entry.accessibleStates == [.required])

            try Interact.type("ann@", into: entry)
            #expect(entry.accessibleStates == [.required, .invalidEntry])
            #expect(entry.accessibleDescription == ValidationError.invalidEmail.message)
            try Interact.type("example.com", into: entry)
            #expect(entry.accessibleStates == [.required])
            #expect(entry.accessibleDescription == nil)
        }

        @Test func aFieldWhoseRuleTakesEmptyTextIsNotRequired() {
            let field = FormField(label: "Nickname", rule: StringRules.maxLength(10))
            #expect(!field.isRequired)
            #expect(field.textField.accessibleStates.isEmpty)
        }

        @Test func relationsCanBeReplacedAndRemoved() {
            let label = Label(text: "Volume")
            let other = Label(text: "Sound")
            let toggle = Switch()
            toggle.labelled(by: label)
            #expect(toggle.accessibleLabel == "Volume")
            #expect(isSame(toggle.accessibleLabelledBy, label))
            toggle.labelled(by: other)
            #expect(isSame(toggle.accessibleLabelledBy, other))
            toggle.described(by: label, other)
            #expect(isSame(toggle.accessibleDescribedBy, label, other))
            toggle.described()
            #expect(toggle.accessibleDescribedBy.isEmpty)
        }

        @Test func alertsHaveTheAlertRoleAndPresentedWindowsTheDialogRole() throws {
            let owner = Window(controller: LoggingController(log: EventLog()))
            owner.show()
            defer { owner.close() }
            let controller = try #require(owner.controller)
            #expect(owner.native.accessibleRole == nil)

            let alert = AlertController(title: "Delete?", message: "It goes for good.")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            #expect(controller.present(controller: alert).isPresented)
            #expect(try #require(owner.presentedWindow).native.accessibleRole == .alert)
            try Interact.tap(try #require(alert.button(titled: "Cancel")))

            #expect(controller.present(controller: LoggingController(log: EventLog(), title: "Details")).isPresented)
            #expect(try #require(owner.presentedWindow).native.accessibleRole == .dialog)
        }

        /// A status page and a toast's bar carry their roles where screen readers read them:
        /// ATK's role on GTK 3, GtkAccessible's accessible-role on GTK 4 (set before GTK
        /// exposes the widget).
        @Test func aStatusPageAndAToastHaveTheirRolesInGtk() throws {
            let status = StatusPage()
            status.show(iconName: "view-list-symbolic", title: "Nothing yet", description: "Names you add are listed here.")
            #expect(status.accessibleRole == .status)
            let window = Window(controller: ControllerBase<Void, ContrastProbeView>(title: "Roles", root: ContrastProbeView(content: status)))
            window.show()
            defer { window.close() }
            window.showToast(Toast(title: "Saved", timeout: 0))
            Interact.settle()
            func bars(in widget: any NativeWidget) -> [any NativeWidget] {
                (widget.styleClasses.contains("app-notification") ? [widget] : []) + widget.nativeChildren.flatMap(bars(in:))
            }
            let bars = bars(in: window.native)
            #expect(bars.count == 1)
            #expect(bars.first?.accessibleRole == .notification)
            #expect(nativeRole(of: status.native) == expectedNativeRole(.status))
            if let bar = bars.first { #expect(nativeRole(of: bar) == expectedNativeRole(.notification)) }
        }

        /// The role GTK exposes, by name (ATK's role name, GTK 4's GtkAccessibleRole); nil headless.
        private func nativeRole(of widget: any NativeWidget) -> String? {
            guard let raw = (Backends.current as? GtkBackend)?.gtkWidget(of: widget) else { return nil }
            let widget = raw.assumingMemoryBound(to: GtkWidget.self)
            #if GTK4
            var value = GValue()
            g_value_init(&value, gtk_accessible_role_get_type())
            defer { g_value_unset(&value) }
            g_object_get_property(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "accessible-role", &value)
            return String(cString: g_enum_get_value(g_type_class_peek(gtk_accessible_role_get_type())
                .assumingMemoryBound(to: GEnumClass.self), g_value_get_enum(&value)).pointee.value_nick)
            #else
            return String(cString: atk_role_get_name(atk_object_get_role(gtk_widget_get_accessible(widget))))
            #endif
        }

        private func expectedNativeRole(_ role: AccessibleRole) -> String? {
            guard TestBackend.isGtk else { return nil }
            #if GTK4
            return switch role {
            case .alert: "alert-dialog"
            case .dialog: "dialog"
            case .status: "status"
            case .notification: "alert"
            }
            #else
            return switch role {
            case .alert: "alert"
            case .dialog: "dialog"
            case .status: "statusbar"
            case .notification: "notification"
            }
            #endif
        }

        @Test func tableRowsAreNamedByTheirContent() throws {
            let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
            table.componentState = .items(["Ann", "Bo"])
            let window = showInWindow(table)
            defer { window.close() }
            #expect(table.listBox.rows.map(\.accessibleLabel) == ["Ann", "Bo"])
            table.componentState = .items(["Ann", "Cy"])
            #expect(table.listBox.rows.map(\.accessibleLabel) == ["Ann", "Cy"])
        }

        /// A text view is a composite (an overlay around a scrolled GtkTextView): its name and
        /// relations go to the part that takes the focus, where a screen reader meets them.
        @Test func aTextViewIsLabelledWhereTheFocusGoes() throws {
            let label = Label(text: "Notes")
            let notes = TextView(text: "", hint: "Write")
            notes.labelled(by: label)
            #expect(notes.accessibleLabel == "Notes")
            #expect(isSame(notes.accessibleLabelledBy, label))
            // On GTK 3 the GtkTextView inside carries them, not the overlay: read from ATK.
            // (GTK 4.8 has no call that reads an accessible's name back; the AT-SPI check,
            // scripts/check-accessibility.sh, reads it from outside.)
            #if GTK3
            guard let widget = notes.gtkWidget else { return }
            let overlay = widget.assumingMemoryBound(to: GtkWidget.self)
            let overlayName = atk_object_get_name(gtk_widget_get_accessible(overlay)).map { String(cString: $0) }
            #expect(overlayName != "Notes")
            #endif
        }

        @Test func theGreetersSwitchIsLabelledByTheTextNextToIt() throws {
            let navigation = try #require(GreeterDemo.MainWireframe(module: GreeterDemo.ApplicationModule()).entrypoint()
                as? NavigationController)
            let root = try #require(navigation.rootController as? GreeterController).rootView
            #expect(root.spanishSwitch.accessibleLabel == root.languageLabel.text)
            #expect(isSame(root.spanishSwitch.accessibleLabelledBy, root.languageLabel))
        }
    }
}
#endif // GTK3 || GTK4
