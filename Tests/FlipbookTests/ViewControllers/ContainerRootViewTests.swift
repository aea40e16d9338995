import FlipbookTesting
import Testing

@testable import Flipbook

/// A container's content follows an animated resize of its view: a half-height sheet (a navigation
/// controller's view) that springs to full height keeps its content filling it during the bounce.
@MainActor @Suite struct ContainerRootViewTests {
    /// A window with a grey home screen and a navigation controller's view as a half-height sheet over it;
    /// the sheet's content is orange with a dark strip pinned to its bottom edge by Auto Layout.
    func makeSheet() -> (recorder: FrameRecorder, navigation: UINavigationController, content: UIView, strip: UIView) {
        World.current.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 240))
        let home = UIViewController()
        home.view.backgroundColor = .systemGray4
        window.rootViewController = home
        window.makeKeyAndVisible()
        let content = UIViewController()
        content.view.backgroundColor = .systemOrange
        let strip = UIView()
        strip.backgroundColor = .systemIndigo
        strip.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: content.view.trailingAnchor),
            strip.bottomAnchor.constraint(equalTo: content.view.bottomAnchor),
            strip.heightAnchor.constraint(equalToConstant: 20),
        ])
        let navigation = UINavigationController(rootViewController: content)
        home.addChild(navigation)
        navigation.view.frame = CGRect(x: 0, y: 120, width: 120, height: 120)
        home.view.addSubview(navigation.view)
        navigation.didMove(toParent: home)
        window.layoutIfNeeded()
        return (FrameRecorder(window: window, fps: 60, scale: 1, threads: 1), navigation, content.view, strip)
    }

    func grow(_ navigation: UINavigationController) {
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { navigation.view.frame = CGRect(x: 0, y: 40, width: 120, height: 200) })
    }

    @Test func theContentAnimatesWithTheSheet() throws {
        let (recorder, navigation, content, strip) = makeSheet()
        grow(navigation)
        #expect(content.frame.height == 200, "the content's model size follows at once")
        var sawOvershoot = false
        for step in 1...30 {
            try recorder.advance(seconds: 0.02)
            _ = recorder.displayList()
            let sheet = try #require(navigation.view.layer.presentation())
            let page = try #require(content.layer.presentation())
            let bottom = try #require(strip.layer.presentation())
            #expect(abs(page.bounds.height - sheet.bounds.height) < 0.001, "step \(step): content fills the sheet")
            #expect(abs(bottom.frame.maxY - page.bounds.height) < 0.001, "step \(step): the strip stays at the bottom")
            if sheet.bounds.height > 200.5 { sawOvershoot = true }
        }
        #expect(sawOvershoot, "the spring overshoots, where a band of background showed before")
    }

    @Test func theBounceLooksRight() throws {
        let (recorder, navigation, _, _) = makeSheet()
        grow(navigation)
        for time in [0.1, 0.25, 0.6] {
            try recorder.advance(seconds: time - recorder.time)
            assertGolden(recorder.snapshot(), named: "sheet-grows", at: time, suite: "containers")
        }
    }
}
