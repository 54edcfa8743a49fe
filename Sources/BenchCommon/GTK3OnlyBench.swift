import Foundation

/// The whole run of a bench that measures GTK 3 only (constraint-bench, soak-bench,
/// text-bench) when it was built with the GTK4 trait: it says so on standard error and exits
/// with status 1.
public func exitAsGTK3Only(_ bench: String) -> Never {
    FileHandle.standardError.write(Data("\(bench) is GTK 3 only so far; build it without --traits GTK4.\n".utf8))
    exit(1)
}
