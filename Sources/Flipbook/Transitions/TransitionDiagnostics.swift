import Foundation

/// Where `TransitionError`s go. Every error is appended to `errors` and passed to `handler`; nothing
/// crashes. Tests read `errors` (or call `takeErrors()`). While `throwsFromRecorder` is `true` (default),
/// a `FrameRecorder` that captures or steps a frame while errors are pending throws the first of them
/// (and the pending list is cleared), so a recording never silently shows a broken transition.
@MainActor
public final class TransitionDiagnostics {
    /// The process-wide diagnostics sink.
    public static let shared: TransitionDiagnostics = {
        ensureRecorderCheck()
        return TransitionDiagnostics()
    }()

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
    public init() {}

    private static var recorderCheckAdded = false

    /// Makes sure a frame check throws pending errors from ``FrameRecorder``.
    private static func ensureRecorderCheck() {
        guard !recorderCheckAdded else { return }
        recorderCheckAdded = true
        FrameRecorder.addFrameCheck {
            let sink = TransitionDiagnostics.shared
            guard sink.throwsFromRecorder, let first = sink.errors.first else { return }
            sink.errors.removeAll()
            throw first
        }
    }

    /// Records an error and tells the handler.
    public func report(_ error: TransitionError) {
        Self.ensureRecorderCheck()
        errors.append(error)
        handler?(error)
    }

    /// Returns the pending errors and clears them.
    public func takeErrors() -> [TransitionError] {
        defer { errors.removeAll() }
        return errors
    }

    /// Clears the errors, removes the handler, restores the default grace period and forgets any
    /// transition still running (without calling anything), so the next test starts clean.
    /// `VirtualClock.shared.reset()` calls it.
    public func reset() {
        errors.removeAll()
        handler = nil
        completionGracePeriod = 10
        interactionIdleLimit = 60
        throwsFromRecorder = true
        TransitionDriver.abandonAll()
        Self.ensureRecorderCheck()
    }
}
