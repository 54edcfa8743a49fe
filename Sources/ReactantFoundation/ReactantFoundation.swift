// `import ReactantFoundation` is `import Reactant` plus Foundation and the toolkit's
// conveniences that need Foundation itself: CGFloat/CGSize/CGPoint constraint constants,
// DateFormatter in the person's locale, images from a SwiftPM `Bundle`. A port of an iOS
// Reactant file replaces `import UIKit` with it: `CGFloat`, `UUID`, `Date` come from
// Foundation, `exit` and the rest of the C library from Glibc, as `import UIKit` gave them.
//
// The toolkit (`Reactant`) imports only FoundationEssentials and FoundationInternationalization,
// so an app that never imports Foundation doesn't load its library at start (README:
// "Start-up benchmark").
@_exported import Foundation
@_exported import Reactant
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif
