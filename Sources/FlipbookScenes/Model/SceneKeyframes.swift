import Raster

/// An animator written in the scene file instead of Swift: tracks that animate views of the outgoing
/// (`from`) and incoming (`to`) controllers, and the morph of every pair of matched views (views with the
/// same ``SceneView/match`` in both controllers).
///
/// The runner turns it into a `UIViewControllerAnimatedTransitioning` object that animates with
/// `UIView.animate` and `UIView.animateKeyframes`, as an animator written in Swift does.
public struct SceneKeyframes: Sendable, Hashable {
    /// The tracks, in the order they were written.
    public var tracks: [SceneTrack]

    /// Keyframes made of `tracks`.
    public init(tracks: [SceneTrack] = []) {
        self.tracks = tracks
    }
}

/// How one view moves during a transition: where it starts, the states it passes through, and when.
public struct SceneTrack: Sendable, Hashable {
    /// The animated view.
    public var target: SceneTrackTarget
    /// Whether a snapshot copy of the view is animated (in the container's coordinates) while the view
    /// itself is hidden.
    public var isSnapshot: Bool
    /// Whether the view stays hidden until the transition ends.
    public var isHiddenDuringTransition: Bool
    /// The state set before the animation starts (unset properties keep the view's own values).
    public var initial: SceneViewState
    /// The states the view animates through, one after another (empty for a track that only hides it).
    public var keyframes: [SceneKeyframe]
    /// Seconds after the transition starts before the first keyframe.
    public var delay: Double
    /// The pacing of the track; `nil` uses the transition's `curve` or `spring`.
    public var timing: SceneTiming?
    /// Where the track was written, for errors found when the view is looked up.
    public var location: SceneLocation?

    /// A track from its parts.
    public init(
        target: SceneTrackTarget, isSnapshot: Bool = false, isHiddenDuringTransition: Bool = false,
        initial: SceneViewState = SceneViewState(), keyframes: [SceneKeyframe] = [], delay: Double = 0,
        timing: SceneTiming? = nil, location: SceneLocation? = nil
    ) {
        self.target = target
        self.isSnapshot = isSnapshot
        self.isHiddenDuringTransition = isHiddenDuringTransition
        self.initial = initial
        self.keyframes = keyframes
        self.delay = delay
        self.timing = timing
        self.location = location
    }
}

/// Which view a track animates: a controller's root view, or one of its views by ``SceneView/id``.
public struct SceneTrackTarget: Sendable, Hashable, CustomStringConvertible {
    /// The outgoing or the incoming controller.
    public var side: SceneSide
    /// The view's id within that controller; `nil` is the controller's root view.
    public var viewID: String?

    /// The root view of `side`'s controller, or its view named `viewID`.
    public init(side: SceneSide, viewID: String? = nil) {
        self.side = side
        self.viewID = viewID
    }

    /// As written in scene files: `to`, `from.photo`.
    public var description: String { viewID.map { "\(side.rawValue).\($0)" } ?? side.rawValue }
}

/// The two controllers of a transition.
public enum SceneSide: String, Sendable, Hashable, CaseIterable {
    /// The controller on screen when the transition starts.
    case from
    /// The controller on screen when it ends.
    case to
}

/// One step of a track: the state reached, how long it takes and how long it waits first.
public struct SceneKeyframe: Sendable, Hashable {
    /// The state reached at the end of the step (unset properties do not change); `nil` is the view's own
    /// state as the scene describes it, for a track that only says where the view starts.
    public var state: SceneViewState?
    /// Seconds the step takes; `nil` uses the transition's duration.
    public var duration: Double?
    /// Seconds of holding still before the step.
    public var delay: Double

    /// A step to `state` over `duration` seconds after `delay`.
    public init(state: SceneViewState?, duration: Double? = nil, delay: Double = 0) {
        self.state = state
        self.duration = duration
        self.delay = delay
    }
}

/// Animatable properties of a view; `nil` leaves a property as it is.
public struct SceneViewState: Sendable, Hashable {
    /// The frame in the superview's points (the container's, for root views and snapshots).
    public var frame: SceneRect?
    /// The centre in the superview's points.
    public var center: ScenePoint?
    /// The transform about the view's centre.
    public var transform: SceneTransform?
    /// The opacity, 0 to 1.
    public var alpha: Double?
    /// The layer's corner radius in points.
    public var cornerRadius: Double?
    /// The background colour.
    public var color: Color?
    /// The frame, in the view's own points, of a mask that shows only what it covers (seed 004's
    /// shrinking mask); it is removed when the transition ends.
    public var mask: SceneRect?

    /// A state from its parts.
    public init(
        frame: SceneRect? = nil, center: ScenePoint? = nil, transform: SceneTransform? = nil, alpha: Double? = nil,
        cornerRadius: Double? = nil, color: Color? = nil, mask: SceneRect? = nil
    ) {
        self.frame = frame
        self.center = center
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.color = color
        self.mask = mask
    }

    /// Whether no property is set.
    public var isEmpty: Bool { self == SceneViewState() }
}

/// A view transform: the view is scaled, then rotated, then moved (UIKit's
/// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`), with an optional perspective and
/// rotations about the horizontal and vertical axes for 3D turns.
public struct SceneTransform: Sendable, Hashable {
    /// Horizontal and vertical movement in points.
    public var translation: ScenePoint
    /// Movement toward the viewer in points (3D).
    public var translationZ: Double
    /// Rotation in the screen's plane, in degrees (positive is clockwise on screen).
    public var rotation: Double
    /// Rotation about the horizontal axis, in degrees (3D).
    public var rotationX: Double
    /// Rotation about the vertical axis, in degrees (3D).
    public var rotationY: Double
    /// Horizontal and vertical scale factors.
    public var scale: ScenePoint
    /// The distance in points from the viewer to the screen (`m34 = -1 / perspective`); `nil` is flat.
    public var perspective: Double?

    /// A transform from its parts; the defaults are the identity.
    public init(
        translation: ScenePoint = ScenePoint(x: 0, y: 0), translationZ: Double = 0, rotation: Double = 0,
        rotationX: Double = 0, rotationY: Double = 0, scale: ScenePoint = ScenePoint(x: 1, y: 1),
        perspective: Double? = nil
    ) {
        self.translation = translation
        self.translationZ = translationZ
        self.rotation = rotation
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.scale = scale
        self.perspective = perspective
    }

    /// Whether it needs a 3D layer transform (a perspective, a turn out of the screen's plane or depth).
    public var is3D: Bool { perspective != nil || rotationX != 0 || rotationY != 0 || translationZ != 0 }
}
