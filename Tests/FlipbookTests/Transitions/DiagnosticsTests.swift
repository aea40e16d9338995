import Flipbook
import Testing

@MainActor
@Suite struct DiagnosticsTests {
    @Test func pendingErrorsThrowFromTheRecorderAndReachTheHandler() throws {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log)
        let b = LoggedViewController("B", log: log)
        window.rootViewController = a
        let delegate = LoggedTransitioningDelegate(log: log)
        delegate.presentAnimator = LoggedAnimator(log: log, duration: 0.5, misbehaviour: .neverCompletes)
        b.transitioningDelegate = delegate
        var handled: [TransitionError] = []
        TransitionDiagnostics.shared.handler = { handled.append($0) }
        let recorder = FrameRecorder(window: window, fps: 10, scale: 1, threads: 1)
        a.present(b, animated: true)
        #expect(throws: TransitionError.neverCompleted(animator: "LoggedAnimator", after: 10.5)) {
            try recorder.advance(seconds: 11)
        }
        #expect(handled == [.neverCompleted(animator: "LoggedAnimator", after: 10.5)])
        #expect(TransitionDiagnostics.shared.errors.isEmpty, "throwing clears the pending errors")
        // With throwing off, errors only accumulate.
        TransitionDiagnostics.shared.throwsFromRecorder = false
        a.present(b, animated: true)
        try recorder.advance(seconds: 11)
        #expect(TransitionDiagnostics.shared.takeErrors().count == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test func errorsDescribeThemselves() {
        #expect(
            TransitionError.neverCompleted(animator: "Fade", after: 10.5).description == """
                Fade never called completeTransition(_:) (waited 10.5 s of virtual time); \
                the transition was ended as cancelled
                """)
        #expect(
            TransitionError.transitionInProgress(requested: "push", running: "pop").description
                == "push was refused because a transition is running (pop)")
        #expect(TouchScriptError.noPoints.description == "a drag needs at least one point")
    }

    @Test func loadViewThatSetsNoViewIsReported() {
        _ = makeTestWindow()
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        let vc = Forgetful()
        #expect(vc.view != nil)
        #expect(
            TransitionDiagnostics.shared.takeErrors() == [
                .invalidRequest("loadView() of Forgetful did not set view; a plain view was used")
            ])
    }
}
