import Foundation

/// Where `TransitionError`s go. Every error is appended to `errors` and passed to `handler`; nothing
/// crashes. Tests read `errors` (or call `takeErrors()`); a recorder can turn pending errors into a
/// thrown error.
@MainActor
public final class TransitionDiagnostics {
    /// The process-wide diagnostics sink.
    public static let shared = TransitionDiagnostics()

    /// Errors reported since the last `takeErrors()` / `reset()`, oldest first.
    public private(set) var errors: [TransitionError] = []

    /// Called with every reported error, after it was appended to `errors`. Default: none.
    public var handler: ((TransitionError) -> Void)?

    /// How long (virtual seconds) after its expected end a transition may run without
    /// `completeTransition(_:)` before it is reported as `.neverCompleted` and ended. Default 10 s.
    public var completionGracePeriod: TimeInterval = 10

    /// Creates an empty sink (use `shared`; separate instances are for tests of the sink itself).
    public init() {}

    /// Records an error and tells the handler.
    public func report(_ error: TransitionError) {
        errors.append(error)
        handler?(error)
    }

    /// Returns the pending errors and clears them.
    public func takeErrors() -> [TransitionError] {
        defer { errors.removeAll() }
        return errors
    }

    /// Clears the errors, removes the handler, restores the default grace period and forgets any
    /// transition still running (without calling anything), so the next test starts clean. Call it
    /// together with `VirtualClock.shared.reset()`.
    public func reset() {
        errors.removeAll()
        handler = nil
        completionGracePeriod = 10
        TransitionDriver.abandonAll()
    }
}
