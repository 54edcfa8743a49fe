import Testing

/// The parent of every suite that builds widgets. Its tests run one at a time: windows, the
/// focus, modal grabs and the GTK main loop belong to the whole process, so two UI tests
/// interleaving at an `await` would disturb each other. Suites that touch no UI state may
/// stay outside it and run in parallel.
///
///     extension UITests {
///         @Suite @MainActor struct ButtonTests {
///             init() throws { try TestBackend.start() }
///             @Test func … }
///     }
@Suite(.uiSerialized) enum UITests {}
