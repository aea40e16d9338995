import CChipmunk
import Foundation

/// The bodies of `flipbook bench --dynamics` stepped by Chipmunk directly, with no Flipbook code in between: a
/// 390 × 844-point box of 20 × 20-point boxes under 1000 points/s² of gravity.
final class BareChipmunkBox {
    /// How the bare engine is set up.
    enum Settings {
        /// Chipmunk's own: 10 solver iterations a step, collision bias (1 − 0.1)^60 per second, restitutions
        /// multiplied (0.8 × 0.8 between two bodies), sharp corners.
        case chipmunkDefaults
        /// What Flipbook's world uses for these bodies (`DynamicsSimulation`): 6 solver iterations a step, box
        /// corners rounded by 0.25 points (the boxes keep their size), 10 % of an overlap left after 1/60 s
        /// (`PhysicsWorld.errorRemainingPerSixtiethOfASecond`), and a restitution of 0.8 both between two
        /// bodies (UIKit's larger of the two) and against a wall (the body's own), here as √0.8 on every shape
        /// since Chipmunk multiplies them.
        case flipbooks
        /// Flipbook's settings before the iterations and corners above: 10 iterations, sharp corners.
        case flipbooksBefore

        /// Solver iterations a step.
        var iterations: Int32 { self == .flipbooks ? 6 : 10 }
        /// How much the boxes' corners are rounded, in points.
        var cornerRadius: Double { self == .flipbooks ? 0.25 : 0 }
    }

    private let space: OpaquePointer
    private var shapes: [OpaquePointer] = []
    private var bodies: [OpaquePointer] = []

    /// `count` bodies, body `i` starting at `start(i)`.
    init(count: Int, side: Double, settings: Settings, start: (Int) -> CGPoint) {
        space = cpSpaceNew()!
        cpSpaceSetIterations(space, settings.iterations)
        let ours = settings != .chipmunkDefaults
        let elasticity = ours ? (wall: 0.8.squareRoot(), box: 0.8.squareRoot()) : (wall: 1, box: 0.8)
        if ours { cpSpaceSetCollisionBias(space, pow(0.1, 60)) }
        cpSpaceSetGravity(space, cpVect(x: 0, y: 1000))
        let corners = [cpVect(x: 0, y: 0), cpVect(x: 390, y: 0), cpVect(x: 390, y: 844), cpVect(x: 0, y: 844)]
        for index in 0..<4 {
            let wall = cpSegmentShapeNew(cpSpaceGetStaticBody(space), corners[index], corners[(index + 1) % 4], 0)!
            cpShapeSetElasticity(wall, elasticity.wall)
            cpSpaceAddShape(space, wall)
            shapes.append(wall)
        }
        let mass = side * side / 10_000
        for index in 0..<count {
            let body = cpSpaceAddBody(space, cpBodyNew(mass, cpMomentForBox(mass, side, side)))!
            let position = start(index)
            cpBodySetPosition(body, cpVect(x: Double(position.x), y: Double(position.y)))
            let rounding = settings.cornerRadius
            let box = cpBoxShapeNew(body, side - 2 * rounding, side - 2 * rounding, rounding)!
            cpShapeSetElasticity(box, elasticity.box)
            cpSpaceAddShape(space, box)
            shapes.append(box)
            bodies.append(body)
        }
    }

    deinit {
        for shape in shapes {
            cpSpaceRemoveShape(space, shape)
            cpShapeFree(shape)
        }
        for body in bodies {
            cpSpaceRemoveBody(space, body)
            cpBodyFree(body)
        }
        cpSpaceFree(space)
    }

    /// Takes `count` steps of 1/240 s (the animator's step).
    func step(_ count: Int) {
        for _ in 0..<count { cpSpaceStep(space, 1.0 / 240) }
    }
}
