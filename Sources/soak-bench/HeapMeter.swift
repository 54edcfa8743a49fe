#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CSoakHeap
import Glibc
import Reactant

/// The heap the process holds, as glibc's allocator counts it: bytes in use in the arenas
/// (`uordblks`) plus blocks it mapped on their own (`hblkhd`). Both backends' memory is
/// malloc'd (GTK, GLib with GSlice off, Swift), so a leak of any of them shows here.
@MainActor
enum HeapMeter {
    static var allocatedBytes: Int { Int(soak_heap_allocated_bytes()) }

    /// Runs what the main loop has pending until it has nothing left, a few frames apart, so
    /// that frees GTK defers to idle handlers and the frame clock (a destroyed window's
    /// resources, a popover's closing) are done before the heap is read.
    static func settle() {
        for _ in 0..<4 {
            Backends.current.processPendingEvents()
            usleep(5_000)
        }
        Backends.current.processPendingEvents()
    }
}
#endif // GTK3
