import Flipbook
import Testing

/// Core Animation's open members can be overridden as layer libraries do (Tests/ClientCorpus/ShimmerLayer.swift,
/// compiled in both language modes), and Flipbook's own calls go through the overrides.
@MainActor
@Suite struct LayerOverrideTests {
    @Test func theShimmerLayersOverridesRun() throws {
        VirtualClock.shared.reset()
        let shimmer = ShimmerLayer()
        shimmer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        shimmer.cornerRadius = 20
        #expect(shimmer.shimmerSpeed == 1.5, "defaultValue(forKey:) answers for the unset key")
        let content = CALayer()
        shimmer.addSublayer(content)
        #expect(shimmer.sublayers?.last === shimmer.highlight, "the highlight stays in front")
        shimmer.layoutIfNeeded()
        #expect(shimmer.highlight.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(shimmer.contains(CGPoint(x: 100, y: 20)))
        #expect(!shimmer.contains(CGPoint(x: 2, y: 2)), "outside the rounded corner")

        let host = CALayer()
        host.addSublayer(shimmer)
        shimmer.startShimmering()
        #expect(shimmer.addedAnimationKeys == ["pulse"])
        #expect(shimmer.highlight.animationKeys() == ["shimmer"])
        VirtualClock.shared.advance(by: 0.1)
        let x = try #require(shimmer.highlight.presentation()?.position.x)
        #expect(x > -25 && x < 225)
        shimmer.removeFromSuperlayer()
        #expect(shimmer.animationKeys() == nil && shimmer.superlayer == nil)
    }

    @Test func aViewsLayerClassSeesTheViewsAnimationsThroughItsOverride() {
        final class LoggingLayer: CALayer {
            var keys: [String] = []
            override func add(_ anim: CAAnimation, forKey key: String?) {
                keys.append(key ?? "nil")
                super.add(anim, forKey: key)
            }
        }
        final class LoggingView: UIView {
            override class var layerClass: AnyClass { LoggingLayer.self }
        }
        VirtualClock.shared.reset()
        let view = LoggingView()
        UIView.animate(withDuration: 0.3) { view.alpha = 0 }
        #expect((view.layer as? LoggingLayer)?.keys == ["opacity"])
    }
}
