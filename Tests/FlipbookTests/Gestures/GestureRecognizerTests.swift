import Flipbook
import Testing

/// Moves a scripted finger from `start` to `end` in `steps` moves, one every `interval` seconds.
@MainActor
private func drag(
    _ window: UIWindow, from start: CGPoint, to end: CGPoint, steps: Int, interval: TimeInterval,
    lift: Bool = true
) -> ScriptedTouch {
    let finger = ScriptedTouch(window: window)
    finger.down(at: start)
    for step in 1...steps {
        VirtualClock.shared.advance(by: interval)
        let f = CGFloat(step) / CGFloat(steps)
        finger.move(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
    }
    if lift { finger.up() }
    return finger
}

/// A delegate that answers `gestureRecognizerShouldBegin` and allows simultaneous recognition on request.
@MainActor
private final class GateDelegate: NSObject, UIGestureRecognizerDelegate {
    var allowBegin = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}

@MainActor
@Suite struct GestureRecognizerTests {
    @Test func panReportsStatesTranslationAndVelocity() {
        let window = makeTestWindow(width: 200, height: 200)
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGFloat] = []
        var lastVelocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { pan in
            states.append(pan.state)
            translations.append(pan.translation(in: view).x)
            lastVelocity = pan.velocity(in: view)
        }
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.first === pan)
        _ = drag(window, from: CGPoint(x: 60, y: 100), to: CGPoint(x: 120, y: 100), steps: 6, interval: 0.1)
        #expect(states == [.began, .changed, .changed, .changed, .changed, .changed, .ended])
        #expect(translations == [10, 20, 30, 40, 50, 60, 60])
        #expect(abs(lastVelocity.x - 100) < 1e-9)
        #expect(pan.state == .possible, "reset after the gesture")
        #expect(pan.location(in: view) == CGPoint(x: 70, y: 50))
    }

    @Test func setTranslationRebasesAndScaledViewsConvert() {
        let window = makeTestWindow(width: 200, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(view)
        var seen: [CGFloat] = []
        let pan = UIPanGestureRecognizer { pan in
            seen.append(pan.translation(in: view).x)
            if pan.state == .began { pan.setTranslation(.zero, in: view) }
        }
        window.addGestureRecognizer(pan)
        _ = drag(window, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 60, y: 20), steps: 4, interval: 0.1)
        #expect(seen == [5, 5, 10, 15, 15], "window points halve in the scaled view; began is re-based to 0")
    }

    @Test func delegateCanRefuseAndFirstRecognizerWins() {
        let window = makeTestWindow(width: 200, height: 200)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(inner)
        var log: [String] = []
        let innerPan = UIPanGestureRecognizer { _ in log.append("inner") }
        let outerPan = UIPanGestureRecognizer { _ in log.append("outer") }
        inner.addGestureRecognizer(innerPan)
        window.addGestureRecognizer(outerPan)
        _ = drag(window, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50), steps: 2, interval: 0.1)
        #expect(log == ["inner", "inner", "inner"])
        log.removeAll()
        let gate = GateDelegate()
        gate.allowBegin = false
        innerPan.delegate = gate
        _ = drag(window, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50), steps: 2, interval: 0.1)
        #expect(log == ["outer", "outer", "outer"])
        log.removeAll()
        gate.allowBegin = true
        gate.simultaneous = true
        _ = drag(window, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50), steps: 1, interval: 0.1)
        #expect(log == ["inner", "outer", "inner", "outer"])
    }

    @Test func hitTestingSkipsHiddenTransparentAndDisabledViews() {
        let window = makeTestWindow(width: 200, height: 200)
        let back = UIView(frame: window.bounds)
        let front = UIView(frame: window.bounds)
        window.addSubview(back)
        window.addSubview(front)
        var hits: [String] = []
        back.addGestureRecognizer(UITapGestureRecognizer { _ in hits.append("back") })
        front.addGestureRecognizer(UITapGestureRecognizer { _ in hits.append("front") })
        func tap() {
            let finger = ScriptedTouch(window: window)
            finger.down(at: CGPoint(x: 100, y: 100))
            finger.up()
        }
        tap()
        front.isHidden = true
        tap()
        front.isHidden = false
        front.alpha = 0.005
        tap()
        front.alpha = 1
        front.isUserInteractionEnabled = false
        tap()
        front.isUserInteractionEnabled = true
        UIApplication.shared.beginIgnoringInteractionEvents()
        tap()
        UIApplication.shared.endIgnoringInteractionEvents()
        #expect(hits == ["front", "back", "back", "back"])
    }

    @Test func screenEdgePanNeedsItsEdgeAndDirection() {
        let window = makeTestWindow(width: 200, height: 200)
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var began: [String] = []
        let left = UIScreenEdgePanGestureRecognizer { r in if r.state == .began { began.append("left") } }
        left.edges = .left
        let right = UIScreenEdgePanGestureRecognizer { r in if r.state == .began { began.append("right") } }
        right.edges = .right
        view.addGestureRecognizer(left)
        view.addGestureRecognizer(right)
        _ = drag(window, from: CGPoint(x: 5, y: 100), to: CGPoint(x: 80, y: 100), steps: 3, interval: 0.05)
        _ = drag(window, from: CGPoint(x: 195, y: 100), to: CGPoint(x: 120, y: 100), steps: 3, interval: 0.05)
        _ = drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100), steps: 3, interval: 0.05)
        _ = drag(window, from: CGPoint(x: 5, y: 100), to: CGPoint(x: 8, y: 20), steps: 3, interval: 0.05)
        #expect(began == ["left", "right"])
    }

    @Test func cancelledTouchEndsTheGestureCancelled() {
        let window = makeTestWindow(width: 200, height: 200)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        window.addGestureRecognizer(pan)
        let finger = drag(
            window, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50), steps: 2, interval: 0.1, lift: false)
        finger.cancel()
        #expect(states == [.began, .changed, .cancelled])
    }
}
