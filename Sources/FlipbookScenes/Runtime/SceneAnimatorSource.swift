import Flipbook

/// What a custom animator is asked to animate: the operation and the timing the scene chose.
public struct SceneAnimatorRequest: Sendable {
    /// The operation being animated.
    public var operation: SceneOperation
    /// The scene's `duration`, or `nil` for the animator's own default.
    public var duration: Double?
    /// The scene's `curve` or `spring`, or `nil` for the animator's own default.
    public var timing: SceneTiming?
    /// Whether a finger drives the transition (animators typically switch to a linear curve).
    public var isInteractive: Bool

    /// A request from its parts.
    public init(
        operation: SceneOperation, duration: Double? = nil, timing: SceneTiming? = nil, isInteractive: Bool = false
    ) {
        self.operation = operation
        self.duration = duration
        self.timing = timing
        self.isInteractive = isInteractive
    }
}

/// A custom transition as the catalog provides it: the animator, and for modal transitions the
/// presentation style and (for `.custom`) a presentation controller.
@preconcurrency @MainActor
public struct SceneAnimatorSetup {
    /// The `UIViewControllerAnimatedTransitioning` object, written as a UIKit user writes one.
    public var animator: UIViewControllerAnimatedTransitioning
    /// The presented controller's `modalPresentationStyle` (present and dismiss only), applied when the scene
    /// names none. Default `.automatic`, as a view controller's in UIKit: the animator then runs inside a page
    /// sheet, the presenting view stays and `view(forKey: .from)` is `nil`; say `.fullScreen` (or `.custom`)
    /// for a pre-iOS 13 custom presentation.
    public var modalPresentationStyle: UIModalPresentationStyle
    /// Makes the presentation controller for `.custom` presentations (`nil`: UIKit's default one).
    public var presentationController:
        ((_ presented: UIViewController, _ presenting: UIViewController?) -> UIPresentationController)?
    /// The interaction controller a drag script drives (`nil`: a `UIPercentDrivenInteractiveTransition`).
    public var interaction: (any SceneInteractionDriving)?

    /// A setup from its parts.
    public init(
        animator: UIViewControllerAnimatedTransitioning,
        modalPresentationStyle: UIModalPresentationStyle = .automatic,
        presentationController: ((UIViewController, UIViewController?) -> UIPresentationController)? = nil,
        interaction: (any SceneInteractionDriving)? = nil
    ) {
        self.animator = animator
        self.modalPresentationStyle = modalPresentationStyle
        self.presentationController = presentationController
        self.interaction = interaction
    }
}

/// Provides custom animators by name — the catalog does, and so can any app-specific collection.
@preconcurrency @MainActor
public protocol SceneAnimatorSource {
    /// Every animator name, sorted, for "expected one of …" messages.
    var animatorNames: [String] { get }
    /// The setup for `name`, or `nil` when there is no such animator.
    func animator(named name: String, for request: SceneAnimatorRequest) -> SceneAnimatorSetup?
}

/// A source without custom animators (scenes can still use UIKit's defaults and modal styles).
public struct NoSceneAnimators: SceneAnimatorSource {
    /// Creates the empty source.
    public init() {}
    /// None.
    public var animatorNames: [String] { [] }
    /// Always `nil`.
    public func animator(named name: String, for request: SceneAnimatorRequest) -> SceneAnimatorSetup? { nil }
}
