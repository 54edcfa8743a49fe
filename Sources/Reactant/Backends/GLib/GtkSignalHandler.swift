#if GTK3 || GTK4 // both GTK backends: GObject signals only
import GtkC

/// A Swift closure connected to a GObject signal.
///
/// The box is retained (`Unmanaged.passRetained`) for exactly as long as GObject keeps the
/// handler: the destroy notify given to `g_signal_connect_data` releases it, and GObject calls
/// that notify on `g_signal_handler_disconnect` and when the instance is disposed. So a closure
/// can never run after its handler is gone, and never leaks after it.
@MainActor
final class GtkSignalHandler {
    /// The C shape of a signal's handler; each needs its own trampoline.
    enum Shape {
        /// `void handler (instance, user_data)`: clicked, changed, activate, toggled, destroy.
        case plain
        /// `void handler (instance, argument, user_data)`: notify::… (the argument is the GParamSpec).
        case oneArgument
        /// `gboolean handler (instance, GdkEvent *event, user_data)`: GTK 3's delete-event.
        case event
        /// `gboolean handler (GtkEventControllerKey *, guint keyval, guint keycode,
        /// GdkModifierType state, user_data)`: GTK 4's key-pressed. The argument points to a
        /// `(guint, guint32)` of the keyval and the state on the stack, valid during the call.
        case keyPressed
        /// `void handler (GtkGestureClick *, gint n_press, gdouble x, gdouble y, user_data)`:
        /// GTK 4's pressed and released. No argument is passed on.
        case clickPressed
        /// `gboolean handler (instance, user_data)`: activate-link.
        case plainBoolean
        /// `void handler (instance, gdouble, gdouble, user_data)`: GtkGestureSwipe's swipe. The
        /// argument points to a `(Double, Double)` on the stack, valid during the call.
        case twoDoubles
    }

    /// Receives the signal's one argument (nil for `.plain`); the result is the gboolean that
    /// boolean handlers return (TRUE stops the emission) and is ignored otherwise.
    typealias Body = @MainActor (UnsafeMutableRawPointer?) -> Bool

    private let body: Body

    private init(body: @escaping Body) {
        self.body = body
    }

    /// Connects `body` to `signal` of `instance` and returns the handler id. `after` runs it
    /// after the signal's default handler (G_CONNECT_AFTER).
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, shape: Shape, after: Bool = false,
        body: @escaping Body
    ) -> UInt {
        let box = Unmanaged.passRetained(GtkSignalHandler(body: body)).toOpaque()
        return g_signal_connect_data(
            instance, signal, Trampolines.callback(for: shape), box, Trampolines.releaseBox,
            after ? G_CONNECT_AFTER : GConnectFlags(0))
    }

    /// Runs the closure of the box behind `data`. GTK emits signals on the main thread only,
    /// which is what makes `assumeIsolated` true here.
    nonisolated fileprivate static func invoke(_ data: UnsafeMutableRawPointer?, argument: UnsafeMutableRawPointer?) -> gboolean {
        guard let data else { return 0 }
        let handler = Unmanaged<GtkSignalHandler>.fromOpaque(data).takeUnretainedValue()
        // A raw pointer isn't Sendable, but it never leaves the main thread it arrived on.
        nonisolated(unsafe) let argument = argument
        return MainActor.assumeIsolated { handler.body(argument) ? 1 : 0 }
    }
}

/// The C functions GObject calls; they only forward to `GtkSignalHandler.invoke`.
private enum Trampolines {
    static func callback(for shape: GtkSignalHandler.Shape) -> GCallback {
        switch shape {
        case .plain:
            let function: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
                _ = GtkSignalHandler.invoke(data, argument: nil)
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .oneArgument:
            let function: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
                _, argument, data in
                _ = GtkSignalHandler.invoke(data, argument: argument)
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .plainBoolean:
            let function: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
                GtkSignalHandler.invoke(data, argument: nil)
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .twoDoubles:
            let function: @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = {
                _, first, second, data in
                var pair = (first, second)
                _ = withUnsafeMutablePointer(to: &pair) { GtkSignalHandler.invoke(data, argument: UnsafeMutableRawPointer($0)) }
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .event:
            let function: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
                _, event, data in
                GtkSignalHandler.invoke(data, argument: event)
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .clickPressed:
            let function: @convention(c) (UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = {
                _, _, _, _, data in
                _ = GtkSignalHandler.invoke(data, argument: nil)
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .keyPressed:
            // The state is a GdkModifierType, a guint in C; GObject stays the only API named here.
            let function: @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?) -> gboolean = {
                _, keyval, _, state, data in
                var pair = (keyval, state)
                return withUnsafeMutablePointer(to: &pair) { GtkSignalHandler.invoke(data, argument: UnsafeMutableRawPointer($0)) }
            }
            return unsafeBitCast(function, to: GCallback.self)
        }
    }

    /// The destroy notify: balances the `passRetained` of `connect`.
    static let releaseBox: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<GtkSignalHandler>.fromOpaque(data).release()
    }
}
#endif // GTK3 || GTK4
