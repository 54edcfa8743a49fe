/// Modal presentation, as UIKit's `present(_:animated:)` and `dismiss(animated:)`.
///
/// A presented controller opens in a new modal window transient for the presenting
/// controller's window; input to the windows below is blocked while it is up. The presenting
/// controller stays appeared (its window is still visible under the modal one); only the
/// presented controller gets appear events, and disappear events when it is dismissed.
///
/// Misuse is reported through `Diagnostics` (a warning) and refused, never a crash; the
/// `@discardableResult` values say whether anything happened.
extension Controller {
    /// Presents `controller` in a modal window above this controller's window.
    ///
    /// Refused (warning, `isPresented == false`) when `controller` is already shown (or is
    /// this controller), when this controller is not in a window (never shown, popped or
    /// dismissed), or when its window already presents one (dismiss that first).
    @discardableResult
    public func present(controller: Controller) -> Presentation {
        let refused = Presentation(controller: nil, window: nil)
        let name = "present(controller: \(describeController(controller)))"
        guard controller !== self, !controller.isShown else {
            Diagnostics.warning("\(name): it is already shown; a controller can be in one place at a time. Refused.")
            return refused
        }
        if let refusal = refusalToPresent(from: name) {
            Diagnostics.warning(refusal)
            return refused
        }
        guard let window else { return refused }
        let presented = window.present(controller)
        return Presentation(controller: controller, window: presented)
    }

    /// Why this controller can't present now (for `operation`), or nil when it can.
    func refusalToPresent(from operation: String) -> String? {
        guard let window else {
            return "\(operation) from \(describeController(self)): that controller is not in a window (never shown, popped or dismissed). Refused."
        }
        if let current = window.presentedWindow {
            return "\(operation): \(describeController(self))'s window already presents '\(current.title)'; dismiss it first. Refused."
        }
        return nil
    }

    /// Dismisses what this controller's window presented (with everything above it), or, when
    /// it presented nothing, this controller's own window if that was presented (UIKit's rule).
    ///
    /// - Returns: false, with a warning, when there is nothing to dismiss: the controller is
    ///   not in a window, or neither presented nor presenting anything.
    @discardableResult
    public func dismiss() -> Bool {
        guard let window else {
            Diagnostics.warning("dismiss(): \(describeController(self)) is not in a window (never shown, popped or dismissed already); nothing to dismiss.")
            return false
        }
        if let presented = window.presentedWindow {
            presented.close()
            return true
        }
        if window.presentingWindow != nil {
            window.close()
            return true
        }
        Diagnostics.warning("dismiss(): \(describeController(self)) presents nothing and was not presented; nothing to dismiss.")
        return false
    }
}

@MainActor
func describeController(_ controller: Controller) -> String {
    "\(type(of: controller)) '\(controller.title)'"
}
