/// Context menus: a right click on a view, or the Menu key or Shift+F10 while the focus is
/// inside it, opens a menu pointing at the click (or at the view, from the keyboard).
extension View {
    /// Shows `menu` as this view's context menu; nil removes it. The innermost view with a
    /// context menu gets the request.
    public func setContextMenu(_ menu: Menu?) {
        guard let menu else {
            Backends.current.shell.setContextMenuHandler(on: native, nil)
            return
        }
        setContextMenu { _ in menu }
    }

    /// Asks `provider` for the menu at each request (nil: no menu this time).
    public func setContextMenu(_ provider: @escaping @MainActor (ContextMenuRequest) -> Menu?) {
        let presenter = ContextMenuPresenter()
        Backends.current.shell.setContextMenuHandler(on: native) { [weak self] request in
            guard let self, let menu = provider(request) else { return false }
            presenter.show(menu, from: self, request: request)
            return true
        }
    }

    /// The context menu open on this view now, if any (for tests).
    public var openContextMenu: Popover? {
        ContextMenuPresenter.open.first { popover in
            guard popover.isPresented, let pointed = popover.native?.relativeTo else { return false }
            return sequence(first: pointed) { $0.nativeParent }.contains { $0 === native }
        }
    }
}

extension Popover {
    /// The context menus open now, oldest first.
    public static var openContextMenus: [Popover] {
        ContextMenuPresenter.open.filter(\.isPresented)
    }
}

/// Shows a view's context menus, all in one popover made at the first request: each request
/// gives it the menu asked for and points it at the click or row, as GTK 3 keeps ~800 bytes
/// for good per menu section of every popover that binds a menu (25 MB over 10,000 row menus).
@MainActor
final class ContextMenuPresenter {
    /// Context menus open now.
    static var open: [Popover] = []
    private var popover: Popover?
    private var cancellable: AnyCancellable?

    func show(_ menu: Menu, from view: View, request: ContextMenuRequest) {
        let popover: Popover
        if let reused = self.popover {
            // A request while it is open replaces what it shows, as a new menu would.
            if reused.isPresented { reused.dismiss() }
            reused.replaceMenu(menu)
            popover = reused
        } else {
            popover = Popover(menu: menu)
            self.popover = popover
            cancellable = popover.closed.sink { [weak popover] in
                Self.open.removeAll { $0 === popover || !$0.isPresented }
            }
        }
        switch request.origin {
        case .pointer(let x, let y):
            popover.present(from: view.native, at: (x, y))
        case .keyboard:
            // From the keyboard on a row: point at the row.
            popover.present(from: request.row ?? view.native, at: nil)
        }
        guard popover.isPresented, !Self.open.contains(where: { $0 === popover }) else { return }
        Self.open.append(popover)
    }
}
