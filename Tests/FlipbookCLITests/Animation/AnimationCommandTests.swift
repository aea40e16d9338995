import Foundation
import Raster
import Testing

/// `flipbook render --gif/--video/--loop/--bounce/--hold`, run as a real process on a small screen.
@Suite struct AnimationCommandTests {
    static let small = RenderCommandTests.small
    static let scene = RenderCommandTests.scene

    /// Whether ffmpeg and ffprobe can be run (CI installs them); tests that need them say so when not.
    static let hasFFmpeg: Bool = {
        let found = ["ffmpeg", "ffprobe"].allSatisfy { tool in
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
                FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
            }
        }
        if !found { print("NOTICE: ffmpeg/ffprobe not found: the --video tests are skipped (CI installs ffmpeg)") }
        return found
    }()

    func decodedPNG(_ url: URL) throws -> [UInt8] { try PNGDecoder().decode(contentsOf: url).opaqueRGB() }

    @Test func gifFramesMatchTheRenderedPNGs() throws {
        let folder = try TemporaryFolder()
        let gifURL = folder.url.appendingPathComponent("out.gif")
        let result = try FlipbookBinary.run(
            ["render", Self.scene, "-o", folder.url.appendingPathComponent("frames").path, "--gif", gifURL.path]
                + Self.small)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" + \(gifURL.path) in "))
        let gif = try GIFDecoder.decode(contentsOf: gifURL)
        #expect(gif.width == 130 && gif.height == 200 && gif.plays == 0)
        // 7 frames at 10 fps: 70 cs in all; a frame equal to the one before merges into it.
        #expect(gif.frames.map(\.delay).reduce(0, +) == 70)
        var shown = 0
        for index in 0..<7 {
            let png = try decodedPNG(folder.url.appendingPathComponent(String(format: "frames/%04d.png", index)))
            let ticksBefore = gif.frames.prefix(shown + 1).map(\.delay).reduce(0, +)
            if index * 10 >= ticksBefore { shown += 1 }
            let error = GIFTestMath.meanError(gif.frames[shown].rgb, png)
            #expect(error < 2.5, "frame \(index) (GIF frame \(shown)): mean error \(error) per channel")
        }
    }

    @Test func bounceHoldAndLoopShapeTheAPNGAndGIF() throws {
        let folder = try TemporaryFolder()
        let gifURL = folder.url.appendingPathComponent("bounce.gif")
        let result = try FlipbookBinary.run(
            [
                "render", Self.scene, "-o", folder.url.appendingPathComponent("frames").path, "--apng", "--gif",
                gifURL.path, "--bounce", "--hold", "0.5", "--loop", "3",
            ] + Self.small)
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try GIFDecoder.decode(contentsOf: gifURL)
        #expect(gif.plays == 3)
        // Forward 0…6 (the last held 0.5 s more), back 5…0: 13 frames + 5 held = 1.8 s.
        #expect(gif.frames.map(\.delay).reduce(0, +) == 180)
        let first = try decodedPNG(folder.url.appendingPathComponent("frames/0000.png"))
        #expect(GIFTestMath.meanError(gif.frames.last!.rgb, first) < 2.5, "it ends back on frame 0")
        let apng = try Data(contentsOf: folder.url.appendingPathComponent("frames/animation.png"))
        let acTL = apng.range(of: Data("acTL".utf8))!.upperBound
        #expect(apng[acTL + 7] == 3, "num_plays")
    }

    @Test func videoIsH264OrVP9WithEveryFrameAtAConstantRate() throws {
        guard Self.hasFFmpeg else { return }
        let folder = try TemporaryFolder()
        for (name, codec) in [("out.mp4", "h264"), ("out.webm", "vp9")] {
            let url = folder.url.appendingPathComponent(name)
            // 131 px wide: the video is padded to 132.
            let args = Self.small.map { $0 == "130" ? "131" : $0 }
            let result = try FlipbookBinary.run(
                [
                    "render", Self.scene, "-o", folder.url.appendingPathComponent("frames").path, "--clean", "--video",
                    url.path, "--hold", "0.3", "--loop", "2",
                ] + args)
            #expect(result.status == 0, "\(result.stderr)")
            let probe = try FlipbookBinary.shell(
                "ffprobe -v error -count_frames -select_streams v:0 -show_entries "
                    + "stream=codec_name,width,height,pix_fmt,nb_read_frames,r_frame_rate -of csv=p=0 \"$1\"",
                [url.path])
            // (7 frames + 3 held) × 2 plays.
            #expect(
                probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "\(codec),132,200,yuv420p,10/1,20"
                    || probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                        == "\(codec),132,200,yuv420p,10/1,20,",
                "\(probe.stdout) \(probe.stderr)")
        }
    }

    @Test func missingFFmpegExits69WithAClearMessage() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run(
            ["render", Self.scene, "-o", folder.url.path, "--video", folder.url.appendingPathComponent("a.mp4").path]
                + Self.small,
            environment: ["FLIPBOOK_FFMPEG": "/nonexistent/ffmpeg"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("--video needs ffmpeg, but FLIPBOOK_FFMPEG=/nonexistent/ffmpeg"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("0000.png").path))
    }

    @Test func badAnimationOptionsAreUsageErrors() throws {
        let out = ["-o", "/tmp/unused-flipbook-out"]
        let cases: [([String], String)] = [
            (["--bounce"], "--loop, --bounce and --hold shape --apng, --gif and --video; give one of them"),
            (["--video", "a.avi"], "--video a.avi: the file must end in .mp4 (H.264) or .webm (VP9)"),
            (["--apng", "--loop=-1"], "--loop must be from 0 to 65536, got -1"),
            (["--gif", "a.gif", "--hold", "601"], "--hold must be from 0 to 600 seconds, got 601.0"),
            (["--gif", "a.gif", "--shard", "1/2"], "--shard cannot be combined with --apng, --gif, --video"),
        ]
        for (args, message) in cases {
            let result = try FlipbookBinary.run(["render", Self.scene] + out + args)
            #expect(result.status == 64, "\(args)")
            #expect(result.stderr.contains(message), "\(args): \(result.stderr)")
        }
    }
}

/// Pixel arithmetic for the animation tests.
enum GIFTestMath {
    /// The mean absolute difference per channel between two RGB buffers.
    static func meanError(_ a: [UInt8], _ b: [UInt8]) -> Double {
        zip(a, b).reduce(0.0) { $0 + abs(Double($1.0) - Double($1.1)) } / Double(max(a.count, 1))
    }
}
