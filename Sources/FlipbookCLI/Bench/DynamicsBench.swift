import CChipmunk
import Flipbook

/// `flipbook bench --dynamics`: 200 bouncing 20 × 20-point views under gravity in a 390 × 844-point box
/// (UIKit Dynamics: gravity, collision with the reference bounds and between items, elasticity 0.8), timed
/// per 60 fps frame of virtual time (four 1/240 s steps, writing every view's centre and transform), beside
/// the same bodies stepped by Chipmunk directly with no Flipbook code in between, measured in the same run: once
/// with Chipmunk's defaults and once with the solver settings and restitutions Flipbook's world gives them (the
/// ratio is against the latter: the same physics, only Flipbook's work added).
@MainActor
struct DynamicsBench {
    /// Bodies in the box.
    var bodies = 200
    /// Timed frames (after half a second of virtual time to get them colliding).
    var iterations = 60

    private static let size = CGSize(width: 390, height: 844)
    private static let side: CGFloat = 20

    /// Where body `index` starts: a grid filling the upper part of the box.
    private static func start(_ index: Int) -> CGPoint {
        CGPoint(x: 20 + CGFloat(index % 14) * 25 + CGFloat(index / 14 % 2) * 5, y: 20 + CGFloat(index / 14) * 28)
    }

    func run() {
        print(
            "flipbook bench --dynamics: \(bodies) colliding bodies, \(iterations) frames of 1/60 s "
                + "(4 steps each); median (fastest) ms per frame")
        let flipbook = flipbookFrames()
        let defaults = rawFrames(settings: .chipmunkDefaults)
        let raw = rawFrames(settings: .flipbooks)
        report("UIDynamicAnimator (Flipbook on Chipmunk)", flipbook.timing)
        report("Chipmunk alone, its defaults", defaults)
        report("Chipmunk alone, Flipbook's settings", raw)
        print(
            String(
                format: "ratio: %.2f× the bare engine's median with Flipbook's settings (%.2f× with its defaults); "
                    + "still running: %@",
                flipbook.timing.median / raw.median, flipbook.timing.median / defaults.median,
                flipbook.running ? "yes" : "no"))
    }

    /// How the bare engine is set up.
    enum Settings {
        /// Chipmunk's own: collision bias (1 − 0.1)^60 per second, restitutions multiplied (0.8 × 0.8 between
        /// two bodies).
        case chipmunkDefaults
        /// What Flipbook's world uses for these bodies: 10 % of an overlap left after 1/60 s
        /// (`PhysicsWorld.errorRemainingPerSixtiethOfASecond`), and a restitution of 0.8 both between two
        /// bodies (UIKit's larger of the two) and against a wall (the body's own), here as √0.8 on every shape
        /// since Chipmunk multiplies them.
        case flipbooks
    }

    private func flipbookFrames() -> (timing: Stopwatch.Timing, running: Bool) {
        let world = World()
        return world.run {
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
            world.clock.advance(to: 0.5)
            let timing = Stopwatch.measure(iterations: iterations) { world.clock.advance(by: 1.0 / 60) }
            return (timing, animator.isRunning)
        }
    }

    private func rawFrames(settings: Settings) -> Stopwatch.Timing {
        let space = cpSpaceNew()!
        defer { cpSpaceFree(space) }
        cpSpaceSetIterations(space, 20)
        let (wallElasticity, boxElasticity) = settings == .flipbooks ? (0.8.squareRoot(), 0.8.squareRoot()) : (1, 0.8)
        if settings == .flipbooks { cpSpaceSetCollisionBias(space, pow(0.1, 60)) }
        cpSpaceSetGravity(space, cpVect(x: 0, y: 1000))
        let corners = [cpVect(x: 0, y: 0), cpVect(x: 390, y: 0), cpVect(x: 390, y: 844), cpVect(x: 0, y: 844)]
        var shapes: [OpaquePointer] = []
        var handles: [OpaquePointer] = []
        for index in 0..<4 {
            let wall = cpSegmentShapeNew(cpSpaceGetStaticBody(space), corners[index], corners[(index + 1) % 4], 0)!
            cpShapeSetElasticity(wall, wallElasticity)
            cpSpaceAddShape(space, wall)
            shapes.append(wall)
        }
        let mass = Double(Self.side * Self.side) / 10_000
        for index in 0..<bodies {
            let body = cpSpaceAddBody(space, cpBodyNew(mass, cpMomentForBox(mass, 20, 20)))!
            let start = Self.start(index)
            cpBodySetPosition(body, cpVect(x: Double(start.x), y: Double(start.y)))
            let box = cpBoxShapeNew(body, 20, 20, 0)!
            cpShapeSetElasticity(box, boxElasticity)
            cpSpaceAddShape(space, box)
            shapes.append(box)
            handles.append(body)
        }
        for _ in 0..<120 { cpSpaceStep(space, 1.0 / 240) }
        let timing = Stopwatch.measure(iterations: iterations) {
            for _ in 0..<4 { cpSpaceStep(space, 1.0 / 240) }
        }
        for shape in shapes {
            cpSpaceRemoveShape(space, shape)
            cpShapeFree(shape)
        }
        for body in handles {
            cpSpaceRemoveBody(space, body)
            cpBodyFree(body)
        }
        return timing
    }

    private func report(_ label: String, _ timing: Stopwatch.Timing) {
        print(String(format: "%@: %.3f (%.3f) ms", label, timing.median * 1000, timing.fastest * 1000))
    }
}
