import Flipbook
import Testing

/// UIKit's open members can be overridden as app code does, and Flipbook calls the overrides.
@MainActor
@Suite struct OverrideTests {
    @Test func viewPropertyObserversSeeEveryChange() {
        VirtualClock.shared.reset()
        let card = ObservedCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let initial = (card.frameChanges, card.boundsChanges, card.centerChanges)
        card.frame = CGRect(x: 10, y: 10, width: 120, height: 80)
        card.bounds.size = CGSize(width: 140, height: 80)
        card.center = CGPoint(x: 50, y: 50)
        #expect(card.frameChanges == initial.0 + 1)
        #expect(card.boundsChanges == initial.1 + 1)
        #expect(card.centerChanges == initial.2 + 1)
        card.backgroundColor = .white
        #expect(card.badge.backgroundColor == .systemRed)
        card.alpha = 0.2
        #expect(!card.isUserInteractionEnabled)
    }

    @Test func layoutSubviewsRunsInLayoutPassesAndAnimates() {
        VirtualClock.shared.reset()
        let card = ObservedCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.layoutIfNeeded()
        #expect(card.layoutPasses == 1)
        #expect(card.badge.center == CGPoint(x: 90, y: 10))
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                card.bounds.size.width = 200
                card.layoutIfNeeded()
            })
        #expect(card.layoutPasses == 2)
        #expect(card.badge.center == CGPoint(x: 190, y: 10))
        VirtualClock.shared.advance(by: 0.5)
        #expect(card.badge.layer.presentation()?.position.x == 140, "the badge moves with the animated layout")
    }

    @Test func layerSubclassFrameOverrideIsUsedByItsView() {
        let view = PixelSnappingView(frame: CGRect(x: 0.3, y: 0.6, width: 10.2, height: 10))
        #expect(view.layer is PixelSnappingLayer)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 11, height: 11))
    }

    @Test func viewControllerLayoutCallbacksSurroundTheViewsLayout() {
        let controller = StatusBarController()
        let window = makeClientWindow(width: 390, height: 844, root: controller)
        window.layoutIfNeeded()
        #expect(controller.layoutCallbacks.suffix(2) == ["willLayout", "didLayout"])
        #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 390, height: 47 + 44))
        #expect(controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.view.backgroundColor == .systemIndigo, "awakeFromNib is not called: there are no nibs")
    }
}
