import Foundation
import Testing
@testable import Flipbook

@MainActor @Suite struct UIViewAnimateSmokeTests {
    @Test func linearSlideAndCompletion() {
        VirtualClock.shared.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        var finishedAt: Double?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 105, y: 5)
        }, completion: { flag in finished = flag; finishedAt = CACurrentMediaTime() })
        #expect(view.center.x == 105)
        #expect(view.layer.presentation()?.position.x == 5)
        VirtualClock.shared.advance(to: 0.25)
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 30) < 1e-9)
        VirtualClock.shared.advance(to: 2)
        #expect(finished == true)
        #expect(finishedAt == 1)
        #expect(view.layer.animationKeys() == nil)
    }
}
