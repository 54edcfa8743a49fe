/// How a file chooser ends, the same in both backends: once, whether a person chose, cancelled
/// or the app cancelled. The shell lets the chooser go first (`onEnd`), then the caller's
/// completion runs with the outcome; a later end finds nothing left to run.
@MainActor
final class FileChooserEnding<Chooser: AnyObject> {
    private var completion: (@MainActor (FileChooserOutcome) -> Void)?
    private let onEnd: @MainActor (Chooser) -> Void

    init(completion: @escaping @MainActor (FileChooserOutcome) -> Void,
         onEnd: @escaping @MainActor (Chooser) -> Void) {
        self.completion = completion
        self.onEnd = onEnd
    }

    /// Ends `chooser` with `outcome`, unless it has ended already.
    func end(_ chooser: Chooser, with outcome: FileChooserOutcome) {
        guard let completion else { return }
        self.completion = nil
        onEnd(chooser)
        completion(outcome)
    }
}
