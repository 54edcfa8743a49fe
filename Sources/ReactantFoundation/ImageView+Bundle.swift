import Foundation
import Reactant

extension ImageView {
    /// Shows an image bundled as a resource of a Swift target, e.g.
    /// `setResource("logo.png", in: .module)`. A missing one is reported as `setFile` reports
    /// a missing file, and the theme's "image-missing" icon is shown.
    public func setResource(_ name: String, in bundle: Bundle) {
        setFile(bundle.url(forResource: name, withExtension: nil)
            ?? URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent(name))
    }
}
