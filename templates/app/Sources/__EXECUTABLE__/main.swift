import Glibc
import @NAME@

let status = MainActor.assumeIsolated { @NAME@App.run() }
exit(status)
