import CGtk

/// A GtkAboutDialog or GtkShortcutsWindow. Closing hides it (GTK would destroy it), so the
/// app can show the same window again; the wrapper destroys it, and everything GTK built
/// inside it, when it goes.
@MainActor
final class GtkStandardWindow: NativeStandardWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private let readTexts: @MainActor (UnsafeMutablePointer<GtkWidget>) -> [String]
    private var handlerIDs: [UInt] = []
    /// The window it was last shown above, and its "hide" handler that closes this one.
    private weak var parent: GtkWindowWrapper?
    private var parentHidden: SignalConnection?

    init(window: UnsafeMutablePointer<GtkWidget>, texts: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> [String]) {
        self.window = window
        readTexts = texts
        g_object_ref_sink(window)
        // The close button and Escape (GtkDialog's "close", GtkShortcutsWindow's binding)
        // end in a delete event: hide instead of GTK's default destroy.
        handlerIDs.append(GtkSignalHandler.connect(window, "delete-event", shape: .event) { _ in
            gtk_widget_hide(window)
            return true
        })
        if GObjectBridge.isInstance(window, of: gtk_dialog_get_type()) {
            handlerIDs.append(GtkSignalHandler.connect(window, "response", shape: .oneArgument) { _ in
                gtk_widget_hide(window)
                return false
            })
        }
    }

    isolated deinit {
        for id in handlerIDs where g_signal_handler_is_connected(window, id) != 0 {
            g_signal_handler_disconnect(window, id)
        }
        if let parentHidden { parent?.disconnect(parentHidden) }
        let heldStack = GObjectBridge.isInstance(window, of: gtk_shortcuts_window_get_type())
            ? Self.destroyShortcutsWindowContent(window) : nil
        gtk_widget_destroy(window)
        g_object_unref(window)
        if let heldStack { g_object_unref(heldStack) }
    }

    /// GTK 3's GtkShortcutsWindow never destroys its main box (the search bar and the stack
    /// of sections): the code that would is under `#if 0` in gtk_shortcuts_window_dispose, and
    /// its forall hides the box from GtkContainer's destroy. The box outlives the window with
    /// its style nodes still under the freed window's, and the next global style change
    /// (theme, font, animations: a snapshot or contrast test makes one) restyles them into a
    /// freed widget: Gtk-CRITICAL gtk_widget_get_scale_factor. So the box is destroyed here
    /// first. The window's own code still reaches into the box afterwards: its unmap ends the
    /// search mode of the search bar (so a window still shown is hidden before), and its
    /// dispose disconnects a handler from the stack (so the stack is returned with a
    /// reference, to release once the window is destroyed).
    private static func destroyShortcutsWindowContent(_ window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_hide(window)
        guard let box = gtk_bin_get_child(GObjectBridge.cast(window)) else { return nil }
        let stack = GObjectBridge.takeWidgetList(gtk_container_get_children(GObjectBridge.cast(box)))
            .first { GObjectBridge.isInstance($0, of: gtk_stack_get_type()) }
        // Without the stack the window's dispose would touch a freed one: leave it as GTK has it.
        guard let stack else { return nil }
        g_object_ref(stack)
        gtk_widget_destroy(box)
        return stack
    }

    /// Runs `body` once the window and every widget GTK built inside it are finalized.
    func onFinalize(_ body: @escaping @MainActor () -> Void) {
        let parts = [window] + Self.descendants(of: window)
        var remaining = parts.count
        for part in parts {
            GtkFinalizeNotifier.add(to: GObjectBridge.cast(part)) {
                remaining -= 1
                if remaining == 0 { body() }
            }
        }
    }

    private static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        GtkInnerWidgets.all(of: widget).flatMap { [$0] + descendants(of: $0) }
    }

    var title: String { GObjectBridge.string(gtk_window_get_title(GObjectBridge.cast(window))) ?? "" }
    var isShown: Bool { gtk_widget_get_visible(window) != 0 }
    var shownTexts: [String] { readTexts(window) }

    func present(transientFor parent: (any NativeWindow)?) {
        if let parent = parent as? GtkWindowWrapper {
            gtk_window_set_transient_for(GObjectBridge.cast(window), GObjectBridge.cast(parent.widget))
            gtk_window_set_position(GObjectBridge.cast(window), GTK_WIN_POS_CENTER_ON_PARENT)
            closeWithParent(parent)
        }
        gtk_window_present(GObjectBridge.cast(window))
    }

    /// Closes with the window it is shown above. GTK takes a transient window along only
    /// when its parent is destroyed, and a closed window is hidden (to be presented again):
    /// the shortcuts window, modal, stayed on screen over nothing, and its grab took every
    /// key and click meant for the app's other windows.
    private func closeWithParent(_ newParent: GtkWindowWrapper) {
        guard newParent !== parent else { return }
        if let parentHidden { parent?.disconnect(parentHidden) }
        parent = newParent
        let window = window
        // The window pointer, not self: this handler goes in deinit, before the window.
        parentHidden = newParent.connect("hide") { _ in
            gtk_widget_hide(window)
            return false
        }
    }

    func close() { gtk_widget_hide(window) }

    /// A GDK_DELETE event, as the window manager's close button sends.
    func simulateCloseRequest() {
        gtk_widget_realize(window)
        guard let gdkWindow = gtk_widget_get_window(window), let event = gdk_event_new(GDK_DELETE) else { return }
        event.pointee.any.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.any.send_event = 1
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}

