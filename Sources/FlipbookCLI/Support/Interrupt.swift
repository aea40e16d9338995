import Foundation
import Synchronization

/// What SIGINT (Ctrl-C) and SIGTERM do. While nothing is being written (loading, decoding, layout) the
/// process ends at once with 130 or 143, whatever it is doing — a scene that takes long to load is no
/// reason to ignore the user. While files are written, the signal only sets a flag that the work checks
/// often: before each frame's layout, before every display item a frame paints, every few PNG rows and
/// before each file is written. The tool then stops within moments, leaving only complete files (each
/// written atomically) and no temporary ones.
enum Interrupt {
    /// The signal that arrived while writing (0: none). Atomic: set by the handler, read by every
    /// rendering thread.
    private static let received = Atomic<Int32>(0)
    /// Whether signals are deferred (files are being written).
    private static let deferring = Atomic<Bool>(false)
    nonisolated(unsafe) private static var installed = false

    /// Installs the handlers (once).
    static func install() {
        guard !installed else { return }
        installed = true
        _ = received.load(ordering: .relaxed) // initialise the statics before a handler can touch them
        _ = deferring.load(ordering: .relaxed)
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in
                if !Interrupt.deferring.load(ordering: .sequentiallyConsistent) { _exit(128 + number) }
                Interrupt.received.store(number, ordering: .sequentiallyConsistent)
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
        deferring.store(true, ordering: .sequentiallyConsistent)
        defer { deferring.store(false, ordering: .sequentiallyConsistent) }
        let result = try work()
        return result
    }

    /// Whether a signal arrived.
    static var requested: Bool { received.load(ordering: .relaxed) != 0 }

    /// ``requested`` as a check that rendering threads and the PNG encoder ask while they work.
    static let shouldStop: @Sendable () -> Bool = { Interrupt.requested }

    /// The exit status for the signal that arrived: 130 for SIGINT, 143 for SIGTERM.
    static var status: ExitStatus { received.load(ordering: .relaxed) == SIGTERM ? .terminated : .interrupted }
}
