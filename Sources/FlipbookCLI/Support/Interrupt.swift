import Foundation

/// What SIGINT (Ctrl-C) and SIGTERM do. While nothing is being written (loading, decoding, layout) the
/// process ends at once with 130 or 143, whatever it is doing — a scene that takes long to load is no
/// reason to ignore the user. While files are written, the signal only sets a flag the render loop
/// checks between batches, so the tool stops after finishing the files in hand (each written
/// atomically) instead of leaving half a file or a temporary file behind.
enum Interrupt {
    /// The signal that arrived while writing (0: none).
    nonisolated(unsafe) private static var received: sig_atomic_t = 0
    /// Whether signals are deferred (files are being written).
    nonisolated(unsafe) private static var deferring: sig_atomic_t = 0
    nonisolated(unsafe) private static var installed = false

    /// Installs the handlers (once).
    static func install() {
        guard !installed else { return }
        installed = true
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in
                if Interrupt.deferring == 0 { _exit(128 + number) }
                Interrupt.received = number
            }
        }
        // A parent may have started us with these signals blocked (the mask is inherited); unblock them.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Runs `work` (which writes files) with signals deferred to ``requested`` checks.
    static func deferred<T, E: Error>(_ work: () throws(E) -> T) throws(E) -> T {
        deferring = 1
        defer { deferring = 0 }
        let result = try work()
        return result
    }

    /// Whether a signal arrived.
    static var requested: Bool { received != 0 }

    /// The exit status for the signal that arrived: 130 for SIGINT, 143 for SIGTERM.
    static var status: ExitStatus { received == SIGTERM ? .terminated : .interrupted }
}
