import Flipbook
import Foundation

/// Runs a ``Scene`` on the virtual clock: builds the window and controllers, triggers the transition
/// (driving it with the scripted finger when the scene has one) and gives the display list of any frame.
///
/// ```swift
/// let runner = try SceneRunner(scene: scene, animators: Catalog.animators)
/// for frame in 0..<runner.frameCount {
///     let bitmap = Rasterizer().render(try runner.displayList(atFrame: frame))
/// }
/// ```
/// Frame `i` is at `i / fps` seconds after frame 0, which is the state right after the transition was
/// triggered (or, with `start`, the state before it). Everything that happens on the clock — the
/// transition, every finger sample at every frame time — happens whichever frames are asked for, so a
/// frame looks the same whether it is rendered alone, in a shard or in the whole sequence.
@preconcurrency @MainActor
public final class SceneRunner {
    /// The scene being run.
    public let scene: Scene
    /// The window holding the scene's root controller.
    public let window: UIWindow
    /// How many frames the recording has (frames `0..<frameCount`).
    public let frameCount: Int
    /// The controllers by scene name.
    public let controllers: [String: SceneViewController]
    /// The world the scene runs in (its clock, transitions and errors), created for this runner.
    public let world: World
    private let builder: DisplayListBuilder
    private let origin: CFTimeInterval
    private var delegate: SceneTransitionDelegate?
    private var interaction: (any SceneInteractionDriving)?
    private var finger: SceneFinger?
    private var dynamics: SceneDynamicsDriver?
    /// The scroll views' scripted fingers, once they went down.
    private var scrollFingers: [SceneFinger] = []
    private var lastFrame = -1
    private var container: UIViewController

    /// Builds the scene's window in a ``World`` of its own, whose device and main screen are the scene's, and schedules
    /// its transition there, so every run of a scene is identical and runners in one process never see each
    /// other. Throws when an animator is unknown or a feature is not available.
    public init(scene: Scene, animators: any SceneAnimatorSource = NoSceneAnimators()) throws {
        self.scene = scene
        let world = World()
        world.device = scene.device
        world.screen.bounds = CGRect(x: 0, y: 0, width: scene.screen.width, height: scene.screen.height)
        world.screen.scale = CGFloat(scene.screen.scale)
        world.showsStatusBar = scene.showsStatusBar
        self.world = world
        let stage = try world.run { try Stage(scene: scene, animators: animators) }
        window = stage.window
        controllers = stage.controllers
        container = stage.container
        delegate = stage.delegate
        interaction = stage.interaction
        builder = DisplayListBuilder(scale: CGFloat(scene.screen.scale))
        origin = world.clock.now

        let transition = scene.transition
        let animationSeconds =
            transition.map {
                Self.animationSeconds($0, setup: stage.setup, turnsPages: stage.container is ScenePageViewController)
            } ?? 0
        let transitionSeconds =
            (transition.map { $0.start + ($0.interaction?.seconds ?? 0) } ?? 0) + animationSeconds + 1
            / Double(scene.fps)
        let seconds =
            scene.recording.seconds
            ?? max(
                transitionSeconds, Self.dynamicsSeconds(scene), Self.scrollSeconds(scene), Self.actionSeconds(scene))
        frameCount = Int((seconds * Double(scene.fps)).rounded()) + 1

        let moving = scene.controllers.filter { $0.allViews.contains { $0.dynamics != nil } }
        if !moving.isEmpty {
            let controllers = moving.compactMap { stage.controllers[$0.id] }
            dynamics = world.run {
                SceneDynamicsDriver(
                    controllers: controllers, window: stage.window, fps: Double(scene.fps),
                    screen: CGSize(width: scene.screen.width, height: scene.screen.height), origin: origin)
            }
        }
        for spec in scene.controllers where spec.allViews.contains(where: { $0.scroll?.finger != nil }) {
            guard let controller = stage.controllers[spec.id] else { continue }
            world.run {
                controller.loadViewIfNeeded()
                for script in controller.scrollFingers { scheduleScrollFinger(script) }
            }
        }

        for action in scene.actions { world.run { scheduleAction(action) } }
        if let transition {
            world.run {
                if transition.start == 0 {
                    trigger(transition)
                } else {
                    world.clock.schedule(at: origin + transition.start) { [weak self] in self?.trigger(transition) }
                }
            }
        }
    }

    /// Lets everything the scene made go with the runner, even mid-transition (`World.dismantle`).
    isolated deinit {
        world.dismantle(window: window, controllers: Array(controllers.values) + [container])
    }

