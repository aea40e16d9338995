import Flipbook
import Testing

/// UIView's, UIWindow's and UIViewController's open hierarchy, layout, sizing and hit-testing members can be
/// overridden as app code does (Tests/ClientCorpus/HierarchyOverrides.swift, compiled in both language modes),
/// and Flipbook's own calls go through the overrides.
@MainActor
@Suite struct HierarchyOverrideTests {
    @Test func hierarchyOverridesRunAndKeepTheBadgeInFront() {
        VirtualClock.shared.reset()
        let container = BadgedContainerView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let first = UIView()
        let second = UIView()
        container.addSubview(first)
        container.insertSubview(second, at: 0)
        #expect(container.subviews == [second, first, container.badge])
        container.insertSubview(UIView(), aboveSubview: first)
        container.insertSubview(UIView(), belowSubview: second)
        container.sendSubviewToBack(first)
        container.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(
            container.log == [
                "addSubview", "bringSubviewToFront", "insertSubview(at:)", "insertSubview(above:)",
                "insertSubview(below:)", "sendSubviewToBack", "exchangeSubview",
            ])
        #expect(container.subviews.last === container.badge)
    }

    @Test func movingInAndOutOfAWindowCallsTheOverridesInUIKitsOrder() {
        let window = makeClientWindow(root: UIViewController())
        let container = BadgedContainerView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
        #expect(
            container.log == [
                "willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToSuperview", "didMoveToWindow",
            ])
        container.clearLog()
        container.removeFromSuperview()
        #expect(
            container.log == [
                "removeFromSuperview", "willMove(toSuperview: nil)", "willMove(toWindow: nil)",
                "didMoveToSuperview", "didMoveToWindow(nil)",
            ])
    }

    @Test func layoutAndSizingOverridesRun() {
        let container = BadgedContainerView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(container.log == ["setNeedsLayout", "layoutIfNeeded", "layoutSubviews"])
        #expect(container.badge.center == CGPoint(x: 194, y: 6))
        container.sizeToFit()
        #expect(container.bounds.size == CGSize(width: 200, height: 44))
        let child = UIView(frame: CGRect(x: 10.4, y: 10.4, width: 10, height: 10))
        container.addSubview(child)
        #expect(container.convert(CGPoint(x: 0.3, y: 0.3), to: child) == CGPoint(x: -10, y: -10))
    }

    @Test func hitTestOverridesDecideWhoGetsTheTouch() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = LargeHitAreaView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(button)
        let overlay = PassThroughView(frame: root.bounds)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        overlay.addSubview(card)
        root.addSubview(overlay)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === button, "12 points outside, within 44 × 44")
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === root, "beyond the enlarged area")
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === card, "the overlay's own subviews still get touches")
    }

    @Test func windowAndControllerPropertyOverridesRun() {
        VirtualClock.shared.reset()
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 180, height: 320))
        let first = EmbeddableController()
        first.title = "first"
        window.rootViewController = first
        window.rootViewController = UINavigationController(rootViewController: EmbeddableController())
        #expect(window.roots == ["first", "nil"])
        #expect(first.navigationController == nil && first.navigationLookups == 1)
        let embedded = (window.rootViewController as? UINavigationController)?.topViewController
        #expect((embedded as? EmbeddableController)?.navigationController === window.rootViewController)
    }
}
