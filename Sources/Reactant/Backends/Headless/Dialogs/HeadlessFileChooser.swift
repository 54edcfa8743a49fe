import FoundationEssentials

/// The stand-in for GtkFileChooserNative: it shows nothing, records what it was asked, and
/// waits for a test to choose (`Interact.chooseFiles`) or cancel, as a person would in GTK's
/// dialog. The same failures as the GTK backend's come at once, on the next idle.
@MainActor
final class HeadlessFileChooser: NativeFileChooser {
    let request: FileChooserRequest
    weak var parent: (any NativeWindow)?
    private(set) var isShown = true
    private let ending: FileChooserEnding<HeadlessFileChooser>

    init(request: FileChooserRequest, parent: (any NativeWindow)?,
         completion: @escaping @MainActor (FileChooserOutcome) -> Void,
         onEnd: @escaping @MainActor (HeadlessFileChooser) -> Void) {
        self.request = request
        self.parent = parent
        ending = FileChooserEnding(completion: completion, onEnd: onEnd)
    }

    func simulateChoice(_ urls: [URL]) throws {
        guard isShown else { throw FileChooserError.failed("the chooser is closed") }
        end(.chosen(urls))
    }

    func simulateCancel() { cancel() }

    func cancel() {
        guard isShown else { return }
        end(.cancelled)
    }

    private func end(_ outcome: FileChooserOutcome) {
        isShown = false
        ending.end(self, with: outcome)
    }

    /// The GTK backend's portal rule (see `GtkFileChooser.portalProblem`): a portal is needed
    /// in a Flatpak sandbox or with `GTK_USE_PORTAL=1`, and it can only answer on a session
    /// bus. The stand-in has no bus to ask, so a needed portal is always missing; without a
    /// bus address (or with one naming a socket that isn't there) it says so as GTK does.
    static func portalProblem(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let wanted = environment["GTK_USE_PORTAL"] == "1" || FileManager.default.fileExists(atPath: "/.flatpak-info")
        guard wanted else { return nil }
        let address = environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
        if address.isEmpty { return "no session bus" }
        if address.hasPrefix("unix:path="),
           !FileManager.default.fileExists(atPath: String(address.dropFirst("unix:path=".count).prefix { $0 != "," })) {
            return "no session bus"
        }
        return "the headless backend has no portal"
    }
}
