import Flipbook
import Testing

/// The corpus's onboarding pages: a swipe turns to the next page and the delegate follows it.
@MainActor
@Suite struct OnboardingPagesTests {
    @Test func aSwipeTurnsToTheNextPage() throws {
        let onboarding = OnboardingViewController()
        let window = makeClientWindow(root: onboarding)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.advance(seconds: 0.1)
        try recorder.drag(from: CGPoint(x: 160, y: 160), to: CGPoint(x: 20, y: 160), duration: 0.3)
        try recorder.advance(seconds: 0.5)
        #expect(onboarding.currentIndex == 1)
        #expect(onboarding.viewControllers?.first === onboarding.pages[1])
    }
}
