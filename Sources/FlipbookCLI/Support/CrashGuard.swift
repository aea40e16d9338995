import Foundation

/// Ends the process at once, with exit status 70 and a one-line note, when it crashes (a trap,
/// a segmentation fault, an abort).
///
/// Without this, the Swift runtime starts its backtrace helper (`swift-backtrace`) on a crash. The
/// helper inherits standard output and error, and when two threads crash at once — or the crashed
/// process is gone before the helper is done — it can be left running, ignoring SIGTERM and holding
/// the caller's pipe open, so `flipbook … 2>&1 | tee log` never returns. The runtime has already
/// printed the reason (e.g. "Fatal error: …") before the signal, so little is lost. (A stack overflow
/// leaves no stack for the handler; the kernel then ends the process with SIGSEGV, also without a helper.)
public enum CrashGuard {
    /// Replaces the runtime's crash handlers with ours (call first thing in `main`).
    public static func install() {
        for number in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV] {
            signal(number) { number in
                // Only async-signal-safe calls: write(2) and _exit(2).
                let text: StaticString =
                    "flipbook: internal error: the process crashed; please report it with the command that caused it\n"
                _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
                _exit(ExitStatus.internalError.rawValue)
            }
        }
    }
}
