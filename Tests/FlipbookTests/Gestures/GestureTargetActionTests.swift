import Testing

@testable import Flipbook

/// Recognizer target-action beyond the basics: handlers taking a recognizer subclass, and `removeTarget`.
@MainActor @Suite struct GestureTargetActionTests {
    @MainActor final class Handler {
        var log: [String] = []
        func edge(_ recognizer: UIScreenEdgePanGestureRecognizer) { log.append("edge \(recognizer.edges.rawValue)") }
        func pan(_ recognizer: UIPanGestureRecognizer) { log.append("pan") }
        func plain() { log.append("plain") }
    }

    @Test func aPanPropertyMayCallAnEdgePanHandler() {
        let handler = Handler()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: handler, action: Handler.edge)
        edgePan.edges = .left
        let pan: UIPanGestureRecognizer = edgePan
        pan.addTarget(handler, action: Handler.edge)
        pan.state = .began
        #expect(handler.log == ["edge 2", "edge 2"])
        let plainPan = UIPanGestureRecognizer(target: handler, action: Handler.edge)
        plainPan.state = .began
        #expect(handler.log.count == 2, "a recognizer of another class skips the action (reported)")
    }

    @Test func removeTargetRemovesByTargetAndAction() {
        let handler = Handler()
        let other = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Handler.pan)
        pan.addTarget(handler, action: Handler.plain)
        pan.addTarget(other, action: Handler.pan)
        var closureCalls = 0
        pan.addTarget { _ in closureCalls += 1 }
        pan.removeTarget(handler, action: Handler.pan)
        pan.state = .began
        #expect(handler.log == ["plain"] && other.log == ["pan"] && closureCalls == 1)
        pan.removeTarget(nil, action: Handler.pan)
        pan.state = .changed
        #expect(handler.log == ["plain", "plain"] && other.log == ["pan"])
        pan.removeTarget(handler, action: nil)
        pan.state = .changed
        #expect(handler.log.count == 2 && closureCalls == 3)
        pan.removeTarget(nil, action: nil)
        pan.state = .changed
        #expect(closureCalls == 3, "nil target and action remove every action")
    }
}
