import Foundation

/// Where `TransitionError`s go. Every error is appended to `errors` and passed to `handler`; nothing
/// crashes. Tests read `errors` (or call `takeErrors()`). While `throwsFromRecorder` is `true` (default),
/// a `FrameRecorder` that captures or steps a frame while errors are pending throws the first of them
/// (and the pending list is cleared), so a recording never silently shows a broken transition.
@preconcurrency @MainActor
public final class TransitionDiagnostics {
    /// The diagnostics sink of the current world (``World/current``).
    public static var shared: TransitionDiagnostics { World.current.diagnostics }

    /// Errors reported since the last `takeErrors()` / `reset()`, oldest first.
    public private(set) var errors: [TransitionError] = []

    /// Called with every reported error, after it was appended to `errors`. Default: none.
    public var handler: ((TransitionError) -> Void)?

    /// How long (virtual seconds) after its expected end a transition may run without
    /// `completeTransition(_:)` before it is reported as `.neverCompleted` and ended. Default 10 s.
    public var completionGracePeriod: TimeInterval = 10

    /// How long (virtual seconds) an interactive transition may go without an update, finish, cancel or
    /// pause before it is reported as `.interactionStalled` and ended. Default 60 s.
    public var interactionIdleLimit: TimeInterval = 60

    /// Whether `FrameRecorder` throws pending errors (see the type's documentation). Default `true`.
    public var throwsFromRecorder = true

    /// Creates an empty sink (use `shared`; separate instances are for tests of the sink itself).
    public nonisolated init() {}

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

    /// Clears the errors, removes the handler, restores the default settings and, for ``shared``, forgets
    /// any transition still running in the current world (without calling anything), so the next test
    /// starts clean. `World.reset()` (and so `VirtualClock.shared.reset()`) calls it.
    public func reset() {
        errors.removeAll()
        handler = nil
        completionGracePeriod = 10
        interactionIdleLimit = 60
        throwsFromRecorder = true
        if self === World.current.diagnostics { World.current.abandonTransitions() }
    }
}
