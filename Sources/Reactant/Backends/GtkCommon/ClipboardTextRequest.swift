#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4

/// A clipboard read's completion on its way through GTK's C callback as user data, for both
/// GTK backends: retained until GTK calls back, then answered from the main loop.
@MainActor
final class ClipboardTextRequest {
    private let completion: @MainActor (String?) -> Void

    private init(_ completion: @escaping @MainActor (String?) -> Void) { self.completion = completion }

    /// The user data to give GTK; `answer` releases it.
    static func retained(_ completion: @escaping @MainActor (String?) -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(ClipboardTextRequest(completion)).toOpaque()
    }

    /// Answers the request behind `data` with `text` from the main loop (`schedule`): GTK
    /// answers at once when this process owns the clipboard, later when another does, and
    /// callers see one order whoever owns it. GTK calls back on the main thread only.
    nonisolated static func answer(_ data: UnsafeMutableRawPointer, with text: String?,
                                   schedule: @MainActor (@escaping @MainActor () -> Void) -> Void) {
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated {
            let request = Unmanaged<ClipboardTextRequest>.fromOpaque(data).takeRetainedValue()
            schedule { request.completion(text) }
        }
    }
}
#endif // GTK3 || GTK4
