import Flipbook
import Testing

/// The published default durations are how long UIKit's own transitions really run in Flipbook.
@MainActor
@Suite struct DefaultTransitionDurationTests {
    @Test(arguments: [
        (UIModalTransitionStyle.coverVertical, 0.5), (.crossDissolve, 0.4), (.flipHorizontal, 0.75),
        (.partialCurl, 0.75),
    ])
    func modalStyleRunsItsDefaultDuration(_ style: UIModalTransitionStyle, _ seconds: Double) {
        VirtualClock.shared.reset()
        #expect(style.defaultTransitionDuration == seconds)
        let window = makeTestWindow()
        let home = UIViewController()
        let detail = UIViewController()
        window.rootViewController = home
        detail.modalTransitionStyle = style
        detail.modalPresentationStyle = .fullScreen
        var presented = false
        home.present(detail, animated: true) { presented = true }
        VirtualClock.shared.advance(by: seconds - 0.01)
        #expect(!presented && home.transitionCoordinator != nil, "still presenting just before the duration")
        VirtualClock.shared.advance(by: 0.01)
        #expect(presented && home.transitionCoordinator == nil, "presented at the duration")
        home.dismiss(animated: false)
    }

    @Test func navigationSlideRunsItsDefaultDuration() {
        VirtualClock.shared.reset()
        let seconds = UINavigationController.defaultTransitionDuration
        #expect(seconds == 0.35)
        let window = makeTestWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: true)
        VirtualClock.shared.advance(by: seconds - 0.01)
        #expect(navigation.transitionCoordinator != nil, "still pushing just before the duration")
        VirtualClock.shared.advance(by: 0.01)
        #expect(navigation.transitionCoordinator == nil, "pushed at the duration")
    }
}
