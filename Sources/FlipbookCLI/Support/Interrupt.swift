import Foundation

/// Turns Ctrl-C (SIGINT) and SIGTERM into a flag the render loop checks between batches, so the tool
/// stops after finishing the files it is writing (each written atomically) instead of dying mid-write.
enum Interrupt {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0
    nonisolated(unsafe) private static var installed = false

    /// Installs the handlers (once).
    static func install() {
        guard !installed else { return }
        installed = true
        signal(SIGINT) { _ in Interrupt.flag = 1 }
        signal(SIGTERM) { _ in Interrupt.flag = 1 }
        // A parent may have started us with these signals blocked (the mask is inherited); unblock them.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether a signal arrived.
    static var requested: Bool { flag != 0 }
}
