import FlipbookSnapshotTesting
import Foundation
import Raster
import SnapshotTesting
import Testing

@Suite struct GIFSnapshottingTests {
    @Test func recordsPassesAndFailsOnOnePixelOfOneFrame() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func verify(_ recording: TransitionRecording) -> String? {
            verifySnapshot(
                of: recording, as: .gif, named: "all", record: .missing, snapshotDirectory: folder.path,
                testName: "slide")
        }
        #expect(verify(SnapshotFixtures.slide())?.contains("Automatically recorded snapshot") == true)
        #expect(SnapshotFixtures.files(in: folder) == ["slide.all.gif"])
        let animation = try GIFDecoder.decode(contentsOf: folder.appendingPathComponent("slide.all.gif"))
        #expect(animation.width == 120 && animation.height == 160)
        #expect(animation.frames.count == 5, "0, 50, 100, 150, 200 ms")
        #expect(verify(SnapshotFixtures.slide()) == nil)
        let failure = try #require(verify(SnapshotFixtures.slide(speck: true)))
        #expect(failure.contains("The GIFs differ at frame 0 of 5: 1 of 19200 pixels differ"), "\(failure)")
    }

    @Test func gifsAreComparedByTheirFramesNotTheirBytes() throws {
        let gif = Snapshotting<TransitionRecording, Data>.gif
        var data: Data?
        gif.snapshot(SnapshotFixtures.slide()).run { data = $0 }
        let original = try #require(data)
        let animation = try GIFDecoderTestFile.decode(original)
        // The same frames written again to loop forever: other bytes (a NETSCAPE2.0 block), the same pictures.
        let rewritten = try GIFDecoderTestFile.reencode(animation)
        #expect(rewritten != original)
        #expect(gif.diffing.diffV2(original, rewritten) == nil)
        let (message, _) = try #require(gif.diffing.diffV2(original, Data("not a gif".utf8)))
        #expect(message.contains("cannot be read back"))
    }
}

/// Round trips through files for the GIF tests.
enum GIFDecoderTestFile {
    static func decode(_ data: Data) throws -> GIFDecoder.Animation {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.gif")
        try data.write(to: url)
        return try GIFDecoder.decode(contentsOf: url)
    }

    /// Each decoded frame as a bitmap, encoded again at 100 fps (1 cs per tick), looping forever.
    static func reencode(_ animation: GIFDecoder.Animation) throws -> Data {
        let bitmaps = animation.frames.map { frame in
            var pixels = [UInt8](repeating: 255, count: animation.width * animation.height * 4)
            for i in 0..<(animation.width * animation.height) {
                for c in 0..<3 { pixels[i * 4 + c] = frame.rgb[i * 3 + c] }
            }
            return Bitmap(width: animation.width, height: animation.height, pixels: pixels)
        }
        var palette = GIFPaletteBuilder()
        for bitmap in bitmaps { palette.add(bitmap) }
        let encoder = try GIFEncoder(
            width: animation.width, height: animation.height, framesPerSecond: 100, plays: 0,
            globalPalette: try #require(palette.palette()), sink: Data())
        for (bitmap, frame) in zip(bitmaps, animation.frames) { try encoder.append(bitmap, ticks: frame.delay) }
        try encoder.finish()
        return encoder.sink
    }
}
