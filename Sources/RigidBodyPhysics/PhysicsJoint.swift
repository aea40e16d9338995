import CChipmunk

/// A connection between two bodies, or between a body and a fixed point of the world, made of one or more
/// Chipmunk constraints. Anchors are in each body's coordinates; for a joint to the world, ``anchorB`` is a
/// world point. Change its parameters at any time; they apply from the next step.
public final class PhysicsJoint {
    /// How the anchors are held.
    public enum Style: Equatable, Sendable {
        /// A damped spring along the line between the anchors (``length``, ``stiffness``, ``damping``).
        case spring
        /// A rigid rod keeping the anchors ``length`` apart.
        case rod
        /// A rope: the anchors stay between ``minimumLength`` and ``length`` apart.
        case rope
        /// The anchors are pinned together; the bodies turn freely about them (within ``angleRange``), held
        /// back by ``frictionTorque``.
        case pivot
        /// The anchors are pinned together and the bodies keep their relative angle.
        case weld
        /// Body B's anchor slides along a line through body A's anchor in direction `axis` (A's coordinates),
        /// within ``translationRange``; the bodies keep their relative angle.
        case slider(axis: PhysicsVector)
    }

    /// The joint's style.
    public let style: Style
    /// The first body.
    public let bodyA: PhysicsBody
    /// The second body, or nil for a joint to a fixed point of the world.
    public let bodyB: PhysicsBody?
    /// The anchor on body A, in A's coordinates.
    public let anchorA: PhysicsVector
    /// The anchor on body B in B's coordinates, or the fixed world point when ``bodyB`` is nil.
    public var anchorB: PhysicsVector { didSet { apply() } }
    /// The spring's rest length, the rod's length or the rope's longest length.
    public var length: Double { didSet { apply() } }
    /// The rope's shortest length.
    public var minimumLength: Double = 0 { didSet { apply() } }
    /// The spring's stiffness (force per unit of stretch).
    public var stiffness: Double = 0 { didSet { apply() } }
    /// The spring's damping (force per unit of stretching speed).
    public var damping: Double = 0 { didSet { apply() } }
    /// The torque needed to turn the bodies about a pivot against each other (0: free).
    public var frictionTorque: Double = 0 { didSet { apply() } }
    /// The relative angles a pivot allows, in radians; nil: any.
    public var angleRange: ClosedRange<Double>? { didSet { apply() } }
    /// How far a slider's body B anchor may move from body A's anchor along the axis (for a joint to the world,
    /// how far body A may move from the fixed point); nil: any distance.
    public var translationRange: ClosedRange<Double>? { didSet { apply() } }

    /// The joint's constraints while it is in a world, main constraint first.
    private var constraints: [OpaquePointer] = []

    /// A joint of `style` between `bodyA` at `anchorA` and `bodyB` at `anchorB` (a world point when `bodyB` is
    /// nil), `length` apart at rest (ignored by pivots, welds and sliders).
    public init(
        _ style: Style, bodyA: PhysicsBody, anchorA: PhysicsVector, bodyB: PhysicsBody?, anchorB: PhysicsVector,
        length: Double = 0
    ) {
        self.style = style
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.anchorA = anchorA.isFinite ? anchorA : .zero
        self.anchorB = anchorB.isFinite ? anchorB : .zero
        self.length = length.isFinite ? max(0, length) : 0
    }

    /// Creates the constraints and adds them to `space`.
    func attach(to space: OpaquePointer, staticBody: OpaquePointer) {
        let a = bodyA.handle
        let b = bodyB?.handle ?? staticBody
        let (pa, pb) = (anchorA.cp, anchorB.cp)
        var made: [OpaquePointer?]
        switch style {
        case .spring: made = [cpDampedSpringNew(a, b, pa, pb, length, stiffness, damping)]
        case .rod: made = [cpPinJointNew(a, b, pa, pb)]
        case .rope: made = [cpSlideJointNew(a, b, pa, pb, minimumLength, length)]
        case .pivot:
            made = [cpPivotJointNew2(a, b, pa, pb), cpSimpleMotorNew(a, b, 0), cpRotaryLimitJointNew(a, b, 0, 0)]
        case .weld:
            made = [cpPivotJointNew2(a, b, pa, pb), cpGearJointNew(a, b, relativeAngle, 1)]
        case .slider(let axis):
            let (start, end) = grooveEnds(axis)
            made = [cpGrooveJointNew(a, b, start.cp, end.cp, pb), cpGearJointNew(a, b, relativeAngle, 1)]
        }
        constraints = made.compactMap { $0 }
        if case .rod = style, let rod = constraints.first { cpPinJointSetDist(rod, length) }
        for constraint in constraints {
            cpConstraintSetErrorBias(constraint, PhysicsWorld.errorRemainingPerSixtiethOfASecond)
            cpSpaceAddConstraint(space, constraint)
        }
        apply()
    }

    /// Removes and frees the constraints.
    func detach(from space: OpaquePointer) {
        for constraint in constraints {
            cpSpaceRemoveConstraint(space, constraint)
            cpConstraintFree(constraint)
        }
        constraints.removeAll()
    }

    /// Body B's angle minus body A's (body A's negated for a joint to the world).
    private var relativeAngle: Double { (bodyB?.angle ?? 0) - bodyA.angle }

    /// A slider's groove on body A: the translation range around the anchor, or a long line.
    private func grooveEnds(_ axis: PhysicsVector) -> (PhysicsVector, PhysicsVector) {
        let length = axis.length
        let unit = length > 0 && length.isFinite ? axis / length : PhysicsVector(1, 0)
        let range = translationRange ?? -1e7...1e7
        // The groove is on body A; against the world, body A moving by +s puts the fixed point at −s on it.
        let (low, high) = bodyB == nil ? (-range.upperBound, -range.lowerBound) : (range.lowerBound, range.upperBound)
        return (anchorA + unit * low, anchorA + unit * high)
    }

    /// Pushes the parameters into the constraints.
    private func apply() {
        guard let main = constraints.first else { return }
        let b = anchorB.cp
        switch style {
        case .spring:
            cpDampedSpringSetAnchorB(main, b)
            cpDampedSpringSetRestLength(main, finite(length))
            cpDampedSpringSetStiffness(main, finite(stiffness))
            cpDampedSpringSetDamping(main, finite(damping))
        case .rod:
            cpPinJointSetAnchorB(main, b)
            cpPinJointSetDist(main, finite(length))
        case .rope:
            cpSlideJointSetAnchorB(main, b)
            cpSlideJointSetMin(main, finite(min(minimumLength, length)))
            cpSlideJointSetMax(main, finite(length))
        case .pivot:
            cpPivotJointSetAnchorB(main, b)
            cpConstraintSetMaxForce(constraints[1], finite(frictionTorque))
            let range = angleRange ?? 0...0
            cpConstraintSetMaxForce(constraints[2], angleRange == nil ? 0 : .infinity)
            cpRotaryLimitJointSetMin(constraints[2], range.lowerBound.isFinite ? range.lowerBound : 0)
            cpRotaryLimitJointSetMax(constraints[2], range.upperBound.isFinite ? range.upperBound : 0)
        case .weld:
            cpPivotJointSetAnchorB(main, b)
        case .slider(let axis):
            let (start, end) = grooveEnds(axis)
            cpGrooveJointSetGrooveA(main, start.cp)
            cpGrooveJointSetGrooveB(main, end.cp)
            cpGrooveJointSetAnchorB(main, b)
        }
    }
}

/// `value` if finite and not negative, else 0.
private func finite(_ value: Double) -> Double {
    value.isFinite && value >= 0 ? value : 0
}
