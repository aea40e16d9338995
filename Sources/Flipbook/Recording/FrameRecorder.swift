import Foundation

/// Records a window as a numbered PNG sequence on the virtual clock.
///
/// ```swift
/// let recorder = FrameRecorder(window: window, fps: 60, scale: 2)
/// let count = try recorder.record(seconds: 0.5, to: outputURL) {
///     // actions at t = 0: start animations, push, present, …
/// }
/// ```
///
/// Frame `i` of a recording shows the window at `start + Double(i) / fps` exactly (no accumulated error),
/// frame 0 being the state right after the actions. A recorder works in the ``World`` that was current
/// when it was created (its clock, transitions and errors), whatever world is current when it is used.
/// Time only moves through that world's clock, and runs on from where it stands: a second recording
/// continues the same timeline. Before each frame the
/// clock fires what is due, the window runs pending layout, and the display list is built on the main
/// actor; rasterizing and PNG encoding then run on ``threads`` threads in batches, with output
/// byte-identical to a single-threaded run.
@preconcurrency @MainActor
public final class FrameRecorder {
    /// The window recorded.
    public let window: UIWindow
    /// Frames per virtual second.
    public let fps: Double
    /// Pixels per point of the frames.
    public let scale: CGFloat
    /// How many frames are rasterized and encoded at once (default: the machine's active cores).
    public var threads: Int
    /// The colour behind the window (the screen's black by default).
    public var background: Color = .black
    /// PNG compression settings for written frames.
    public var pngPreset: PNGEncoder.Preset = .fast
    /// Whether frames show the iOS status bar over the window (the recorder's world's ``World/showsStatusBar``).
    public var showsStatusBar: Bool {
        get { world.showsStatusBar }
        set { world.showsStatusBar = newValue }
    }

    /// The world the recorder works in: the one current when it was created.
    public let world: World

    /// Adds a check run after every evaluated frame of every recorder of the current world, after the
    /// world's own checks (pending transition errors); keep the token to remove it. The first error
    /// thrown aborts the recording and is rethrown.
    @discardableResult
    static func addFrameCheck(_ check: @escaping @MainActor () throws -> Void) -> FrameCheckToken {
        World.current.addFrameCheck(check)
    }

    /// Removes the check added under `token` (others' checks stay).
    static func removeFrameCheck(_ token: FrameCheckToken) {
        World.current.removeFrameCheck(token)
    }

    var session: RecordingSession?
    var anchorTime: CFTimeInterval
    var framesSinceAnchor = 0

    /// A recorder for `window` at `fps` frames per second and `scale` pixels per point (default: the
    /// window's screen scale). Invalid values are reported when recording.
    public init(
        window: UIWindow, fps: Double = 60, scale: CGFloat? = nil,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.window = window
        self.fps = fps
        self.scale = scale ?? window.screen.scale
        self.threads = threads
        world = World.current
        anchorTime = world.clock.now
    }

    /// A recorder of a new window filling the screen of `device`, showing `rootViewController`: makes
    /// `device` the current world's (``World/device``: its screen size, scale and safe-area insets),
    /// then makes the window key and visible. `scale` defaults to the device's.
    public convenience init(
        device: SimulatedDevice, rootViewController: UIViewController, fps: Double = 60, scale: CGFloat? = nil,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        World.current.device = device
        let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        self.init(window: window, fps: fps, scale: scale ?? device.scale, threads: threads)
    }

    /// The most frames one recording or drag may take (about 46 virtual hours at 60 fps), so that a
    /// mistyped duration is an error rather than an endless render or an overflowing frame count.
    nonisolated public static let maximumFrames: Double = 10_000_000

    /// The current virtual time of the recorder's world.
    public var time: CFTimeInterval { world.clock.now }

    /// Performs `actions` at the current time, then writes frames 0 … round(seconds × fps) as `0000.png`,
    /// `0001.png`, … into `directory` (created if missing) and returns how many were written.
    @discardableResult
    public func record(seconds: Double, to directory: URL, actions: () throws -> Void = {}) throws -> Int {
        try validate()
        guard seconds.isFinite, seconds >= 0, seconds * fps <= Self.maximumFrames else {
            throw FrameRecorderError.invalidDuration(seconds)
        }
        try startRecording(to: directory)
        do {
            try world.run(actions)
            try captureFrame()
            let last = Int((seconds * fps).rounded())
            if last > 0 {
                for _ in 1...last { try advanceOneFrame() }
            }
        } catch {
            session = nil
            throw error
        }
        return try stopRecording()
    }

    /// Lets `seconds` of virtual time pass without writing frames (events and completions fire on the way).
    public func advance(seconds: Double) throws {
        guard seconds.isFinite, seconds >= 0 else { throw FrameRecorderError.invalidDuration(seconds) }
        try world.run {
            world.clock.advance(to: world.clock.now + seconds)
            reanchor()
            try world.runFrameChecks()
        }
    }

    /// The current frame as pixels (see ``displayList()``).
    public func snapshot() -> Bitmap {
        Rasterizer(threadCount: max(1, threads)).render(displayList())
    }

    /// The window's draw operations now: commits pending transactions and fires events due now (time does
    /// not move), runs pending layout and builds the display list, in the recorder's world.
    func evaluate() -> DisplayList {
        world.run {
            world.clock.advance(to: world.clock.now)
            window.layoutIfNeeded()
            return DisplayListBuilder(scale: scale).displayList(of: window, background: background)
        }
    }

    /// The current frame's draw operations in device pixels. Like a captured frame, it first commits pending
    /// transactions and fires events due now (time does not move), then runs pending layout.
    public func displayList() -> DisplayList {
        evaluate()
    }

    func validate() throws {
        guard fps.isFinite, fps > 0 else { throw FrameRecorderError.invalidFrameRate(fps) }
        guard scale.isFinite, scale > 0 else { throw FrameRecorderError.invalidScale(Double(scale)) }
    }

    /// Makes the current time frame 0 of the frame grid that ``advanceOneFrame()`` steps along.
    func reanchor() {
        anchorTime = world.clock.now
        framesSinceAnchor = 0
    }
}
