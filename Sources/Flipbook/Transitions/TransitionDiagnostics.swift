import Foundation

/// Where `TransitionError`s go. Every error is appended to `errors` and passed to `handler`; nothing
/// crashes. Tests read `errors` (or call `takeErrors()`). While `throwsFromRecorder` is `true` (default),
/// a `FrameRecorder` that captures or steps a frame while errors are pending throws the first of them
/// (and the pending list is cleared), so a recording never silently shows a broken transition.
@MainActor
public final class TransitionDiagnostics {
    /// The process-wide diagnostics sink.
    public static let shared: TransitionDiagnostics = {
        let sink = TransitionDiagnostics()
        TransitionDiagnostics.recorderCheck
        return sink
    }()

    /// Errors reported since the last `takeErrors()` / `reset()`, oldest first.
    public private(set) var errors: [TransitionError] = []

    /// Called with every reported error, after it was appended to `errors`. Default: none.
    public var handler: ((TransitionError) -> Void)?

    /// How long (virtual seconds) after its expected end a transition may run without
    /// `completeTransition(_:)` before it is reported as `.neverCompleted` and ended. Default 10 s.
    public var completionGracePeriod: TimeInterval = 10

    /// Whether `FrameRecorder` throws pending errors (see the type's documentation). Default `true`.
    public var throwsFromRecorder = true

    /// Creates an empty sink (use `shared`; separate instances are for tests of the sink itself).
    public init() {}

    private static let recorderCheck: Void = {
        FrameRecorder.frameChecks.append {
            let sink = TransitionDiagnostics.shared
            guard sink.throwsFromRecorder, let first = sink.errors.first else { return }
            sink.errors.removeAll()
            throw first
        }
    }()

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
        throwsFromRecorder = true
        TransitionDriver.abandonAll()
    }
}
