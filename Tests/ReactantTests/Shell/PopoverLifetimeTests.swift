import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// A popover a view still holds doesn't keep alive, or stop the freeing of, the widget it
    /// points at: on GTK 4 it is that widget's child, which a list box's dispose would try
    /// to remove as a row for ever ("Tried to remove non-child").
    @Suite @MainActor struct PopoverLifetimeTests {
        init() throws { try TestBackend.start() }

        @Test func aListBoxGoesWhileAPopoverPointingAtItIsKept() {
            let tracker = FinalizationTracker()
            var popover: (any NativePopover)?
            do {
                let list = Backends.current.makeListBox()
                _ = list.insertRow(Backends.current.makeLabel(), at: 0)
                popover = Backends.current.shell.makePopover(relativeTo: list)
                tracker.track(list)
            }
            Interact.settle()
            #expect(tracker.aliveCount == 0)
            #expect(popover?.isOpen == false)
            #expect(popover?.relativeTo == nil)
        }
    }
}
