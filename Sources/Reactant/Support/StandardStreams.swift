import Glibc

/// Writes to standard output and error at once, unbuffered (FileHandle is Foundation's, which
/// the toolkit doesn't load): usage errors, a backend that can't start, the start-up probe.
enum StandardStreams {
    static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }
    static func writeOutput(_ text: String) { write(text, to: STDOUT_FILENO) }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
