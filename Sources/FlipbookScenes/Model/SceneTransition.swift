/// The transition a scene records: what happens, which animation plays it, with what timing, and
/// optionally the finger that drives it.
public struct SceneTransition: Sendable, Hashable {
    /// What the transition does (push, pop, present, dismiss, select a tab).
    public var operation: SceneOperation
    /// Seconds of virtual time after frame 0 at which the operation is triggered.
    public var start: Double
    /// Which animation plays the transition.
    public var animation: SceneAnimation
    /// The animation's duration in seconds; `nil` keeps the animation's own default.
    public var duration: Double?
    /// The animation's timing curve or spring; `nil` keeps the animation's own default.
    public var timing: SceneTiming?
    /// A scripted drag that drives the transition interactively, or `nil` for a plain animated one.
    public var interaction: SceneInteraction?
    /// Where the animation was named in the scene file, for errors found when it is resolved.
    public var animationLocation: SceneLocation?

    /// A transition from its parts.
    public init(
        operation: SceneOperation, start: Double = 0, animation: SceneAnimation = .system,
        duration: Double? = nil, timing: SceneTiming? = nil, interaction: SceneInteraction? = nil,
        animationLocation: SceneLocation? = nil
    ) {
        self.operation = operation
        self.start = start
        self.animation = animation
        self.duration = duration
        self.timing = timing
        self.interaction = interaction
        self.animationLocation = animationLocation
    }
}

/// What a transition does.
public enum SceneOperation: Sendable, Hashable {
    /// Push the named controller onto the navigation stack.
    case push(String)
    /// Pop the top controller off the navigation stack.
    case pop
    /// Present the named controller modally.
    case present(String)
    /// Dismiss the presented controller.
    case dismiss
    /// Select the tab at this index (0-based) of the tab bar controller.
    case selectTab(Int)

    /// The operation's name as written in scene files.
    public var name: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .selectTab: "select"
        }
    }
}

/// Which animation plays a transition.
public enum SceneAnimation: Sendable, Hashable {
    /// UIKit's default animation for the operation (slide for push/pop, cover vertical for present,
    /// none for tab selection).
    case system
    /// A custom `UIViewControllerAnimatedTransitioning` animator from the catalog, by name.
    case animator(String)
    /// A `CATransition` added to the container's layer, with the operation performed without animation.
    case caTransition(type: String, subtype: String?)
    /// UIKit's built-in modal transition style (present and dismiss only).
    case modalStyle(SceneModalStyle)
    /// An animator described in the scene file: view tracks and matched views (see ``SceneKeyframes``).
    case keyframes(SceneKeyframes)
    /// iOS 18's zoom (`preferredTransition = .zoom`) out of, or back into, the view with this `id` (push,
    /// pop, present and dismiss); an interactive dismiss or pop drags the zoomed screen down.
    case zoom(source: String)
}

/// UIKit's `UIModalTransitionStyle`.
public enum SceneModalStyle: String, Sendable, CaseIterable {
    /// Slides up from the bottom (the default).
    case coverVertical
    /// Cross-fades.
    case crossDissolve
    /// Flips around the vertical axis.
    case flipHorizontal
    /// Curls the presenting screen up like a page.
    case partialCurl
}

/// The timing of an animation: a cubic Bézier curve or a spring.
public enum SceneTiming: Sendable, Hashable {
    /// A `CAMediaTimingFunction`.
    case curve(SceneCurve)
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    case spring(damping: Double, initialVelocity: Double)
}

/// A `CAMediaTimingFunction`: one of the named curves or explicit control points.
public enum SceneCurve: Sendable, Hashable {
    /// `CAMediaTimingFunctionName.default`: (0.25, 0.1, 0.25, 1).
    case `default`
    /// `.linear`.
    case linear
    /// `.easeIn`: (0.42, 0, 1, 1).
    case easeIn
    /// `.easeOut`: (0, 0, 0.58, 1).
    case easeOut
    /// `.easeInEaseOut`: (0.42, 0, 0.58, 1), UIView's default curve.
    case easeInEaseOut
    /// A cubic Bézier from (0, 0) to (1, 1) through the control points (x1, y1) and (x2, y2).
    case controlPoints(Double, Double, Double, Double)
}

/// A scripted finger: drag segments played one after another, then a release; or two fingers pinching.
public struct SceneInteraction: Sendable, Hashable {
    /// The segments, in order; each starts when the previous one ends (for a pinch, the first finger's).
    public var drags: [SceneDrag]
    /// What the interaction controller is told when the finger lifts.
    public var release: SceneRelease
    /// Two fingers pinching instead of one dragging, if set.
    public var pinch: ScenePinch?

    /// An interaction of `drags` followed by `release`.
    public init(drags: [SceneDrag], release: SceneRelease) {
        self.drags = drags
        self.release = release
    }

    /// Two fingers pinching as `pinch` says, then `release`.
    public init(pinch: ScenePinch, release: SceneRelease) {
        self.drags = pinch.fingerPaths[0]
        self.release = release
        self.pinch = pinch
    }

    /// Every finger's segments: one finger's `drags`, or a pinch's two.
    public var fingerPaths: [[SceneDrag]] { pinch?.fingerPaths ?? [drags] }

    /// Total seconds the finger is down.
    public var seconds: Double { drags.reduce(0) { $0 + $1.seconds } }
}

/// Two fingers on a horizontal line, `startDistance` points apart around `center`, moving apart or together
/// at constant speed until they are `endDistance` apart around `endCenter` (as `FrameRecorder`'s
/// `pinch(at:from:to:duration:movingTo:ending:)` moves them).
public struct ScenePinch: Sendable, Hashable {
    /// The fingers' midpoint when they go down, in screen points.
    public var center: ScenePoint
    /// Their midpoint when they lift.
    public var endCenter: ScenePoint
    /// Points between them when they go down (more than 0).
    public var startDistance: Double
    /// Points between them when they lift (more than 0; smaller pinches in).
    public var endDistance: Double
    /// How long they move, in seconds.
    public var seconds: Double

    /// A pinch from `startDistance` to `endDistance` around `center` (moving to `endCenter`) over `seconds`.
    public init(
        center: ScenePoint, startDistance: Double, endDistance: Double, seconds: Double, endCenter: ScenePoint? = nil
    ) {
        self.center = center
        self.endCenter = endCenter ?? center
        self.startDistance = startDistance
        self.endDistance = endDistance
        self.seconds = seconds
    }

    /// The left finger's path and the right finger's, one segment each.
    public var fingerPaths: [[SceneDrag]] {
        [-1.0, 1.0].map { side in
            [
                SceneDrag(
                    from: ScenePoint(x: center.x + side * startDistance / 2, y: center.y),
                    to: ScenePoint(x: endCenter.x + side * endDistance / 2, y: endCenter.y), seconds: seconds)
            ]
        }
    }
}

/// A straight, constant-speed finger movement in screen points.
public struct SceneDrag: Sendable, Hashable {
    /// Where the segment starts.
    public var from: ScenePoint
    /// Where the segment ends.
    public var to: ScenePoint
    /// How long the segment takes, in seconds.
    public var seconds: Double

    /// A drag from `from` to `to` over `seconds`.
    public init(from: ScenePoint, to: ScenePoint, seconds: Double) {
        self.from = from
        self.to = to
        self.seconds = seconds
    }
}

/// How an interactive transition ends when the finger lifts.
public enum SceneRelease: String, Sendable, CaseIterable {
    /// `finish()`: the transition completes from where the finger left it.
    case finish
    /// `cancel()`: the transition plays back to where it started.
    case cancel
}
