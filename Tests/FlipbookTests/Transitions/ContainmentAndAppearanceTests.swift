import Flipbook
import Testing

@MainActor
@Suite struct ContainmentAndAppearanceTests {
    @Test func viewLoadsLazilyOnce() {
        _ = makeTestWindow()
        let log = CallLog()
        let vc = LoggedViewController("A", log: log)
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil)
        _ = vc.view
        _ = vc.view
        #expect(vc.isViewLoaded)
        #expect(log.take() == ["A.viewDidLoad"])
        #expect(vc.view.frame == UIScreen.main.bounds)
    }

    @Test func customContainerForwardsAppearanceToChildrenInItsView() {
        let window = makeTestWindow()
        let log = CallLog()
        let parent = LoggedViewController("P", log: log)
        let child = LoggedViewController("C", log: log)
        let hidden = LoggedViewController("H", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(hidden)
        hidden.didMove(toParent: parent)
        #expect(parent.children == [child, hidden])
        #expect(child.parent === parent)
        _ = log.take()
        window.rootViewController = parent
        #expect(log.take() == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
        // Balanced calls only: a second "will appear" is ignored; a disappearance cancelled by an
        // appearance produces the reversed callbacks.
        child.beginAppearanceTransition(true, animated: false)
        #expect(log.take().isEmpty)
        child.beginAppearanceTransition(false, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C.willMove(toParent: nil)", "C.didMove(toParent: nil)"])
        #expect(parent.children == [hidden])
    }

    @Test func replacingTheRootViewController() {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log)
        let b = LoggedViewController("B", log: log)
        window.rootViewController = a
        _ = log.take()
        window.rootViewController = b
        #expect(
            log.take() == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear",
            ])
        #expect(window.subviews.map { $0 } == [b.view])
        #expect(window.rootViewController === b)
    }

    @Test func dismissingFromTheBottomOfAStackRemovesEverythingAbove() {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log)
        let b = LoggedViewController("B", log: log)
        let c = LoggedViewController("C", log: log)
        window.rootViewController = a
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(b.presentingViewController === a && c.presentingViewController === b)
        _ = log.take()
        var done = false
        a.dismiss(animated: true) { done = true }
        VirtualClock.shared.advance(by: 1)
        #expect(done)
        #expect(log.take() == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(window.subviews.map { $0 } == [a.view])
        // Nothing left to dismiss: the completion still runs.
        var again = false
        a.dismiss(animated: true) { again = true }
        #expect(again)
    }

    @Test func navigationInsidePresentationAndChildrenSeeTheirContainers() {
        let window = makeTestWindow()
        let log = CallLog()
        let root = LoggedViewController("Root", log: log)
        window.rootViewController = root
        let inner = LoggedViewController("Inner", log: log)
        let nav = UINavigationController(rootViewController: inner)
        root.present(nav, animated: false)
        #expect(inner.navigationController === nav)
        #expect(inner.presentingViewController === root)
        #expect(nav.visibleViewController === inner)
        let deeper = LoggedViewController("Deeper", log: log)
        nav.pushViewController(deeper, animated: true)
        #expect(deeper.transitionCoordinator != nil)
        VirtualClock.shared.advance(by: 0.35)
        // A child's dismiss ends its container's presentation.
        deeper.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(log.entries.contains("Deeper.viewDidDisappear"))
    }
}
