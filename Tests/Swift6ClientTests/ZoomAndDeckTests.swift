import Flipbook
import Testing

/// The corpus's zoom push (snapshot views) and deck presentation (property animator, alongside animations).
@MainActor
@Suite struct ZoomAndDeckTests {
    @Test func aThumbnailZoomsIntoTheDetailHeader() throws {
        let grid = UIViewController()
        grid.view.backgroundColor = .white
        let thumbnail = UIView(frame: CGRect(x: 100, y: 180, width: 60, height: 60))
        thumbnail.backgroundColor = .systemPink
        thumbnail.layer.cornerRadius = 8
        grid.view.addSubview(thumbnail)
        let navigation = UINavigationController(rootViewController: grid)
        let window = makeClientWindow(root: navigation)
        let delegate = ZoomNavigationDelegate()
        delegate.thumbnail = thumbnail
        navigation.delegate = delegate
        let detail = UIViewController()
        detail.view.backgroundColor = .systemGray6
        navigation.pushViewController(detail, animated: true)
        #expect(thumbnail.isHidden, "the real thumbnail hides while its snapshot flies")
        VirtualClock.shared.advance(by: 0.1)
        assertClientGolden(window, "zoom-push", at: 0.1)
        VirtualClock.shared.advance(by: 0.1)
        assertClientGolden(window, "zoom-push", at: 0.2)
        VirtualClock.shared.advance(by: 0.25)
        #expect(navigation.topViewController === detail)
        #expect(!thumbnail.isHidden && detail.view.alpha == 1)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func aCardRisesOverARecedingDeckAndGoesBack() throws {
        let home = UIViewController()
        home.view.backgroundColor = .systemTeal
        let window = makeClientWindow(root: home)
        let card = UIViewController()
        card.view.backgroundColor = .white
        let deck = DeckTransitioningDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = deck
        home.present(card, animated: true)
        VirtualClock.shared.advance(by: 0.15)
        assertClientGolden(window, "deck-present", at: 0.15)
        VirtualClock.shared.advance(by: 0.35)
        #expect(home.presentedViewController === card)
        #expect(card.view.frame == CGRect(x: 0, y: 30, width: 180, height: 290))
        #expect(home.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92))
        assertClientGolden(window, "deck-present", at: 0.5)
        card.dismiss(animated: true)
        VirtualClock.shared.advance(by: 0.5)
        #expect(home.presentedViewController == nil)
        #expect(home.view.transform == .identity && home.view.alpha == 1 && home.view.layer.cornerRadius == 0)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}
