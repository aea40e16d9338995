import ArgumentParser
import FlipbookScenes

/// Options that override a scene's screen, frame rate and length: `--orientation`, `--fps`, `--scale`,
/// `--width`, `--height`, `--seconds`.
public struct SceneOverrides: ParsableArguments {
    /// How to turn the scene's device.
    @Option(
        help: """
            Turn the scene's device: portrait, landscape (= landscape-right), landscape-left or landscape-right; \
            the screen becomes the device's in that orientation (--width and --height still apply after).
            """)
    public var orientation: SceneOrientation?
    /// Frames per second (``Scene/Limits/fps``).
    @Option(help: "Frames per second (1-240), instead of the scene's.")
    public var fps: Int?
    /// Pixels per point (1–4).
    @Option(help: "Pixels per point (1-4), instead of the scene's screen scale.")
    public var scale: Int?
    /// Screen width in points.
    @Option(help: "Screen width in points, instead of the scene's.")
    public var width: Double?
    /// Screen height in points.
    @Option(help: "Screen height in points, instead of the scene's.")
    public var height: Double?
    /// Seconds to record.
    @Option(help: "Seconds of virtual time to record after frame 0 (default: until the transition ends).")
    public var seconds: Double?

    /// No overrides.
    public init() {}

    /// Checks each value's range.
    public func validate() throws {
        let limits = Scene.Limits.self
        if let fps, !limits.fps.contains(fps) {
            throw ValidationError("--fps must be from \(limits.fps.lowerBound) to \(limits.fps.upperBound), got \(fps)")
        }
        if let scale, !limits.scale.contains(scale) {
            throw ValidationError("--scale must be 1, 2, 3 or 4, got \(scale)")
        }
        if let width, !(width > 0 && width <= limits.screenPoints) {
            throw ValidationError(
                "--width must be more than 0 and at most \(Int(limits.screenPoints)) points, got \(width)")
        }
        if let height, !(height > 0 && height <= limits.screenPoints) {
            throw ValidationError(
                "--height must be more than 0 and at most \(Int(limits.screenPoints)) points, got \(height)")
        }
        if let seconds, !(seconds > 0 && seconds <= limits.recordingSeconds) {
            throw ValidationError(
                "--seconds must be more than 0 and at most \(Int(limits.recordingSeconds)), got \(seconds)")
        }
    }

    /// `scene` with the overrides applied; throws when the screen no longer has whole pixels.
    public func apply(to scene: Scene) throws(CLIError) -> Scene {
        var scene = scene
        if let orientation {
            scene.device = scene.device.oriented(orientation.interfaceOrientation)
            scene.screen = SceneScreen(device: scene.device, scale: scene.screen.scale)
        }
        if let fps { scene.fps = fps }
        if let scale { scene.screen.scale = scale }
        if let width { scene.screen.width = width }
        if let height { scene.screen.height = height }
        if let seconds { scene.recording.seconds = seconds }
        let w = scene.screen.width * Double(scene.screen.scale)
        let h = scene.screen.height * Double(scene.screen.scale)
        guard w == w.rounded(), h == h.rounded() else {
            func text(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
            throw CLIError(
                """
                the screen would be \(text(w)) × \(text(h)) pixels; \
                --width, --height and --scale must give whole pixels
                """,
                status: .usage)
        }
        let most = Double(Scene.Limits.framePixels)
        guard w <= most, h <= most else {
            throw CLIError(
                "the screen would be \(Int(w)) × \(Int(h)) pixels; at most \(Scene.Limits.framePixels) each way",
                status: .usage)
        }
        return scene
    }
}

extension SceneOrientation: ExpressibleByArgument {}
