import Flipbook
import Testing

/// The corpus's deck whose shadow and handle follow the card through key-value observing (DeckFrameObserver.swift).
@MainActor
@Suite struct ObservingDeckTests {
    @Test func theShadowAndHandleFollowTheCardsFrame() throws {
        let home = UIViewController()
        home.view.backgroundColor = .systemTeal
        let window = makeClientWindow(root: home)
        let card = UIViewController()
        card.view.backgroundColor = .white
        let deck = ObservingDeckTransitioningDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = deck
        home.present(card, animated: true)
        let presentation = try #require(card.presentationController as? ObservingDeckPresentationController)
        VirtualClock.shared.advance(by: 0.1)
        #expect(presentation.shadowView.frame == card.view.frame.offsetBy(dx: 0, dy: -4))
        #expect(presentation.handle.frame.minY == card.view.frame.minY - 10)
        VirtualClock.shared.advance(by: 0.5)
        #expect(presentation.shadowView.frame == card.view.frame.offsetBy(dx: 0, dy: -4))
        card.view.frame.origin.y += 30
        #expect(presentation.shadowView.frame == card.view.frame.offsetBy(dx: 0, dy: -4), "moved at once")
        #expect(presentation.handle.frame.midX == card.view.frame.midX)
        assertClientGolden(window, "observing-deck", at: 0.6)
        home.dismiss(animated: true)
        VirtualClock.shared.advance(by: 0.6)
        #expect(home.presentedViewController == nil)
        let shadowAfterDismissal = presentation.shadowView.frame
        card.view.frame.origin.y += 30
        #expect(presentation.shadowView.frame == shadowAfterDismissal, "the observer was removed")
    }
}
