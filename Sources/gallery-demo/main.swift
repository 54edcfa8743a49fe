import Glibc
import GalleryDemo

// The app's whole `main`: everything else lives in GalleryDemo so tests can drive it.
let status = MainActor.assumeIsolated { GalleryApp.run() }
exit(status)