    /// The virtual time of frame `index`, in seconds from frame 0.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(scene.fps) }

    /// Moves the clock to frame `index` (which must not be before the last frame asked for) and returns
    /// the window's display list there, in device pixels. Throws the first transition error (an animator
    /// that never completes, a misused context) reported so far.
    public func displayList(atFrame index: Int) throws -> DisplayList {
        precondition(index >= lastFrame, "SceneRunner frames must be asked for in order")
        lastFrame = index
        return try world.run {
            world.clock.advance(to: origin + time(ofFrame: index))
            window.layoutIfNeeded()
            if let error = world.diagnostics.errors.first {
                throw SceneRunError("frame \(index): \(error)")
            }
            if let problem = dynamics?.problem { throw SceneRunError("frame \(index): \(problem)") }
            return builder.displayList(of: window, background: scene.background)
        }
    }

    // MARK: - Building

    /// The scene's window and controllers, built in the runner's world, with the transition's delegate
    /// installed and the presented controller (if any) on screen.
    @MainActor private struct Stage {
        let window: UIWindow
        let controllers: [String: SceneViewController]
        let container: UIViewController
        let setup: SceneAnimatorSetup?
        let delegate: SceneTransitionDelegate?
        let interaction: (any SceneInteractionDriving)?

        init(scene: Scene, animators: any SceneAnimatorSource) throws {
            window = UIWindow(frame: UIScreen.main.bounds)
            window.backgroundColor = SceneViewFactory.uiColor(scene.background)
            var byID: [String: SceneViewController] = [:]
            for spec in scene.controllers { byID[spec.id] = SceneViewController(spec: spec) }
            controllers = byID
            container = try SceneRunner.makeContainer(
                scene.root, controllers: byID)

            let transition = scene.transition
            setup = try transition.flatMap { try SceneRunner.resolve($0, in: scene, animators: animators) }
            var interaction: (any SceneInteractionDriving)?
            var delegate: SceneTransitionDelegate?
            if let setup, let transition {
                if transition.interaction != nil {
                    interaction = setup.interaction ?? UIPercentDrivenInteractiveTransition()
                }
                delegate = SceneTransitionDelegate(setup: setup, interaction: interaction)
                SceneRunner.install(
                    delegate!, for: transition, container: container, root: scene.root, controllers: byID)
            }
            self.interaction = interaction
            self.delegate = delegate
            if let transition, case .modalStyle(let style) = transition.animation {
                let target = SceneRunner.modalTarget(transition, root: scene.root, controllers: byID)
                target?.modalTransitionStyle = SceneRunner.uiStyle(style)
            }
            if let transition, case .zoom(let source) = transition.animation {
                SceneRunner.installZoom(from: source, for: transition, root: scene.root, controllers: byID)
            }

            window.rootViewController = container
            window.makeKeyAndVisible()
            if let presented = scene.root.presented, let controller = byID[presented] {
                controller.aimPopover(from: container)
                container.present(controller, animated: false)
            }
            VirtualClock.shared.advance(by: 0)
        }
    }

    private static func makeContainer(
        _ root: SceneRoot, controllers: [String: SceneViewController]
    ) throws -> UIViewController {
        func controller(_ id: String) throws -> SceneViewController {
            guard let found = controllers[id] else {
                throw SceneRunError("the root names an unknown controller \"\(id.shortenedForMessages)\"")
            }
            return found
        }
        switch root.container {
        case .controller(let id):
            return try controller(id)
        case .navigation(let stack):
            let navigation = UINavigationController()
            navigation.navigationBar.prefersLargeTitles = root.largeTitles
            navigation.setViewControllers(try stack.map(controller), animated: false)
            return navigation
        case .pages(let pages, let style):
            return ScenePageViewController(
                pages: try pages.map(controller), style: style, spine: root.spine, doubleSided: root.doubleSided)
        case .tabs(let tabs, let selected):
            let tabBar = UITabBarController()
            tabBar.setViewControllers(try tabs.map(controller), animated: false)
            tabBar.selectedIndex = selected
            return tabBar
        }
    }

