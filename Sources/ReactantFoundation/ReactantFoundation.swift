// `import ReactantFoundation` is `import Reactant` plus Foundation and the toolkit's
// conveniences that need Foundation itself: CGFloat/CGSize/CGPoint constraint constants,
// DateFormatter in the person's locale, images from a SwiftPM `Bundle`. A port of an iOS
// Reactant file that writes those can replace `import UIKit` with it.
//
// The toolkit (`Reactant`) imports only FoundationEssentials and FoundationInternationalization,
// so an app that never imports Foundation doesn't load its library at start (README:
// "Start-up benchmark").
@_exported import Foundation
@_exported import Reactant
