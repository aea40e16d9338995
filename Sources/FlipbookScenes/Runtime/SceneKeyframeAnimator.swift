import Flipbook

/// The animator a scene file describes with `keyframes:` — a `UIViewControllerAnimatedTransitioning`
/// object that places the incoming view, morphs matched views and plays each track with `UIView.animate`
/// (or `animateKeyframes`), like an animator written in Swift. Everything it changed is restored when the
/// last animation stops, and the transition completes (or cancels) then.
@MainActor
final class SceneKeyframeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of steps without their own, and of the matched views' morph, when the scene sets none.
    static let defaultDuration = 0.35

    let keyframes: SceneKeyframes
    /// Whether the incoming view goes on top (push, present, tab selection) or below (pop, dismiss).
    let forward: Bool
    /// The transition's `duration`, or ``defaultDuration``.
    let duration: Double
    /// The transition's `curve` or `spring`: the timing of tracks without their own and of the morph.
    let timing: SceneTiming?

    init(keyframes: SceneKeyframes, forward: Bool, duration: Double?, timing: SceneTiming?) {
        self.keyframes = keyframes
        self.forward = forward
        self.duration = duration ?? Self.defaultDuration
        self.timing = timing
        super.init()
    }

    /// Until the last track or the morph ends.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        keyframes.tracks.reduce(duration) { longest, track in
            max(longest, track.keyframes.reduce(track.delay) { $0 + $1.delay + ($1.duration ?? duration) })
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let fromView = transitionContext.view(forKey: .from)
        if let toView = transitionContext.view(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            if forward || fromView == nil {
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: fromView!)
            }
            toView.layoutIfNeeded()
        }
        let sides: [SceneSide: (controller: UIViewController, view: UIView?)] = [
            .from: (fromVC, fromView ?? fromVC.view), .to: (toVC, toVC.view),
        ]
        let progress = TransitionProgress()
        let done: @MainActor () -> Void = {
            progress.pending -= 1
            guard progress.pending == 0 else { return }
            progress.finish(transitionContext)
        }

        // Matched views first: their frames are where the views are laid out, before any track moves them.
        let morphs = matchedPairs(from: fromVC, to: toVC).map {
            SceneMatchedViewMorph(from: $0.0, to: $0.1, in: container)
        }
        var starts: [() -> Void] = []
        if !morphs.isEmpty {
            progress.finishers.append { for morph in morphs { morph.finish() } }
            progress.pending += 1
            starts.append {
                SceneTimedAnimation.run(
                    duration: self.duration, delay: 0, timing: self.timing,
                    animations: { for morph in morphs { morph.animate() } }, completion: done)
            }
        }
        for track in keyframes.tracks {
            guard let side = sides[track.target.side], let root = side.view else { continue }
            let found = track.target.viewID.map { Self.sceneController(side.controller)?.sceneView($0) } ?? root
            guard let view = found else { continue }
            let (target, own) = prepare(track, view: view, container: container, finishers: &progress.finishers)
            if !track.keyframes.isEmpty {
                progress.pending += 1
                starts.append { self.play(track, on: target, own: own, completion: done) }
            }
        }
        if progress.pending == 0 {
            progress.finish(transitionContext)
            return
        }
        // Every view is in its starting state before the first animation is added.
        for start in starts { start() }
    }

    /// Sets up a track's view (or its snapshot copy) in its starting state; returns the view to animate and
    /// its state before that.
    private func prepare(
        _ track: SceneTrack, view: UIView, container: UIView, finishers: inout [() -> Void]
    ) -> (UIView, SceneViewOwnState) {
        var target = view
        if track.isSnapshot, let snapshot = view.snapshotView(afterScreenUpdates: false) {
            snapshot.frame = view.convert(view.bounds, to: container)
            container.addSubview(snapshot)
            let wasHidden = view.isHidden
            view.isHidden = true
            finishers.append {
                snapshot.removeFromSuperview()
                view.isHidden = wasHidden
            }
            target = snapshot
        }
        let own = SceneViewOwnState(of: target)
        let installsMask = target.mask == nil && SceneViewState.anyMask([track.initial] + track.keyframes.map(\.state))
        if installsMask {
            let mask = UIView(frame: target.bounds)
            mask.backgroundColor = .white
            target.mask = mask
        }
        finishers.append { [target] in
            if installsMask { target.mask = nil }
            own.restore(target)
        }
        if track.isHiddenDuringTransition { target.isHidden = true }
        UIView.performWithoutAnimation { track.initial.apply(to: target) }
        return (target, own)
    }

    /// Animates a track's steps: one step with `UIView.animate`, several as keyframes of one block.
    private func play(
        _ track: SceneTrack, on view: UIView, own: SceneViewOwnState, completion: @escaping @MainActor () -> Void
    ) {
        let initial = track.initial
        func changes(_ step: SceneKeyframe) -> () -> Void {
            { if let state = step.state { state.apply(to: view) } else { own.apply(initial, to: view) } }
        }
        let timing = track.timing ?? self.timing
        if track.keyframes.count == 1, let step = track.keyframes.first {
            SceneTimedAnimation.run(
                duration: step.duration ?? duration, delay: track.delay + step.delay, timing: timing,
                animations: changes(step), completion: completion)
            return
        }
        var curve: SceneCurve?
        if case .curve(let named) = timing { curve = named }
        SceneTimedAnimation.runKeyframes(
            track.keyframes.map { ($0.delay, $0.duration ?? duration, changes($0)) }, delay: track.delay,
            curve: curve, completion: completion)
    }

    /// Pairs of views with the same `match` in the outgoing and incoming controllers, in the incoming
    /// controller's order.
    private func matchedPairs(from: UIViewController, to: UIViewController) -> [(UIView, UIView)] {
        guard let source = Self.sceneController(from), let destination = Self.sceneController(to) else { return [] }
        return destination.spec.allViews.compactMap(\.match).compactMap { match in
            guard let a = source.matchedView(match), let b = destination.matchedView(match) else { return nil }
            return (a, b)
        }
    }

    /// Push, present and tab selection put the incoming view on top; pop and dismiss put it below.
    static func isForward(_ operation: SceneOperation) -> Bool {
        switch operation {
        case .push, .present, .selectTab: true
        case .pop, .dismiss: false
        }
    }

    /// The scene controller a transition's controller shows (the top of a navigation stack, the selected tab).
    static func sceneController(_ controller: UIViewController) -> SceneViewController? {
        if let navigation = controller as? UINavigationController {
            return navigation.topViewController.flatMap(sceneController)
        }
        if let tabs = controller as? UITabBarController { return tabs.selectedViewController.flatMap(sceneController) }
        return controller as? SceneViewController
    }

    /// Throws when a track names a view its controller does not have (scenes built in Swift skip the
    /// decoder's check).
    static func check(_ keyframes: SceneKeyframes, in scene: Scene) throws {
        guard let sides = scene.transitionControllers else { return }
        for track in keyframes.tracks {
            guard let id = track.target.viewID else { continue }
            let controllerID = track.target.side == .from ? sides.from : sides.to
            guard let controller = scene.controller(controllerID), !controller.allViews.contains(where: { $0.id == id })
            else { continue }
            let location = track.location.map { "\($0): \($0.field): " } ?? ""
            throw SceneRunError(
                """
                \(location)controller "\(controllerID.shortenedForMessages)" \
                has no view "\(id.shortenedForMessages)" for the track \(track.target)
                """
            )
        }
    }
}

/// The animations of a transition still running, and what to undo, newest last, when the last one ends.
@MainActor
private final class TransitionProgress {
    var pending = 0
    var finishers: [() -> Void] = []

    /// Runs the finishers, newest first, and completes the transition.
    func finish(_ context: UIViewControllerContextTransitioning) {
        for finish in finishers.reversed() { finish() }
        context.completeTransition(!context.transitionWasCancelled)
    }
}
