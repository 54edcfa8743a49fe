
/// A clean shutdown on the signals a session, `kill`, a terminal's Ctrl+C or a closed terminal
/// send (SIGTERM, SIGINT, SIGHUP): the app quits as with Ctrl+Q (`willTerminate`, then every
/// window closes with its controllers' disappear events) and `run` returns 0. A second
/// signal while that runs ends the process at once, for an app stuck in its shutdown.
extension Application {
    /// `run` watches from its start to its end; tests call it to drive a signal without `run`.
    func watchTerminationSignals() {
        native.watchTerminationSignals { [weak self] signal in
            guard let self else { return }
            Diagnostics.logger.info("\(id) received signal \(signal); quitting")
            quit()
        }
    }
}
