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
/// frame 0 being the state right after the actions. Time only moves through `VirtualClock.shared`, and
/// runs on from where it stands: a second recording continues the same timeline. Before each frame the
/// clock fires what is due, the window runs pending layout, and the display list is built on the main
/// actor; rasterizing and PNG encoding then run on ``threads`` threads in batches, with output
/// byte-identical to a single-threaded run.
@MainActor
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

    /// Checks run after each frame is evaluated (e.g. the transition engine reporting an animator that
    /// never completed); the first error thrown aborts the recording and is rethrown.
    static var frameChecks: [@MainActor () throws -> Void] = []

    var session: RecordingSession?
    var anchorTime: CFTimeInterval
    var framesSinceAnchor = 0

    /// A recorder for `window` at `fps` frames per second and `scale` pixels per point (default: the
    /// window's screen scale). Invalid values are reported when recording.
    public init(window: UIWindow, fps: Double = 60, scale: CGFloat? = nil,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.window = window
        self.fps = fps
        self.scale = scale ?? window.screen.scale
        self.threads = threads
        self.anchorTime = VirtualClock.shared.now
    }

    /// The current virtual time.
    public var time: CFTimeInterval { VirtualClock.shared.now }

    /// Performs `actions` at the current time, then writes frames 0 … round(seconds × fps) as `0000.png`,
    /// `0001.png`, … into `directory` (created if missing) and returns how many were written.
    @discardableResult
    public func record(seconds: Double, to directory: URL, actions: () throws -> Void = {}) throws -> Int {
        guard seconds.isFinite, seconds >= 0 else { throw FrameRecorderError.invalidDuration(seconds) }
        try validate()
        try startRecording(to: directory)
        do {
            try actions()
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
        VirtualClock.shared.advance(to: VirtualClock.shared.now + seconds)
        reanchor()
        try runFrameChecks()
    }

    /// The current frame as pixels (see ``displayList()``).
    public func snapshot() -> Bitmap {
        Rasterizer(threadCount: max(1, threads)).render(displayList())
    }

    /// The current frame's draw operations in device pixels. Like a captured frame, it first commits pending
    /// transactions and fires events due now (time does not move), then runs pending layout.
    public func displayList() -> DisplayList {
        VirtualClock.shared.advance(to: VirtualClock.shared.now)
        window.layoutIfNeeded()
        return DisplayListBuilder(scale: scale).displayList(for: window.layer, size: window.bounds.size,
                                                            background: background)
    }

    func validate() throws {
        guard fps.isFinite, fps > 0 else { throw FrameRecorderError.invalidFrameRate(fps) }
        guard scale.isFinite, scale > 0 else { throw FrameRecorderError.invalidScale(Double(scale)) }
    }

    /// Makes the current time frame 0 of the frame grid that ``advanceOneFrame()`` steps along.
    func reanchor() {
        anchorTime = VirtualClock.shared.now
        framesSinceAnchor = 0
    }

    func runFrameChecks() throws {
        for check in Self.frameChecks { try check() }
    }
}
