import Foundation
import Testing

@testable import Flipbook

/// `CALayer.action(forKey:)`: the delegate, `actions`, `defaultAction(forKey:)`, `NSNull`, disabled actions,
/// and the views' answer.
@MainActor @Suite struct LayerActionTests {
    /// A fade without values: Core Animation fills in the old and new values.
    func fade() -> CABasicAnimation {
        let animation = CABasicAnimation()
        animation.duration = 1
        return animation
    }

    /// Opacity on screen now.
    func shownOpacity(_ layer: CALayer) -> Float? { layer.presentation()?.opacity }

    @Test func aStandaloneLayerRunsTheActionFromItsActionsDictionary() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        layer.actions = ["opacity": fade()]
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"], "added under the property's key")
        #expect((layer.animation(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
        VirtualClock.shared.advance(by: 0.5)
        #expect(shownOpacity(layer) == 0.5, "from the old value to the new one, linearly")
        VirtualClock.shared.advance(by: 0.6)
        #expect(shownOpacity(layer) == 0 && layer.animationKeys() == nil)
        layer.position = CGPoint(x: 10, y: 0)
        #expect(layer.animationKeys() == nil, "keys without an action change at once")
    }

    @Test func changesInsideWithoutActionsRunNoActionButAnimationBlocksStillAnimate() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        layer.actions = ["opacity": fade()]
        CALayer.withoutActions { layer.opacity = 0.5 }
        #expect(layer.opacity == 0.5 && layer.animationKeys() == nil, "stored at once, no action")
        let view = UIView()
        CALayer.withoutActions { UIView.animate(withDuration: 1) { view.alpha = 0 } }
        #expect(view.layer.animationKeys() != nil, "an animation block inside still animates its changes")
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"], "actions run again afterwards")
    }

    @Test func disabledActionsAndNSNullMeanNoAction() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        layer.actions = ["opacity": fade(), "cornerRadius": NSNull()]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        layer.cornerRadius = 4
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "cornerRadius") == nil, "NSNull ends the search with no action")
        #expect(CALayer.defaultAction(forKey: "opacity") == nil, "Flipbook has no implicit animations")
    }

    @Test func theDelegateIsAskedFirst() {
        final class Delegate: CALayerDelegate {
            var asked: [String] = []
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                asked.append(event)
                return event == "opacity" ? NSNull() : nil
            }
        }
        VirtualClock.shared.reset()
        let layer = CALayer()
        let delegate = Delegate()
        layer.delegate = delegate
        layer.actions = ["opacity": fade(), "zPosition": fade()]
        layer.opacity = 0
        layer.zPosition = 2
        #expect(delegate.asked == ["opacity", "zPosition"])
        #expect(layer.animationKeys() == ["zPosition"], "the delegate's NSNull wins over the dictionary")
    }

    @Test func aViewsLayerIgnoresItsActionsUnlessTheViewOverridesItsAnswer() {
        final class FadingView: UIView {
            override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                guard event == "opacity" else { return super.action(for: layer, forKey: event) }
                let animation = CABasicAnimation()
                animation.duration = 1
                return animation
            }
        }
        VirtualClock.shared.reset()
        let plain = UIView()
        plain.layer.actions = ["opacity": fade()]
        plain.alpha = 0
        #expect(plain.layer.animationKeys() == nil, "UIView answers NSNull outside animation blocks")
        let fading = FadingView()
        fading.alpha = 0.5
        #expect(fading.layer.animationKeys() == ["opacity"])
        fading.backgroundColor = .red
        #expect(fading.layer.animationKeys() == ["opacity"])
        UIView.animate(withDuration: 2) { fading.alpha = 0 }
        #expect(fading.layer.animationKeys() == ["opacity"])
        #expect(fading.layer.animation(forKey: "opacity")?.duration == 2, "inside a block the block animates")
    }

    @Test func runningAnAnimationAddsItToTheLayer() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.run(forKey: "fade", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["fade"])
        animation.run(forKey: "fade", object: "not a layer", arguments: nil)
        NSNull().run(forKey: "opacity", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["fade"])
    }
}
