import Testing

/// Runs each test it covers alone: no other test carrying the trait runs at the same time.
///
/// Windows, the keyboard focus, modal grabs and the GTK main loop belong to the whole
/// process, so two UI tests that interleave at an `await` disturb each other. Swift Testing
/// runs suites in parallel by default; put this trait on every suite that builds widgets and
/// `swift test` as typed stays correct while tests without it still run in parallel:
///
///     @Suite(.uiSerialized) @MainActor
///     struct GreeterTests { … }
///
/// On a suite it covers the suite's tests and those of nested suites.
public struct UISerializedTrait: TestTrait, SuiteTrait, TestScoping {
    /// True: on a suite, the trait covers its tests and nested suites.
    public var isRecursive: Bool { true }

    /// Runs the test once no other serialized test is running (Swift Testing calls this).
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // The suite itself gets a scope too (no test case); holding the lock there would shut
        // out its own tests.
        guard testCase != nil else { return try await function() }
        await UITestLock.shared.acquire()
        do {
            try await function()
        } catch {
            await UITestLock.shared.release()
            throw error
        }
        await UITestLock.shared.release()
    }
}

extension Trait where Self == UISerializedTrait {
    /// Runs the tests one at a time with every other UI test (see `UISerializedTrait`).
    public static var uiSerialized: Self { Self() }
}

/// A first-come, first-served lock that waits without blocking a thread.
actor UITestLock {
    static let shared = UITestLock()
    private var isHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            isHeld = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
