/// What the samples print, kept for the tests: this module's `print` shadows the standard one,
/// so seed 001's validation sample runs as written and its output can be read back.
@MainActor enum SampleOutput {
    static var lines: [String] = []
}

@MainActor func print(_ items: Any...) {
    let line = items.map { "\($0)" }.joined(separator: " ")
    SampleOutput.lines.append(line)
    Swift.print(line)
}
