import Glibc
import GreeterDemo

// The app's whole `main`: everything else lives in GreeterDemo so tests can drive it.
let status = MainActor.assumeIsolated { GreeterApp.run() }
exit(status)
