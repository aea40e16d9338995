import Flipbook
import FlipbookCatalog
import FlipbookScenes
import Foundation

/// One play of a ``TransitionRecording``: its window in a world of its own, stepped frame by frame
/// (in order) on the virtual clock.
@MainActor
final class TransitionPlayback {
    let recording: TransitionRecording
    /// The window played.
    let window: UIWindow
    /// The world it plays in.
    let world: World
    /// Frames `0..<frameCount` make the whole recording.
    let frameCount: Int
    /// The name a view has in the recording (an accessibility identifier, a scene `id`, a controller's), if any.
    let name: @MainActor (UIView) -> String?
    private let step: Stepper

    private enum Stepper {
        case recorder(FrameRecorder)
        case scene(SceneRunner)
    }

    private var currentFrame = 0

    /// Builds the recording's window and performs its start action (frame 0).
    init(_ recording: TransitionRecording) throws {
        self.recording = recording
        switch recording.source {
        case .stage(let device, let scale, let seconds, let build):
            guard seconds.isFinite, seconds >= 0, seconds * recording.fps <= FrameRecorder.maximumFrames else {
                throw TransitionRecordingError("\(recording.title): seconds must be 0 or more, not \(seconds)")
            }
            let world = World()
            let (stage, recorder) = try world.run { () throws -> (TransitionRecording.Stage, FrameRecorder) in
                world.device = device
                let stage = try build()
                return (stage, FrameRecorder(window: stage.window, fps: recording.fps, scale: scale ?? device.scale))
            }
            try world.run { try stage.start() }
            try recorder.advance(seconds: 0)
            self.world = world
            window = stage.window
            frameCount = Int((seconds * recording.fps).rounded()) + 1
            name = Self.withIdentifiers(Self.controllerNames(in: stage.window))
            step = .recorder(recorder)
        case .scene(let scene):
            let runner = try SceneRunner(scene: scene, animators: Catalog.animators)
            let names = SceneViewNames(runner: runner)
            world = runner.world
            window = runner.window
            frameCount = runner.frameCount
            name = Self.withIdentifiers { names.name(of: $0) }
            step = .scene(runner)
        }
    }

    /// The frame nearest `seconds` after frame 0; throws when it lies outside the recording.
    func frameIndex(at seconds: Double) throws -> Int {
        let index = (seconds * recording.fps).rounded()
        guard seconds.isFinite, index >= 0, index < Double(frameCount) else {
            let last = Double(frameCount - 1) / recording.fps
            throw TransitionRecordingError(
                """
                no frame at \(seconds) s; the recording runs from 0 to \
                \(TextNumber.format(last, places: 3)) s (\(frameCount) frames at \
                \(TextNumber.format(recording.fps, places: 2)) fps)
                """)
        }
        return Int(index)
    }

    /// The time of frame `index` in seconds.
    func time(ofFrame index: Int) -> Double { Double(index) / recording.fps }

    /// Moves the clock to frame `index` (not before the last one asked for) and returns its display list.
    func displayList(atFrame index: Int) throws -> DisplayList {
        precondition(index >= currentFrame, "frames are played in order")
        switch step {
        case .scene(let runner):
            currentFrame = index
            return try runner.displayList(atFrame: index)
        case .recorder(let recorder):
            while currentFrame < index {
                try recorder.advanceOneFrame()
                currentFrame += 1
            }
            return recorder.displayList()
        }
    }

    /// Moves the clock to frame `index` without building its display list.
    func advance(toFrame index: Int) throws {
        _ = try displayList(atFrame: index)
    }

    /// The frames at `indices` (ascending), rasterized.
    func frames(_ indices: [Int]) throws -> [Bitmap] {
        try indices.map { Rasterizer().render(try displayList(atFrame: $0)) }
    }

    /// The view's accessibility identifier (the name its app gave it), or else `name`'s answer.
    private static func withIdentifiers(_ name: @escaping @MainActor (UIView) -> String?)
        -> @MainActor (UIView) -> String?
    {
        { view in view.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? name(view) }
    }

    /// Names root views after their controllers' types (`AlbumViewController`), for controllers in the
    /// window's hierarchy at the time a view first appears.
    private static func controllerNames(in window: UIWindow) -> @MainActor (UIView) -> String? {
        { [weak window] view in
            guard let root = window?.rootViewController else { return nil }
            var pending = [root]
            while let controller = pending.popLast() {
                if controller.viewIfLoaded === view { return "\(type(of: controller))" }
                pending += controller.children
                if let presented = controller.presentedViewController { pending.append(presented) }
            }
            return nil
        }
    }
}
