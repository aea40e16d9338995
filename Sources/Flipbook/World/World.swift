import Foundation

/// Everything Flipbook simulates that UIKit keeps in process-wide singletons: the virtual clock, the
/// transaction stack, the animations and animation blocks, running view-controller transitions, reported
/// errors, the application (key window, ignored events), the main screen, where images are looked up and
/// the snapshots being taken.
///
/// UIKit's shared objects — ``VirtualClock/shared``, `CACurrentMediaTime()`, ``CATransaction``,
/// ``TransitionDiagnostics/shared``, ``UIApplication/shared``, ``UIScreen/main``,
/// `UIImage.searchDirectories`, `UIView.areAnimationsEnabled` — are a front
/// over the ``current`` world. Code that does not choose one works in ``main``, the process's own, as on
/// iOS. Running work in a world of its own keeps it apart from everything else in the process:
///
/// ```swift
/// let world = World()
/// let count = try world.run {
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///     …
///     return try FrameRecorder(window: window).record(seconds: 0.5, to: folder) { home.present(detail, animated: true)
///     }
/// }
/// ```
///
/// A ``FrameRecorder`` keeps the world it was created in and runs in it, so it may be used outside
/// ``run(_:)``; other objects (windows, views, animators) do their work in whichever world is current
/// when they are called, so build and drive them inside ``run(_:)``. The world is task-local: tasks
/// started inside ``run(_:)`` inherit it.
@preconcurrency @MainActor
public final class World {
    /// The process's own world: the current one wherever no other was chosen with ``run(_:)``.
    public nonisolated static let main = World()

    /// The world UIKit's shared objects stand for here: the one whose ``run(_:)`` is executing, else ``main``.
    public nonisolated static var current: World { CurrentWorld.bound ?? main }

    /// The clock every animation, completion and display link of this world runs on.
    public nonisolated let clock: VirtualClock
    /// Where this world's view-controller transitions report errors.
    public nonisolated let diagnostics: TransitionDiagnostics
    /// Where this world's Auto Layout problems are reported.
    public nonisolated let layoutDiagnostics: LayoutDiagnostics
    /// The Auto Layout engine of every view hierarchy in this world.
    let layoutEngine = LayoutEngine()
    /// The application: key window, first responder and ignored interaction events (made on first use, on the
    /// main actor, as a `UIResponder`).
    private(set) lazy var application = UIApplication()
    /// The status bar drawn over this world's frames while ``showsStatusBar`` is on.
    private(set) var statusBar: StatusBarOverlay?
    /// Whether frames of this world's windows show the iOS status bar over them (recorders, scenes and
    /// ``DisplayListBuilder/displayList(of:background:)``): the time and the cellular, Wi-Fi and battery icons, dark
    /// or light as ``UIApplication/statusBarStyle`` says, hidden (fading or sliding) as
    /// ``UIApplication/isStatusBarHidden`` says, placed for ``device``. Off by default, so frames show only what
    /// the app draws.
    public var showsStatusBar: Bool {
        get { statusBar != nil }
        set {
            guard newValue != showsStatusBar else { return }
            statusBar = newValue ? StatusBarOverlay() : nil
            if let statusBar { run { statusBar.prepareFrame(in: self) } }
        }
    }
    /// The main screen (``UIScreen/main``): 390 × 844 points at scale 3 until changed.
    public nonisolated let screen: UIScreen
    /// The phone simulated: ``SimulatedDevice/iPhone14`` in portrait until changed. Setting it sizes and
    /// scales ``screen`` to the device's in its orientation; windows the size of its screen get its
    /// safe-area insets.
    /// Turning it posts `UIApplication`'s status bar frame notifications and, while they are generated,
    /// `UIDevice.orientationDidChangeNotification`.
    public var device: SimulatedDevice {
        get { storedDevice }
        set {
            let old = storedDevice
            application.postingOrientationNotifications {
                apply(newValue)
            } newFrame: {
                apply(newValue)
                defer { apply(old) }
                return application.statusBarFrame
            }
        }
    }
    private var storedDevice = SimulatedDevice.default

    private func apply(_ device: SimulatedDevice) {
        storedDevice = device
        screen.bounds = CGRect(origin: .zero, size: device.screenSize)
        screen.scale = device.scale
    }
    /// The interface's orientation: the device's while the main screen is the device's size; for a
    /// screen sized by hand, `.landscapeRight` when it is wider than tall, else `.portrait`.
    var interfaceOrientation: UIInterfaceOrientation {
        let size = screen.bounds.size
        if size == device.screenSize { return device.orientation }
        return size.width > size.height ? .landscapeRight : .portrait
    }
    /// Where `UIImage(named:)` looks, and the scale it tries first (the screen's).
    nonisolated let imageSearchPath: ImageSearchPath

