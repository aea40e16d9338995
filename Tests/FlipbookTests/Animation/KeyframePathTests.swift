import Foundation
import Testing

@testable import Flipbook

/// `CAKeyframeAnimation.path`: position along a path in every calculation mode, and rotation modes.
@MainActor @Suite struct KeyframePathTests {
    /// An L: 30 points right, then 10 points down (two segments of unequal length).
    static func ell() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 10))
        return path
    }

    static func animation(_ path: CGPath, _ mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.values = [CGPoint(x: 999, y: 999)] // ignored while a path is set
        animation.calculationMode = mode
        return animation
    }

    static func point(_ a: CAKeyframeAnimation, _ f: Double) -> CGPoint { a.value(atFraction: f) as! CGPoint }

    static func near(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, _ eps: CGFloat = 1e-9) -> Bool {
        abs(p.x - x) < eps && abs(p.y - y) < eps
    }

    @Test func linearGivesEachSegmentEqualTimeOrItsKeyTimes() {
        let a = Self.animation(Self.ell())
        #expect(Self.near(Self.point(a, 0), 0, 0))
        #expect(Self.near(Self.point(a, 0.25), 15, 0))
        #expect(Self.near(Self.point(a, 0.75), 30, 5))
        #expect(Self.near(Self.point(a, 1), 30, 10))
        a.keyTimes = [0, 0.9, 1]
        #expect(Self.near(Self.point(a, 0.45), 15, 0))
        #expect(Self.near(Self.point(a, 0.95), 30, 5))
        // Cubic follows the path's own curves with the same timing.
        a.keyTimes = nil
        a.calculationMode = .cubic
        #expect(Self.near(Self.point(a, 0.75), 30, 5))
    }

    @Test func pacedModesMoveAtConstantSpeedAlongTheWholePath() {
        for mode in [CAAnimationCalculationMode.paced, .cubicPaced] {
            let a = Self.animation(Self.ell(), mode)
            a.keyTimes = [0, 0.1, 1] // ignored
            #expect(Self.near(Self.point(a, 0.5), 20, 0, 1e-6), "\(mode.rawValue)")
            #expect(Self.near(Self.point(a, 0.875), 30, 5, 1e-6), "\(mode.rawValue)")
        }
        // On a curve, equal time steps cover (nearly) equal arc lengths: a half circle of radius 10.
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)
        let a = Self.animation(arc, .paced)
        let quarter = Self.point(a, 0.5)
        #expect(Self.near(quarter, 0, -10, 1e-3) || Self.near(quarter, 0, 10, 1e-3), "\(quarter)")
        let sixth = Self.point(a, 1.0 / 3)
        #expect(abs(hypot(sixth.x, sixth.y) - 10) < 1e-2) // Bézier arcs are within 0.03% of a circle
        #expect(abs(abs(sixth.x) - 5) < 1e-2, "a third of the way round a half circle is 60° in: \(sixth)")
    }

    @Test func discreteJumpsFromVertexToVertex() {
        let a = Self.animation(Self.ell(), .discrete)
        #expect(Self.near(Self.point(a, 0.2), 0, 0))
        #expect(Self.near(Self.point(a, 0.4), 30, 0))
        #expect(Self.near(Self.point(a, 0.8), 30, 10))
    }

    @Test func closesMovesAndEmptyPaths() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let a = Self.animation(square)
        // Four segments, the last the close back to the start.
        #expect(Self.near(Self.point(a, 0.875), 0, 5))
        #expect(Self.near(Self.point(a, 1), 0, 0))
        let jump = CGMutablePath()
        jump.move(to: .zero)
        jump.addLine(to: CGPoint(x: 10, y: 0))
        jump.move(to: CGPoint(x: 100, y: 0))
        jump.addLine(to: CGPoint(x: 110, y: 0))
        #expect(Self.near(Self.point(Self.animation(jump), 0.75), 105, 0))
        #expect(Self.animation(CGMutablePath()).value(atFraction: 0.5) == nil)
    }

    @Test func rotationModesTurnTheLayerAlongThePath() {
        let a = Self.animation(Self.ell())
        a.rotationMode = .rotateAuto
        let sampleLayer = CALayer()
        a.applyEffect(MediaTiming.Sample(fraction: 0.75, iteration: 0, phase: .active), to: sampleLayer)
        #expect(Self.near(sampleLayer.position, 30, 5))
        // Heading down (+y) is a quarter turn clockwise on screen.
        #expect(abs(sampleLayer.value(forKeyPath: "transform.rotation.z") as! CGFloat - .pi / 2) < 1e-9)
        let reverse = CALayer()
        a.rotationMode = .rotateAutoReverse
        a.applyEffect(MediaTiming.Sample(fraction: 0.25, iteration: 0, phase: .active), to: reverse)
        #expect(Self.near(reverse.position, 15, 0))
        let angle = reverse.value(forKeyPath: "transform.rotation.z") as! CGFloat
        #expect(abs(abs(angle) - .pi) < 1e-9, "heading right, reversed: half a turn (\(angle))")
        // Without a rotation mode the transform is left alone.
        let plain = CALayer()
        a.rotationMode = nil
        a.applyEffect(MediaTiming.Sample(fraction: 0.75, iteration: 0, phase: .active), to: plain)
        #expect(CATransform3DIsIdentity(plain.transform))
    }

    /// A red bar animated along an L with `.rotateAuto`, rendered: three quarters through, it is on the
    /// downward leg and stands upright.
    @Test func aBarFollowingThePathIsDrawnTurnedAlongIt() {
        World().run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            window.isHidden = false
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
            bar.backgroundColor = .red
            window.addSubview(bar)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 20, y: 20))
            path.addLine(to: CGPoint(x: 80, y: 20))
            path.addLine(to: CGPoint(x: 80, y: 80))
            let follow = CAKeyframeAnimation(keyPath: "position")
            follow.path = path
            follow.rotationMode = .rotateAuto
            follow.duration = 1
            bar.layer.add(follow, forKey: "follow")
            VirtualClock.shared.advance(by: 0.75)
            let frame = Rasterizer().render(
                DisplayListBuilder(scale: 1).displayList(for: window.layer, size: window.bounds.size))
            func isRed(_ x: Int, _ y: Int) -> Bool {
                let p = frame[x, y]
                return p.r > 200 && p.g < 50 && p.b < 50
            }
            // Centred on (80, 50), 6 wide and 30 tall: red from y 35 to 65 along x = 80.
            #expect(isRed(80, 38) && isRed(80, 62) && isRed(78, 50) && isRed(82, 50))
            #expect(!isRed(70, 50) && !isRed(90, 50) && !isRed(80, 30) && !isRed(80, 70))
        }
    }
}
