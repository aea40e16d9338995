import Flipbook
import Foundation

/// `flipbook bench --dynamics`: 200 bouncing 20 × 20-point views under gravity in a 390 × 844-point box
/// (UIKit Dynamics: gravity, collision with the reference bounds and between items, elasticity 0.8), timed
/// per 60 fps frame of virtual time — what a render pays for a frame: the clock advanced to the frame's time,
/// so the animator takes its fixed four 1/240 s steps, writing every view's centre and transform — beside the
/// same bodies stepped by Chipmunk directly (``BareChipmunkBox``): with Chipmunk's defaults, with the solver
/// settings, corners and restitutions Flipbook's world gives them (the first ratio is against it: the same
/// physics, only Flipbook's work added), and with Flipbook's settings before the solver iterations and corners
/// changed (the before/after ratio). The four take turns frame by frame, so a busy machine slows all alike,
/// and the whole run is repeated from the start: every repetition does the same work (the simulation is
/// deterministic), so each frame's least CPU time over the repetitions is the figure a busy machine disturbs
/// least.
@MainActor
struct DynamicsBench {
    /// Bodies in the box.
    var bodies = 200
    /// Timed frames per repetition (after half a second of virtual time to get them colliding).
    var iterations = 240
    /// How many times the whole run is made from the start.
    var repetitions = 3

    private static let size = CGSize(width: 390, height: 844)
    private static let side: CGFloat = 20
    /// The frame the timed ones follow (half a second at 60 fps).
    private static let settlingFrames = 30

    /// Where body `index` starts: a grid filling the upper part of the box.
    private static func start(_ index: Int) -> CGPoint {
        CGPoint(x: 20 + CGFloat(index % 14) * 25 + CGFloat(index / 14 % 2) * 5, y: 20 + CGFloat(index / 14) * 28)
    }

    /// Each contender's CPU and wall-clock seconds per timed frame, of one repetition.
    private typealias Run = (cpu: [[Double]], wall: [[Double]], running: Bool)

    func run() {
        print(
            "flipbook bench --dynamics: \(bodies) colliding bodies, \(iterations) frames of 1/60 s (4 steps each), "
                + "\(repetitions) repetitions; CPU ms per frame (each frame's least over the repetitions): "
                + "median, mean; median wall-clock ms")
        let runs = (0..<repetitions).map { _ in repetition() }
        let figures = (0..<Self.contenders).map { contender in
            Figures(
                cpu: (0..<iterations).map { frame in runs.map { $0.cpu[contender][frame] }.min()! },
                wall: runs.flatMap { $0.wall[contender] })
        }
        let (flipbook, defaults, raw, before) = (figures[0], figures[1], figures[2], figures[3])
        report("UIDynamicAnimator (Flipbook on Chipmunk)", flipbook)
        report("Chipmunk alone, its defaults", defaults)
        report("Chipmunk alone, Flipbook's settings (6 iterations, corners rounded by 0.25 points)", raw)
        report("Chipmunk alone, Flipbook's settings before (10 iterations, sharp corners)", before)
        print(
            String(
                format: "ratio: %.2f× the bare engine's median with Flipbook's settings (%.2f× with its defaults), "
                    + "%.2f× by means; still running: %@",
                flipbook.median / raw.median, flipbook.median / defaults.median, flipbook.mean / raw.mean,
                runs.allSatisfy(\.running) ? "yes" : "no"))
        print(
            String(
                format: "before/after: the bare engine with Flipbook's settings %.2f× its median with the settings "
                    + "before (%.2f× by means); the animator %.2f× that median (%.2f× by means)",
                raw.median / before.median, raw.mean / before.mean, flipbook.median / before.median,
                flipbook.mean / before.mean))
    }

    /// The animator, then the bare engine with Chipmunk's defaults, with Flipbook's settings, and with them before.
    private static let contenders = 4

    /// One run from the start: the scene built, half a second of settling, then the timed frames, the four
    /// contenders taking turns.
    private func repetition() -> Run {
        let world = World()
        return world.run { () -> Run in
            let (animator, reference) = makeAnimator()
            defer { withExtendedLifetime(reference) {} }
            let stepsPerFrame = Int(UIDynamicAnimator.stepsPerSecond / 60)
            let engines = [BareChipmunkBox.Settings.chipmunkDefaults, .flipbooks, .flipbooksBefore].map {
                BareChipmunkBox(count: bodies, side: Double(Self.side), settings: $0, start: Self.start)
            }
            world.clock.advance(to: Double(Self.settlingFrames) / 60)
            for engine in engines { engine.step(Self.settlingFrames * stepsPerFrame) }
            var cpu = [[Double]](repeating: [], count: Self.contenders)
            var wall = [[Double]](repeating: [], count: Self.contenders)
            func time(_ contender: Int, _ body: () -> Void) {
                let (_, seconds, cpuSeconds) = Stopwatch.timeWithThreadCPU(body)
                cpu[contender].append(cpuSeconds)
                wall[contender].append(seconds)
            }
            for frame in Self.settlingFrames..<(Self.settlingFrames + iterations) {
                let before = animator.elapsedTime()
                time(0) { world.clock.advance(to: Double(frame + 1) / 60) }
                let steps = Int(((animator.elapsedTime() - before) * UIDynamicAnimator.stepsPerSecond).rounded())
                if steps != stepsPerFrame {
                    FileHandle.standardError.write(
                        Data("bench --dynamics: frame \(frame + 1) took \(steps) steps, not \(stepsPerFrame)\n".utf8))
                }
                for (index, engine) in engines.enumerated() { time(index + 1) { engine.step(stepsPerFrame) } }
            }
            return (cpu, wall, animator.isRunning)
        }
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

    /// One contender's figures: per-frame CPU seconds (each frame's least over the repetitions) and every
    /// frame's wall-clock seconds.
    private struct Figures {
        let median: Double
        let mean: Double
        let wallMedian: Double

        init(cpu: [Double], wall: [Double]) {
            median = cpu.sorted()[cpu.count / 2]
            mean = cpu.reduce(0, +) / Double(cpu.count)
            wallMedian = wall.sorted()[wall.count / 2]
        }
    }

    private func report(_ label: String, _ figures: Figures) {
        print(
            String(
                format: "%@: CPU %.3f ms median, %.3f ms mean; wall %.3f ms", label, figures.median * 1000,
                figures.mean * 1000, figures.wallMedian * 1000))
    }
}
