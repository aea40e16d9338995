import Flipbook
import Testing

/// The ported swipe card (`Fixtures/Porting/PortedCard.swift` through flipbook-port) behaves as on iOS: its
/// `#selector` targets became method references that recognizers call, its `@NSManaged` glow is layer storage,
/// and its optional delegate requirements fall back to their defaults.
@MainActor @Suite struct PortedCardTests {
    final class Owner: SwipeCardDelegate {
        var began = 0
        func swipeCardDidBeginDrag(_ card: SwipeCard) { began += 1 }
    }

    @Test func aFarDragDismissesThroughThePortedActionAndDefaults() throws {
        let root = UIViewController()
        let card = SwipeCard(frame: CGRect(x: 95, y: 300, width: 200, height: 240))
        let owner = Owner()
        card.delegate = owner
        root.view.addSubview(card)
        let window = makeClientWindow(width: 390, height: 844, root: root)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 195, y: 420), to: CGPoint(x: 380, y: 420), duration: 0.3)
        VirtualClock.shared.advance(by: 0.4)
        #expect(owner.began == 1)
        #expect(card.dismissed)
        #expect(card.title == nil)
        #expect((card.layer as? SwipeCardLayer)?.glow == 0)
    }
}
