#if GTK3 || GTK4 // both GTK backends: GSettings and GKeyFile only
import GtkC
import FoundationEssentials

/// The window state in GSettings (the app's installed schema) or a GKeyFile.
@MainActor
enum GtkWindowStateStore {
    static let keys = (width: "window-width", height: "window-height", maximized: "window-maximized")

    static func storage(appID: String, keyFileFolder: URL) -> WindowStateStorage {
        // The default source is NULL when no schema is installed at all; lookup returns NULL
        // for a missing schema, where g_settings_new would abort the process.
        if let source = g_settings_schema_source_get_default(),
           let schema = g_settings_schema_source_lookup(source, appID, 1) {
            defer { g_settings_schema_unref(schema) }
            let names: [String] = [keys.width, keys.height, keys.maximized]
            if names.allSatisfy({ g_settings_schema_has_key(schema, $0) != 0 }) {
                return .settings(schemaID: appID)
            }
            Diagnostics.warning("The GSettings schema \(appID) lacks the keys \(keys.width), \(keys.height) and \(keys.maximized) (see data/ in the new-app template); the window state is kept in a key file instead.")
        }
        return .keyFile(keyFileFolder.appendingPathComponent("window-state.ini"))
    }

    static func read(from storage: WindowStateStorage) -> WindowStateReading {
        switch storage {
        case .settings(let schemaID):
            guard let settings = settings(schemaID) else { return .unusable("the schema \(schemaID) is gone") }
            defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
            let width = Int(g_settings_get_int(settings, keys.width))
            let height = Int(g_settings_get_int(settings, keys.height))
            // The schema's defaults (-1) mean nothing was saved yet.
            guard width > 0 || height > 0 else { return .none }
            return .state(WindowState(width: width, height: height,
                                      isMaximized: g_settings_get_boolean(settings, keys.maximized) != 0))
        case .keyFile(let url):
            guard FileManager.default.fileExists(atPath: url.path) else { return .none }
            let file = g_key_file_new()
            defer { g_key_file_free(file) }
            var error: UnsafeMutablePointer<GError>?
            guard g_key_file_load_from_file(file, url.path, G_KEY_FILE_NONE, &error) != 0 else { return .unusable(take(&error)) }
            let width = g_key_file_get_integer(file, "window", "width", &error)
            if error != nil { return .unusable(take(&error)) }
            let height = g_key_file_get_integer(file, "window", "height", &error)
            if error != nil { return .unusable(take(&error)) }
            let maximized = g_key_file_get_boolean(file, "window", "maximized", &error)
            if error != nil { return .unusable(take(&error)) }
            return .state(WindowState(width: Int(width), height: Int(height), isMaximized: maximized != 0))
        }
    }

    static func write(_ state: WindowState, to storage: WindowStateStorage) -> String? {
        switch storage {
        case .settings(let schemaID):
            guard let settings = settings(schemaID) else { return "the schema \(schemaID) is gone" }
            defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
            g_settings_set_int(settings, keys.width, gint(state.width))
            g_settings_set_int(settings, keys.height, gint(state.height))
            g_settings_set_boolean(settings, keys.maximized, GObjectBridge.gbool(state.isMaximized))
            // The app is about to quit: write now rather than when GSettings gets to it.
            g_settings_sync()
            return nil
        case .keyFile(let url):
            g_mkdir_with_parents(url.deletingLastPathComponent().path, 0o700)
            let file = g_key_file_new()
            defer { g_key_file_free(file) }
            g_key_file_set_integer(file, "window", "width", gint(state.width))
            g_key_file_set_integer(file, "window", "height", gint(state.height))
            g_key_file_set_boolean(file, "window", "maximized", GObjectBridge.gbool(state.isMaximized))
            var error: UnsafeMutablePointer<GError>?
            guard g_key_file_save_to_file(file, url.path, &error) != 0 else { return take(&error) }
            return nil
        }
    }

    private static func settings(_ schemaID: String) -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        return g_settings_new_full(schema, nil, nil)
    }

    private static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        return message
    }
}
#endif // GTK3 || GTK4
