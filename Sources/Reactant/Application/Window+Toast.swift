/// Toasts over a window's content (see `Toast`, `ToastOverlay`).
extension Window {
    /// Shows `toast` at the top of the window, after the toasts shown before it have gone.
    /// The first toast puts a `ToastOverlay` around the controller's view (the focus stays
    /// where it was); a closed window shows none.
    public func showToast(_ toast: Toast) {
        guard let controller, isShown else {
            Diagnostics.warning("showToast(\"\(toast.title)\") on a window that isn't shown; the toast is dropped.")
            return
        }
        if toastOverlay == nil {
            let focus = native.focusedWidget
            native.content = nil
            let overlay = ToastOverlay()
            toastOverlay = overlay
            overlay.content = controller.view
            native.content = overlay.native
            // Taking the view out of the window took the focus away from inside it.
            if let focus, !focus.isFocus { focus.grabFocus() }
        }
        toastOverlay?.show(toast)
    }

    /// Escape with a toast up while the focus is outside the content (in the title bar, or
    /// nowhere) closes the toast; with the focus inside, the key first goes to the focus widget
    /// and up through the content to the overlay (see `ToastOverlay`), as GTK hands keys on.
    func dismissToastForEscape() -> Bool {
        guard let toastOverlay, toastOverlay.currentToast != nil else { return false }
        var widget = native.focusedWidget
        while let current = widget {
            if current === toastOverlay.native { return false }
            widget = current.nativeParent
        }
        toastOverlay.dismiss()
        return true
    }

    /// The window's content: the controller's view, inside the toast overlay once there is one.
    func showContent(_ view: View?) {
        if let toastOverlay {
            toastOverlay.content = view
            native.content = view == nil ? nil : toastOverlay.native
        } else {
            native.content = view?.native
        }
    }
}

extension Controller {
    /// Shows `toast` in the controller's window (see `Window.showToast(_:)`); a controller
    /// that isn't in a shown window shows none and says so.
    public func showToast(_ toast: Toast) {
        guard let window else {
            Diagnostics.warning("showToast(\"\(toast.title)\") from \(type(of: self)) '\(title)', which is in no window; the toast is dropped.")
            return
        }
        window.showToast(toast)
    }
}
