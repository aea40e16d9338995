import Flipbook
import FlipbookCatalog
import FlipbookScenes
import Foundation

/// What a transition snapshot plays: your own screens and the action that starts the transition, a
/// built-in catalog entry, or a scene file. Give it to `assertSnapshot` with one of the strategies on
/// `Snapshotting<TransitionRecording, …>` (`.frame(at:)`, `.contactSheet(frames:)`, `.gif`,
/// `.displayList(at:)`, `.timeline(of:)`).
///
/// ```swift
/// let push = TransitionRecording(device: .iPhone15, scale: 1, seconds: 0.5) {
///     UINavigationController(rootViewController: AlbumViewController())
/// } start: { navigation in
///     navigation.pushViewController(PhotoViewController(), animated: true)
/// }
/// assertSnapshot(of: push, as: .frame(at: 0.25))
/// ```
///
/// Every snapshot plays the recording from the start in a ``World`` of its own on the virtual clock, so
/// the same recording always gives the same pixels and text, whatever ran before and however long the
/// machine takes. Times are seconds after the start action (frame 0), rounded to the nearest frame at
/// ``fps``. A problem found while playing (an animator that never completes, a time past the end) fails
/// the test where the recording was written.
public struct TransitionRecording: Sendable {
    /// How the window and its transition are made.
    enum Source: Sendable {
        /// Your own window or controllers: `stage` builds them and returns the start action.
        case stage(
            device: SimulatedDevice, scale: CGFloat?, seconds: Double, build: @MainActor @Sendable () throws -> Stage)
        /// A scene (from the catalog or a file), played by a ``SceneRunner``.
        case scene(Scene)
    }

    /// A window on screen and what starts its transition.
    struct Stage {
        var window: UIWindow
        var start: @MainActor () throws -> Void
    }

    let source: Source
    /// Frames per second: the grid that times are rounded to, and the frames of a GIF, contact sheet
    /// or timeline.
    public let fps: Double
    /// What the recording shows, for messages: the root controller's type, the entry or the file.
    public let title: String
    /// Where the recording was written: failures found while playing it are reported here.
    let location: SourceLocation

    /// Your own screens: `root` makes the window's root view controller, `start` starts the transition
    /// on it (push, present, select a tab…) at time 0, and the recording lasts `seconds`. A `root` closure of
    /// more than one statement names the type it returns (`{ () -> AlbumViewController in … }`), so that
    /// `start` gets that type.
    ///
    /// - Parameters:
    ///   - device: The simulated device: screen size, scale and safe areas (``SimulatedDevice/default``).
    ///   - scale: Pixels per point of the images (the device's unless given; 1 keeps snapshots small).
    ///   - fps: Frames per second.
    ///   - seconds: How long the recording lasts after the start action.
    public init<Root: UIViewController>(
        device: SimulatedDevice = .default, scale: CGFloat? = nil, fps: Double = 60, seconds: Double,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        root: @escaping @MainActor @Sendable () throws -> Root,
        start: @escaping @MainActor @Sendable (Root) throws -> Void
    ) {
        let build: @MainActor @Sendable () throws -> Stage = {
            let controller = try root()
            let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return Stage(window: window) { try start(controller) }
        }
        self.source = .stage(device: device, scale: scale, seconds: seconds, build: build)
        self.fps = fps
        self.title = "\(Root.self)"
        self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A window you build yourself (made key and visible by `window`), with `start` starting the
    /// transition at time 0; the recording lasts `seconds`.
    public init(
        device: SimulatedDevice = .default, scale: CGFloat? = nil, fps: Double = 60, seconds: Double,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        window: @escaping @MainActor @Sendable () throws -> UIWindow,
        start: @escaping @MainActor @Sendable (UIWindow) throws -> Void
    ) {
        let build: @MainActor @Sendable () throws -> Stage = {
            let made = try window()
            return Stage(window: made) { try start(made) }
        }
        self.source = .stage(device: device, scale: scale, seconds: seconds, build: build)
        self.fps = fps
        self.title = "a window"
        self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A built-in demo by its `flipbook list` name (`push-wechat`), at its own frame rate and length;
    /// `scale` (1–4) replaces its screen scale. Throws when there is no entry of that name.
    public init(
        catalogEntry name: String, scale: Int? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        guard let entry = Catalog.entry(named: name) else {
            throw TransitionRecordingError(
                "no catalog entry is called \"\(name)\"; `flipbook list` shows the \(Catalog.entries.count) there are")
        }
        try self.init(
            scene: entry.scene(), title: name, scale: scale,
            location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The scene file (YAML or JSON) at `url`, at its own frame rate and length; `scale` (1–4) replaces
    /// its screen scale. Its animators may be the catalog's. Throws the file's problems, each as
    /// `FILE:LINE:COLUMN: FIELD: what was expected`.
    public init(
        sceneFile url: URL, scale: Int? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        try self.init(
            scene: SceneLoader.load(contentsOf: url), title: url.lastPathComponent, scale: scale,
            location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private init(scene: Scene, title: String, scale: Int?, location: SourceLocation) throws {
        var scene = scene
        if let scale {
            guard (1...4).contains(scale) else {
                throw TransitionRecordingError("scale must be 1 to 4 for \(title), not \(scale)")
            }
            scene.screen.scale = scale
        }
        self.source = .scene(scene)
        self.fps = Double(scene.fps)
        self.title = title
        self.location = location
    }
}

/// A recording that cannot be made: an unknown catalog entry, a bad scale.
public struct TransitionRecordingError: Error, CustomStringConvertible, Sendable {
    /// What was wrong.
    public let description: String

    init(_ description: String) { self.description = description }
}

/// A place in a test's source, where a recording was written.
struct SourceLocation: Sendable {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt
}