    /// The implicit transaction is `transactions[0]`; explicit ones are pushed on top (see ``CATransaction``).
    var transactions = [CATransaction.Frame()]
    /// Open animation blocks (`UIView.animate…`, `performWithoutAnimation`), innermost last.
    var animationBlocks: [AnimationBlock] = []
    /// `UIView.areAnimationsEnabled`.
    var animationsEnabled = true
    /// View-controller transitions that have started and not ended (at most one).
    var runningTransitions: [TransitionDriver] = []
    /// Bad `CATransition`s found when added to a layer and not yet thrown by a recorder, oldest first.
    var pendingLayerTransitionErrors: [CATransitionLayerError] = []
    /// Layers whose rendering is being taken for a `CATransition` right now (see `TransitionSnapshots`).
    var layersBeingCaptured: Set<ObjectIdentifier> = []
    /// How many `UIViewPropertyAnimator`s were created here; numbers their animations' keys. Not reset, so
    /// an animator from before a ``reset()`` never shares a key with a new one.
    var propertyAnimatorCount = 0
    /// Extra checks every recorder of this world runs after each frame (see `FrameRecorder.addFrameCheck`).
    var frameChecks: [(token: FrameCheckToken, check: @MainActor () throws -> Void)] = []
    private var nextFrameCheckID = 0

    /// A new world: time 0, no windows, nothing scheduled or running, the default screen.
    public nonisolated init() {
        clock = VirtualClock()
        diagnostics = TransitionDiagnostics()
        layoutDiagnostics = LayoutDiagnostics()
        let imageSearchPath = ImageSearchPath()
        self.imageSearchPath = imageSearchPath
        screen = UIScreen(
            bounds: CGRect(origin: .zero, size: SimulatedDevice.default.screenSize),
            scale: SimulatedDevice.default.scale, imageSearchPath: imageSearchPath)
        clock.belong(to: self)
        LiveObjects.created(.worlds)
    }

    deinit { LiveObjects.released(.worlds) }

    /// Runs `body` with this world as ``current`` and returns its result.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try CurrentWorld.$bound.withValue(self, operation: body)
    }

    /// Puts the world back as it was created: the clock at 0 with nothing scheduled (events, time
    /// observers, animations being tracked — their completions never fire —, display links, which are
    /// invalidated), no open transactions or animation blocks, no transition running (those running are
    /// abandoned without calling anything), no pending errors, default diagnostics settings, animations
    /// enabled, no key window and no ignored events. Windows and views themselves are left as they are, and
    /// so is the configuration: the device, the screen's size and scale and the image search directories.
    public func reset() {
        diagnostics.reset()
        layoutDiagnostics.reset()
        abandonTransitions()
        pendingLayerTransitionErrors.removeAll()
        layersBeingCaptured.removeAll()
        frameChecks.removeAll()
        animationBlocks.removeAll()
        animationsEnabled = true
        application.reset()
        clock.resetTime()
        transactions = [CATransaction.Frame()]
    }

    /// Forgets every running transition without ending it.
    func abandonTransitions() {
        for driver in runningTransitions { driver.abandon() }
        runningTransitions.removeAll()
    }

    // MARK: Frame checks

    /// Adds a check run after every evaluated frame of every recorder of this world; keep the token to
    /// remove it.
    func addFrameCheck(_ check: @escaping @MainActor () throws -> Void) -> FrameCheckToken {
        nextFrameCheckID += 1
        let token = FrameCheckToken(id: nextFrameCheckID)
        frameChecks.append((token, check))
        return token
    }

    /// Removes the check added under `token` (others' checks stay).
    func removeFrameCheck(_ token: FrameCheckToken) {
        frameChecks.removeAll { $0.token == token }
    }

    /// Throws what went wrong since the last frame, each error once: the first transition error (while
    /// ``TransitionDiagnostics/throwsFromRecorder``; the others are dropped with it), then the oldest bad
    /// `CATransition`, then whatever an added check throws.
    func runFrameChecks() throws {
        if diagnostics.throwsFromRecorder, let first = diagnostics.takeErrors().first { throw first }
        if !pendingLayerTransitionErrors.isEmpty { throw pendingLayerTransitionErrors.removeFirst() }
        for entry in frameChecks { try entry.check() }
    }
}

/// The world bound by `World.run(_:)` in this task, if any.
private enum CurrentWorld {
    @TaskLocal static var bound: World?
}

/// Identifies one check added with `World.addFrameCheck(_:)`.
struct FrameCheckToken: Hashable {
    let id: Int
}