/// Builds GTK's standard windows.
@MainActor
enum GtkStandardWindows {
    static func about(_ content: AboutContent) -> GtkStandardWindow {
        let dialog = gtk_about_dialog_new()!
        let about: UnsafeMutablePointer<GtkAboutDialog> = GObjectBridge.cast(dialog)
        gtk_about_dialog_set_program_name(about, content.name)
        gtk_about_dialog_set_version(about, content.version)
        if !content.comments.isEmpty { gtk_about_dialog_set_comments(about, content.comments) }
        if let website = content.website { gtk_about_dialog_set_website(about, website) }
        if let copyright = content.copyright { gtk_about_dialog_set_copyright(about, copyright) }
        if let iconName = content.iconName { gtk_about_dialog_set_logo_icon_name(about, iconName) }
        withStringArray(content.developers) { gtk_about_dialog_set_authors(about, $0) }
        switch content.license {
        case .custom(let text): gtk_about_dialog_set_license(about, text)
        default: gtk_about_dialog_set_license_type(about, licenseType(content.license))
        }
        return GtkStandardWindow(window: dialog) { widget in
            let about: UnsafeMutablePointer<GtkAboutDialog> = GObjectBridge.cast(widget)
            let fields = [gtk_about_dialog_get_program_name(about), gtk_about_dialog_get_version(about),
                          gtk_about_dialog_get_comments(about), gtk_about_dialog_get_website(about),
                          gtk_about_dialog_get_copyright(about)].compactMap(GObjectBridge.string).filter { !$0.isEmpty }
            return fields + strings(gtk_about_dialog_get_authors(about))
        }
    }

    private static func licenseType(_ license: AppLicense) -> GtkLicense {
        switch license {
        case .unknown, .custom: GTK_LICENSE_UNKNOWN
        case .mit: GTK_LICENSE_MIT_X11
        case .bsd3: GTK_LICENSE_BSD_3
        case .apache2: GTK_LICENSE_APACHE_2_0
        case .mpl2: GTK_LICENSE_MPL_2_0
        case .gpl2OrLater: GTK_LICENSE_GPL_2_0
        case .gpl3OrLater: GTK_LICENSE_GPL_3_0
        case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
        case .lgpl3OrLater: GTK_LICENSE_LGPL_3_0
        case .agpl3OrLater: GTK_LICENSE_AGPL_3_0
        }
    }

    /// GtkShortcutsWindow with one section of groups of GtkShortcutsShortcut, made in code
    /// as a GtkBuilder file would make them.
    static func shortcuts(_ groups: [ShortcutGroup]) -> GtkStandardWindow {
        let window = newObject(gtk_shortcuts_window_get_type())
        gtk_window_set_modal(GObjectBridge.cast(window), 1)
        // Its header bar says "Shortcuts"; the window manager and screen readers read the
        // window's title, which GTK leaves empty.
        gtk_window_set_title(GObjectBridge.cast(window), rtr("Shortcuts"))
        let section = newObject(gtk_shortcuts_section_get_type())
        setString(section, "section-name", "shortcuts")
        var made: [(group: UnsafeMutablePointer<GtkWidget>, shortcuts: [UnsafeMutablePointer<GtkWidget>])] = []
        for group in groups {
            let groupWidget = newObject(gtk_shortcuts_group_get_type())
            setString(groupWidget, "title", group.title)
            var shortcuts: [UnsafeMutablePointer<GtkWidget>] = []
            for shortcut in group.shortcuts {
                let item = newObject(gtk_shortcuts_shortcut_get_type())
                setString(item, "title", shortcut.title)
                setString(item, "accelerator", shortcut.accelerators.joined(separator: " "))
                gtk_widget_show(item)
                gtk_container_add(GObjectBridge.cast(groupWidget), item)
                shortcuts.append(item)
            }
            gtk_widget_show(groupWidget)
            gtk_container_add(GObjectBridge.cast(section), groupWidget)
            made.append((groupWidget, shortcuts))
        }
        gtk_widget_show(section)
        gtk_container_add(GObjectBridge.cast(window), section)
        setString(window, "section-name", "shortcuts")
        return GtkStandardWindow(window: window) { _ in
            made.flatMap { group, shortcuts in
                [string(group, "title")] + shortcuts.map { "\(string($0, "title")): \(string($0, "accelerator"))" }
            }
        }
    }

    private static func newObject(_ type: GType) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutablePointer(OpaquePointer(g_object_new_with_properties(type, 0, nil, nil)!))
    }

    private static func setString(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String, _ text: String) {
        var value = GValue()
        g_value_init(&value, GObjectBridge.stringType)
        defer { g_value_unset(&value) }
        g_value_set_string(&value, text)
        g_object_set_property(GObjectBridge.cast(object), name, &value)
    }

    private static func string(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String {
        GObjectBridge.property(name, of: object, type: GObjectBridge.stringType) { GObjectBridge.string(g_value_get_string($0)) ?? "" }
    }

    private static func withStringArray(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<gchar>?>) -> Void) {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count, body)
        }
    }

    private static func strings(_ list: UnsafePointer<UnsafePointer<gchar>?>?) -> [String] {
        guard let list else { return [] }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }
}