    private static func resolve(
        _ transition: SceneTransition, in scene: Scene, animators: any SceneAnimatorSource
    ) throws -> SceneAnimatorSetup? {
        switch transition.animation {
        case .keyframes(let keyframes):
            try SceneKeyframeAnimator.check(keyframes, in: scene)
            let animator = SceneKeyframeAnimator(
                keyframes: keyframes, forward: SceneKeyframeAnimator.isForward(transition.operation),
                duration: transition.duration,
                timing: transition.timing)
            return SceneAnimatorSetup(animator: animator)
        case .system, .modalStyle, .zoom:
            return nil
        case .animator(let name):
            let request = SceneAnimatorRequest(
                operation: transition.operation, duration: transition.duration, timing: transition.timing,
                isInteractive: transition.interaction != nil)
            if let setup = animators.animator(named: name, for: request) { return setup }
            let location = transition.animationLocation.map { "\($0): \($0.field): " } ?? ""
            var message =
                """
                \(location)unknown animator "\(name)"; \
                expected one of \(animators.animatorNames.joined(separator: ", "))
                """
            if animators.animatorNames.isEmpty {
                message =
                    "\(location)unknown animator \"\(name.shortenedForMessages)\"; no custom animators are available"
            }
            throw SceneRunError(message)
        case .caTransition(let type, let subtype):
            let probe = SceneCATransition.make(type: type, subtype: subtype, duration: nil, timing: nil)
            do {
                try probe.validate()
            } catch {
                let location = transition.animationLocation.map { "\($0): \($0.field): " } ?? ""
                throw SceneRunError("\(location)\(error)")
            }
            return nil
        }
    }

    private static func install(
        _ delegate: SceneTransitionDelegate, for transition: SceneTransition,
        container: UIViewController, root: SceneRoot, controllers: [String: SceneViewController]
    ) {
        if let navigation = container as? UINavigationController { navigation.delegate = delegate }
        if let tabBar = container as? UITabBarController { tabBar.delegate = delegate }
        if let target = modalTarget(transition, root: root, controllers: controllers) {
            target.transitioningDelegate = delegate
            if (target as? SceneViewController)?.spec.presentationStyle == nil {
                target.modalPresentationStyle = delegate.setup.modalPresentationStyle
            }
        }
    }

    /// Sets the zoomed controller's `preferredTransition` to a zoom from the view with id `source` (looked up
    /// in the other controllers when the zoom asks for it).
    private static func installZoom(
        from source: String, for transition: SceneTransition, root: SceneRoot,
        controllers: [String: SceneViewController]
    ) {
        let zoomedID: String?
        switch transition.operation {
        case .present(let id), .push(let id): zoomedID = id
        case .dismiss: zoomedID = root.presented
        case .pop:
            if case .navigation(let stack) = root.container { zoomedID = stack.last } else { zoomedID = nil }
        case .selectTab: zoomedID = nil
        }
        guard let zoomedID, let zoomed = controllers[zoomedID] else { return }
        let others = controllers.keys.sorted().filter { $0 != zoomedID }.compactMap { controllers[$0] }
        zoomed.preferredTransition = .zoom { _ in
            others.lazy.compactMap { $0.isViewLoaded ? $0.sceneView(source) : nil }.first
        }
    }

    /// The controller whose modal properties matter: the one presented or dismissed.
    private static func modalTarget(
        _ transition: SceneTransition, root: SceneRoot,
        controllers: [String: SceneViewController]
    ) -> UIViewController? {
        switch transition.operation {
        case .present(let id): controllers[id]
        case .dismiss: root.presented.flatMap { controllers[$0] }
        default: nil
        }
    }

    private static func uiStyle(_ style: SceneModalStyle) -> UIModalTransitionStyle {
        switch style {
        case .coverVertical: .coverVertical
        case .crossDissolve: .crossDissolve
        case .flipHorizontal: .flipHorizontal
        case .partialCurl: .partialCurl
        }
    }

    private static func animationSeconds(
        _ transition: SceneTransition, setup: SceneAnimatorSetup?, turnsPages: Bool
    ) -> Double {
        // A scene-file animator runs until its last track ends, which may be after its duration.
        if case .keyframes = transition.animation, let setup { return setup.animator.transitionDuration(using: nil) }
        if let duration = transition.duration { return duration }
        if let setup { return setup.animator.transitionDuration(using: nil) }
        switch (transition.animation, transition.operation) {
        case (.modalStyle(let style), _): return uiStyle(style).defaultTransitionDuration
        case (.zoom, _): return 0.5 // iOS 18's zoom: UIKit's default 0.5 s spring
        case (.caTransition, _): return 0.25 // Core Animation's default duration
        case (_, .push), (_, .pop): return UINavigationController.defaultTransitionDuration
        case (_, .present), (_, .dismiss): return UIModalTransitionStyle.coverVertical.defaultTransitionDuration
        case (_, .selectTab): return turnsPages ? 0.6 : 0 // a page curl's full travel; a scroll settles sooner
        }
    }

