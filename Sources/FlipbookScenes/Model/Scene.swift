import Flipbook
import Foundation
import Raster

/// Everything needed to record one transition: the device and its screen, the view controllers and their
/// views, the container they start in, the transition to run and how long to record.
///
/// Scenes are written as YAML or JSON files (see ``SceneLoader``) or built in Swift. The same value drives
/// `flipbook render` and the Swift API.
public struct Scene: Sendable {
    /// The simulated phone: its safe-area insets apply when the screen is its size (see ``Flipbook/SimulatedDevice``).
    public var device: SimulatedDevice
    /// The simulated screen: size in points and scale.
    public var screen: SceneScreen
    /// Frames per second of the recording (frame `i` is at `i / fps` seconds).
    public var fps: Int
    /// The window's background colour, visible wherever no view covers it.
    public var background: Color
    /// Every view controller the scene uses, each with a unique ``SceneController/id``.
    public var controllers: [SceneController]
    /// How the controllers are arranged when recording starts.
    public var root: SceneRoot
    /// The transition to run, or `nil` to record the initial state only.
    public var transition: SceneTransition?
    /// How long to record; `nil` lets the runner choose (see ``SceneRecording``).
    public var recording: SceneRecording
    /// Controls changing at given times (`actions:`), in the order written.
    public var actions: [SceneControlAction] = []
    /// How `flipbook verify` compares the scene's frames with their goldens.
    public var verification: SceneVerification
    /// The file the scene was read from, if any (images were resolved relative to it).
    public var source: URL?
    /// Whether frames show the iOS status bar (`statusBar: true`; see ``Flipbook/World/showsStatusBar``).
    public var showsStatusBar = false

    /// A scene from its parts. `screen` defaults to the whole screen of `device`.
    public init(
        device: SimulatedDevice = .default, screen: SceneScreen? = nil, fps: Int = 60, background: Color = .black,
        controllers: [SceneController], root: SceneRoot, transition: SceneTransition? = nil,
        recording: SceneRecording = SceneRecording(), verification: SceneVerification = SceneVerification(),
        source: URL? = nil
    ) {
        self.device = device
        self.screen = screen ?? SceneScreen(device: device)
        self.fps = fps
        self.background = background
        self.controllers = controllers
        self.root = root
        self.transition = transition
        self.recording = recording
        self.verification = verification
        self.source = source
    }

    /// The controller with the given identifier, if the scene has one.
    public func controller(_ id: String) -> SceneController? {
        controllers.first { $0.id == id }
    }
}

/// The simulated screen: its size in points and how many pixels make a point.
public struct SceneScreen: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point (1 to 4).
    public var scale: Int

    /// A screen of `width × height` points at `scale`; defaults to the screen of an iPhone 12–14 (390 × 844 pt at 3×).
    public init(width: Double = 390, height: Double = 844, scale: Int = 3) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The screen of `device`, at its scale unless `scale` is given.
    public init(device: SimulatedDevice, scale: Int? = nil) {
        self.init(
            width: Double(device.screenSize.width), height: Double(device.screenSize.height),
            scale: scale ?? Int(device.scale))
    }

    /// Width of a frame in pixels.
    public var pixelWidth: Int { Int((width * Double(scale)).rounded()) }
    /// Height of a frame in pixels.
    public var pixelHeight: Int { Int((height * Double(scale)).rounded()) }
}

/// How long a scene is recorded.
public struct SceneRecording: Sendable, Hashable {
    /// Seconds of virtual time to record after frame 0; `nil` means "until the transition has finished"
    /// (the runner then uses the transition's start, drag and duration, plus one frame).
    public var seconds: Double?

    /// A recording of `seconds` (or of the whole transition when `nil`).
    public init(seconds: Double? = nil) {
        self.seconds = seconds
    }
}

/// How a scene's frames are compared with their goldens by `flipbook verify`.
public struct SceneVerification: Sendable, Hashable {
    /// The pixelmatch threshold to tolerate (0…1, see ``Scene/Limits/tolerance``), anti-aliased pixels
    /// ignored; `nil` requires identical pixels. `flipbook verify --tolerance` overrides it.
    public var tolerance: Double?

    /// Verification with a tolerance, or of identical pixels when `nil`.
    public init(tolerance: Double? = nil) {
        self.tolerance = tolerance
    }
}
