import ReactantFoundation
import Testing

/// `import ReactantFoundation` alone replaces `import UIKit` in a ported file: what UIKit
/// brought along (Foundation's `CGFloat`, `UUID`, `Date`, the C library's `exit`) is there.
@Suite struct ReactantFoundationImportTests {
    @Test func foundationAndTheCLibraryComeWithTheImport() {
        let inset: CGFloat = 16
        #expect(inset * 2 == 32)
        #expect(UUID() != UUID())
        #expect(Date(timeIntervalSince1970: 0).timeIntervalSince1970 == 0)
        let quit: (Int32) -> Never = exit
        _ = quit
        #expect(getpid() > 0, "Glibc's functions")
    }
}
