import ArgumentParser
import Foundation

/// The animated outputs `render` writes besides the frames (`--gif`, `--video`) and how every animated
/// output plays (`--loop`, `--bounce`, `--hold`; `--apng` stays a flag of the command itself).
public struct AnimationOptions: ParsableArguments {
    /// Also write an animated GIF here.
    @Option(
        help: ArgumentHelp(
            """
            Also write an animated GIF: a global palette (Wu's quantizer) or, for frames it serves \
            badly, their own, Floyd–Steinberg dithering, only the changed rectangle per frame. GIF delays \
            are centiseconds: they are rounded without drift, and since browsers slow delays under \
            0.02 s to 0.1 s, at over 50 fps a frame that would start within 0.02 s of the one before \
            replaces it (the GIF shows at most 50 frames a second, in the same total time).
            """,
            valueName: "file.gif"))
    public var gif: String?

    /// Also write a video here.
    @Option(
        help: ArgumentHelp(
            """
            Also write a video through the ffmpeg executable: file.mp4 is H.264, file.webm is VP9, both \
            yuv420p at the scene's constant frame rate; an odd width or height gets its last column or row \
            repeated. Without ffmpeg on PATH (or at $FLIPBOOK_FFMPEG), exits with 69.
            """,
            valueName: "file.mp4|file.webm"))
    public var video: String?

    /// How many times animations play.
    @Option(
        help: ArgumentHelp(
            """
            How many times the APNG and GIF play (0, the default: forever). A video stores N plays one \
            after the other (0: one).
            """,
            valueName: "n"))
    public var loop: Int = 0

    /// Forward, then backward.
    @Flag(help: "Animations play forward, then backward to the first frame.")
    public var bounce = false

    /// Seconds on the last frame.
    @Option(
        help: ArgumentHelp(
            "Animations stay this long on the last frame (the turn, with --bounce), rounded to whole frames.",
            valueName: "seconds"))
    public var hold: Double = 0

    /// Creates the options (ArgumentParser fills them in).
    public init() {}

    /// Rejects values that cannot work.
    public func validate() throws {
        guard (0...65536).contains(loop) else { throw ValidationError("--loop must be from 0 to 65536, got \(loop)") }
        guard hold.isFinite, (0...600).contains(hold) else {
            throw ValidationError("--hold must be from 0 to 600 seconds, got \(hold)")
        }
        if let gif, gif.isEmpty { throw ValidationError("--gif is empty; give a file name") }
        if let video { _ = try VideoFormat(path: video) }
    }

    /// Whether any animated output besides the APNG is asked for.
    var writesAnimation: Bool { gif != nil || video != nil }

    /// Whether a playback option was given.
    var shapesPlayback: Bool { loop != 0 || bounce || hold != 0 }

    /// How many frame periods the hold lasts at `framesPerSecond`.
    func holdTicks(framesPerSecond: Int) -> Int { Int((hold * Double(framesPerSecond)).rounded()) }
}
