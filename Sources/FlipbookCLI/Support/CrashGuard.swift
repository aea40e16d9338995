import Foundation

/// Ends the process at once, with exit status 70 and a one-line note, when it crashes (a trap,
/// a segmentation fault, an abort, a stack overflow on the main thread).
///
/// Without this, the Swift runtime starts its backtrace helper (`swift-backtrace`) on a crash. The
/// helper inherits standard output and error, and when two threads crash at once — or the crashed
/// process is gone before the helper is done — it can be left running, ignoring SIGTERM and holding
/// the caller's pipe open, so `flipbook … 2>&1 | tee log` never returns. The runtime has already
/// printed the reason (e.g. "Fatal error: …") before the signal, so little is lost.
///
/// The handler runs on an alternate signal stack, so a stack overflow on the main thread (where scene
/// files are parsed) is reported like any other crash. Other threads have no alternate stack: an
/// overflow there ends the process with SIGSEGV from the kernel, also without a helper.
public enum CrashGuard {
    /// Bytes of the main thread's alternate signal stack (the handler only calls write(2) and _exit(2)).
    private static let alternateStackSize = 64 << 10

    /// Replaces the runtime's crash handlers with ours (call first thing in `main`, on the main thread).
    public static func install() {
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        stack.ss_size = alternateStackSize
        let hasAlternateStack = sigaltstack(&stack, nil) == 0
        for number in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                // Only async-signal-safe calls: write(2) and _exit(2).
                let text: StaticString =
                    "flipbook: internal error: the process crashed; please report it with the command that caused it\n"
                _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
                _exit(ExitStatus.internalError.rawValue)
            }
            action.sa_flags = hasAlternateStack ? Int32(SA_ONSTACK) : 0
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }
}
