import FlipbookTesting
import Testing

@testable import Flipbook

/// `topLayoutGuide` and `bottomLayoutGuide` (deprecated in UIKit, still in older libraries): the bands from
/// the view's edges to its safe area, usable in constraints.
@MainActor
@Suite struct UILayoutSupportTests {
    @Test func theGuidesSpanTheBarsAndPinContent() {
        let window = makeTestWindow(width: 390, height: 844)
        let page = UIViewController()
        let navigation = UINavigationController(rootViewController: page)
        navigation.isToolbarHidden = false
        window.rootViewController = navigation
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: page.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: page.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: page.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: page.view.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(abs(page.topLayoutGuide.length - (47 + 44)) < 0.001, "status bar and navigation bar")
        #expect(abs(page.bottomLayoutGuide.length - (34 + 44)) < 0.001, "home indicator and toolbar")
        #expect(page.topLayoutGuide === page.topLayoutGuide)
        #expect(abs(content.frame.minY - 91) < 0.001 && abs(content.frame.maxY - (844 - 78)) < 0.001)
        navigation.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(abs(page.topLayoutGuide.length - 47) < 0.001)
        #expect(abs(content.frame.minY - 47) < 0.001, "constraints follow the guide")
    }
}
