/// UIKit Dynamics acting on one view of a scene (`dynamics:` on the view): the behaviours a
/// `UIDynamicAnimator` whose reference view is the view's superview applies to it, and when.
///
/// Angles are in degrees, clockwise from the positive x axis (y points down, as in UIKit: 90° is down);
/// points are in the superview's coordinates, except the finger's, which are in screen points.
public struct SceneDynamics: Sendable, Hashable {
    /// Seconds after frame 0 at which the view's behaviours are added (0–600).
    public var start: Double = 0
    /// A `UIGravityBehavior` on the view, if any.
    public var gravity: SceneGravity?
    /// Membership of the superview's `UICollisionBehavior` and what the view collides with, if any.
    public var collision: SceneCollision?
    /// `UIDynamicItemBehavior.elasticity` (0–1); UIKit's 0 when `nil`.
    public var elasticity: Double?
    /// `UIDynamicItemBehavior.friction` (0–100); UIKit's 0 when `nil`.
    public var friction: Double?
    /// `UIDynamicItemBehavior.resistance` (0–1000); UIKit's 0 when `nil`.
    public var resistance: Double?
    /// `UIDynamicItemBehavior.angularResistance` (0–1000); UIKit's 0 when `nil`.
    public var angularResistance: Double?
    /// `UIDynamicItemBehavior.density` (more than 0, at most 1000); UIKit's 1 when `nil`.
    public var density: Double?
    /// `UIDynamicItemBehavior.allowsRotation`; UIKit's `true` when `nil`.
    public var allowsRotation: Bool?
    /// A linear velocity in points per second given at ``start`` (`addLinearVelocity(_:for:)`).
    public var velocity: ScenePoint?
    /// An angular velocity in degrees per second given at ``start`` (`addAngularVelocity(_:for:)`).
    public var angularVelocity: Double?
    /// A `UIPushBehavior` on the view, if any.
    public var push: ScenePush?
    /// A `UISnapBehavior` to a point, if any.
    public var snap: SceneSnap?
    /// A scripted finger that drags the view on an attachment, if any.
    public var drag: SceneDynamicsDrag?

    /// Dynamics with nothing set: the view joins the animator (from `start`) but nothing moves it.
    public init(start: Double = 0) {
        self.start = start
    }

    /// The latest moment anything of these dynamics happens: a behaviour is added or the finger lifts.
    public var lastEventTime: Double {
        max(start, push?.start ?? 0, snap?.start ?? 0, drag.map { $0.start + $0.seconds } ?? 0)
    }
}

/// `UIGravityBehavior`: `magnitude` 1.0 is 1000 points/s², towards `angle`.
public struct SceneGravity: Sendable, Hashable {
    /// The acceleration in UIKit's unit (1.0 = 1000 points/s²), -100 to 100.
    public var magnitude: Double
    /// The direction in degrees (90: down, UIKit's default).
    public var angle: Double

    /// Gravity of `magnitude` towards `angle` degrees; UIKit's default is 1 downwards.
    public init(magnitude: Double = 1, angle: Double = 90) {
        self.magnitude = magnitude
        self.angle = angle
    }
}

/// What a view collides with (`UICollisionBehavior.Mode`): one collision behaviour per superview holds every
/// view of it that collides, with the superview's bounds as its boundary.
public enum SceneCollision: String, Sendable, CaseIterable {
    /// The superview's edges and the other colliding views (`.everything`).
    case everything
    /// The superview's edges only (`.boundaries`).
    case boundaries
    /// The other colliding views only (`.items`).
    case items
}

/// `UIPushBehavior` on one view.
public struct ScenePush: Sendable, Hashable {
    /// `UIPushBehavior.Mode`, by its Swift name.
    public enum Mode: String, Sendable, CaseIterable {
        /// One impulse: 1.0 changes a 100 × 100-point view's velocity by 100 points/s.
        case instantaneous
        /// A force while the push lasts: 1.0 accelerates a 100 × 100-point view at 100 points/s².
        case continuous
    }
    /// Instantaneous or continuous.
    public var mode: Mode
    /// The push's magnitude in UIKit newtons (-10000 to 10000).
    public var magnitude: Double
    /// The push's direction in degrees.
    public var angle: Double
    /// Seconds after frame 0 at which the push is added; `nil`: with the view's other behaviours.
    public var start: Double?

    /// A push of `mode` with `magnitude` towards `angle` degrees.
    public init(mode: Mode, magnitude: Double, angle: Double, start: Double? = nil) {
        self.mode = mode
        self.magnitude = magnitude
        self.angle = angle
        self.start = start
    }
}

/// `UISnapBehavior(item:snapTo:)`.
public struct SceneSnap: Sendable, Hashable {
    /// The snap point, in the superview's points.
    public var point: ScenePoint
    /// `damping` (0–1; UIKit's default 0.5).
    public var damping: Double
    /// Seconds after frame 0 at which the snap is added; `nil`: with the view's other behaviours.
    public var start: Double?

    /// A snap to `point` with `damping`.
    public init(point: ScenePoint, damping: Double = 0.5, start: Double? = nil) {
        self.point = point
        self.damping = damping
        self.start = start
    }
}

/// A scripted finger dragging a view as apps do with UIKit Dynamics: a `UIPanGestureRecognizer` on the view
/// attaches it to the finger (`UIAttachmentBehavior(item:offsetFromCenter:attachedToAnchor:)`) when the pan
/// begins, moves the anchor with the finger, and when the finger lifts removes the attachment and hands the
/// pan's `velocity(in:)` to the view (`addLinearVelocity(_:for:)`).
public struct SceneDynamicsDrag: Sendable, Hashable {
    /// Seconds after frame 0 at which the finger goes down.
    public var start: Double
    /// The finger's segments, in screen points; the first starts on the view.
    public var drags: [SceneDrag]
    /// The attachment's `frequency` in Hz (0, the default: a rigid attachment).
    public var frequency: Double
    /// The attachment's `damping` ratio (used with a frequency).
    public var damping: Double
    /// Where the drag was written in the scene file, for a finger that misses its view.
    public var location: SceneLocation?

    /// A finger going down at `start` and moving along `drags`.
    public init(start: Double = 0, drags: [SceneDrag], frequency: Double = 0, damping: Double = 0) {
        self.start = start
        self.drags = drags
        self.frequency = frequency
        self.damping = damping
    }

    /// Seconds the finger is down.
    public var seconds: Double { drags.reduce(0) { $0 + $1.seconds } }
}