    /// How long a scene records by default for its views' dynamics: until 2 s after the last behaviour is
    /// added or the last finger lifts (0 without dynamics).
    static let dynamicsSettlingSeconds = 2.0

    /// Seconds until the last scroll view's finger lifts, and a little more to see where it left the content.
    private static func scrollSeconds(_ scene: Scene) -> Double {
        let ends = scene.controllers.flatMap(\.allViews).compactMap { $0.scroll?.finger?.end }
        return ends.max().map { $0 + 0.2 } ?? 0
    }

    /// Puts a scroll view's scripted finger down at its start (on the window: the scroll view under it takes it).
    private func scheduleScrollFinger(_ script: SceneScrollFinger) {
        let down: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            let finger = SceneFinger(
                script: SceneInteraction(drags: script.drags, release: .finish), window: self.window,
                start: VirtualClock.shared.now, fps: Double(self.scene.fps),
                screen: CGSize(width: self.scene.screen.width, height: self.scene.screen.height), interaction: nil)
            self.scrollFingers.append(finger)
            finger.schedule()
        }
        let time = origin + script.start
        if time <= VirtualClock.shared.now { down() } else { VirtualClock.shared.schedule(at: time, down) }
    }

    /// Seconds until the last action's animation has ended (0 without actions).
    private static func actionSeconds(_ scene: Scene) -> Double {
        scene.actions.map(\.time).max().map { $0 + 0.3 } ?? 0
    }

    /// Changes an action's control at its time (at once for time 0, before the transition starts).
    private func scheduleAction(_ action: SceneControlAction) {
        let apply: @MainActor () -> Void = { [weak self] in
            guard let self, let view = self.controllers[action.controller]?.sceneView(action.view) else { return }
            SceneControls.apply(action, to: view)
        }
        let time = origin + action.time
        if time <= VirtualClock.shared.now { apply() } else { VirtualClock.shared.schedule(at: time, apply) }
    }

    private static func dynamicsSeconds(_ scene: Scene) -> Double {
        let events = scene.controllers.flatMap(\.allViews).compactMap { $0.dynamics?.lastEventTime }
        return events.max().map { $0 + dynamicsSettlingSeconds } ?? 0
    }

    // MARK: - Triggering

    private func trigger(_ transition: SceneTransition) {
        if let script = transition.interaction {
            let finger = SceneFinger(
                script: script, window: window, start: VirtualClock.shared.now, fps: Double(scene.fps),
                screen: CGSize(width: scene.screen.width, height: scene.screen.height),
                interaction: interaction)
            self.finger = finger
            finger.schedule()
            // UIKit's own pop starts from the edge-pan gesture; custom animators are started here and
            // scrubbed by the finger through the percent-driven interaction controller.
            if interaction == nil { return }
        }
        if case .caTransition(let type, let subtype) = transition.animation {
            // Seed 001's recipe: add the CATransition to the container's layer (the window's for modal
            // transitions), then change the tree without UIKit's own animation.
            let animation = SceneCATransition.make(
                type: type, subtype: subtype, duration: transition.duration, timing: transition.timing)
            let layer: CALayer
            switch transition.operation {
            case .present, .dismiss: layer = window.layer
            default: layer = container.view.layer
            }
            layer.add(animation, forKey: nil)
            perform(transition.operation, animated: false)
            return
        }
        perform(transition.operation, animated: true)
    }

    private func perform(_ operation: SceneOperation, animated: Bool) {
        switch operation {
        case .push(let id):
            if let navigation = container as? UINavigationController, let controller = controllers[id] {
                navigation.pushViewController(controller, animated: animated)
            }
        case .pop:
            _ = (container as? UINavigationController)?.popViewController(animated: animated)
        case .present(let id):
            if let controller = controllers[id] {
                let presenter = container.presentedViewController ?? container
                controller.aimPopover(from: presenter)
                presenter.present(controller, animated: animated)
            }
        case .dismiss:
            container.presentedViewController?.dismiss(animated: animated)
        case .selectTab(let index):
            if let pages = container as? ScenePageViewController {
                pages.turn(to: index, animated: animated)
            }
            (container as? UITabBarController)?.selectedIndex = index
        }
    }
}
