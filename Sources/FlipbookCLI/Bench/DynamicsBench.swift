import Flipbook
import Foundation

/// `flipbook bench --dynamics`: 200 bouncing 20 × 20-point views under gravity in a 390 × 844-point box
/// (UIKit Dynamics: gravity, collision with the reference bounds and between items, elasticity 0.8), timed
/// per 60 fps frame of virtual time — what a render pays for a frame: the clock advanced to the frame's time,
/// so the animator takes its fixed four 1/240 s steps, writing every view's centre and transform — beside the
/// same bodies stepped by Chipmunk directly (``BareChipmunkBox``), once with Chipmunk's defaults and once with
/// the solver settings and restitutions Flipbook's world gives them (the ratio is against the latter: the same
/// physics, only Flipbook's work added). The three take turns frame by frame, so a busy machine slows all alike.
@MainActor
struct DynamicsBench {
    /// Bodies in the box.
    var bodies = 200
    /// Timed frames (after half a second of virtual time to get them colliding, and one warm-up frame).
    var iterations = 60

    private static let size = CGSize(width: 390, height: 844)
    private static let side: CGFloat = 20
    /// The frame the timed ones follow (half a second at 60 fps), and the warm-up frame.
    private static let settlingFrames = 31

    /// Where body `index` starts: a grid filling the upper part of the box.
    private static func start(_ index: Int) -> CGPoint {
        CGPoint(x: 20 + CGFloat(index % 14) * 25 + CGFloat(index / 14 % 2) * 5, y: 20 + CGFloat(index / 14) * 28)
    }

    func run() {
        print(
            "flipbook bench --dynamics: \(bodies) colliding bodies, \(iterations) frames of 1/60 s "
                + "(4 steps each); median (fastest) ms per frame, median CPU ms")
        let world = World()
        let (timings, running) = world.run { () -> ([Stopwatch.Timing], Bool) in
            let (animator, reference) = makeAnimator()
            defer { withExtendedLifetime(reference) {} }
            let stepsPerFrame = Int(UIDynamicAnimator.stepsPerSecond / 60)
            let engines = [BareChipmunkBox.Settings.chipmunkDefaults, .flipbooks].map {
                BareChipmunkBox(count: bodies, side: Double(Self.side), settings: $0, start: Self.start)
            }
            world.clock.advance(to: Double(Self.settlingFrames) / 60)
            for engine in engines { engine.step(Self.settlingFrames * stepsPerFrame) }
            var samples = [Stopwatch.Samples](repeating: Stopwatch.Samples(), count: 3)
            for frame in Self.settlingFrames..<(Self.settlingFrames + iterations) {
                let before = animator.elapsedTime()
                samples[0].record { world.clock.advance(to: Double(frame + 1) / 60) }
                let steps = Int(((animator.elapsedTime() - before) * UIDynamicAnimator.stepsPerSecond).rounded())
                if steps != stepsPerFrame {
                    FileHandle.standardError.write(
                        Data("bench --dynamics: frame \(frame + 1) took \(steps) steps, not \(stepsPerFrame)\n".utf8))
                }
                samples[1].record { engines[0].step(stepsPerFrame) }
                samples[2].record { engines[1].step(stepsPerFrame) }
            }
            return (samples.map(\.timing), animator.isRunning)
        }
        let (flipbook, defaults, raw) = (timings[0], timings[1], timings[2])
        report("UIDynamicAnimator (Flipbook on Chipmunk)", flipbook)
        report("Chipmunk alone, its defaults", defaults)
        report("Chipmunk alone, Flipbook's settings", raw)
        print(
            String(
                format: "ratio: %.2f× the bare engine's median with Flipbook's settings (%.2f× with its defaults), "
                    + "%.2f× by CPU; still running: %@",
                flipbook.median / raw.median, flipbook.median / defaults.median, flipbook.cpuMedian / raw.cpuMedian,
                running ? "yes" : "no"))
    }

    /// The animated box: the views in a reference view, with gravity, collision and elasticity 0.8.
    private func makeAnimator() -> (UIDynamicAnimator, reference: UIView) {
        let reference = UIView(frame: CGRect(origin: .zero, size: Self.size))
        let items = (0..<bodies).map { index -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
            view.center = Self.start(index)
            reference.addSubview(view)
            return view
        }
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: items)
        material.elasticity = 0.8
        animator.addBehavior(UIGravityBehavior(items: items))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        return (animator, reference)
    }

    private func report(_ label: String, _ timing: Stopwatch.Timing) {
        print(
            String(
                format: "%@: %.3f (%.3f) ms; CPU %.3f ms", label, timing.median * 1000, timing.fastest * 1000,
                timing.cpuMedian * 1000))
    }
}
