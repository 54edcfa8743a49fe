import Glibc
import TableDemo

// The app's whole `main`: everything else lives in TableDemo so tests can drive it.
let status = MainActor.assumeIsolated { TableDemoApp.run() }
exit(status)
