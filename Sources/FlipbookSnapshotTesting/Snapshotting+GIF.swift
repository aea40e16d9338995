import Foundation
import Raster
import SnapshotTesting

extension Snapshotting where Value == TransitionRecording, Format == Data {
    /// Every frame of the recording as an animated GIF (played once; Flipbook's encoder: one global
    /// palette, dithering where colours are many, at most 50 frames a second), compared by its decoded
    /// frames and their delays, not by bytes; see ``SnapshotTesting/Diffing/flipbookGIF``.
    public static var gif: Self {
        TransitionRecording.strategy("GIF", pathExtension: "gif", diffing: .flipbookGIF, fallback: Data()) {
            playback in
            let frames = try playback.frames(Array(0..<playback.frameCount))
            var palette = GIFPaletteBuilder()
            for frame in frames { palette.add(frame) }
            guard let globalPalette = palette.palette(), let first = frames.first else {
                throw TransitionRecordingError("the recording has no frames")
            }
            let encoder = try GIFEncoder(
                width: first.width, height: first.height,
                framesPerSecond: Int(playback.recording.fps.rounded()), plays: 1, globalPalette: globalPalette,
                sink: Data())
            for frame in frames { try encoder.append(frame) }
            try encoder.finish()
            return encoder.sink
        }
    }
}

extension Diffing where Value == Data {
    /// GIF files compared by what they show: the same size, the same number of frames, each frame's
    /// pixels identical and shown for the same time. On a difference the message names the first
    /// differing frame, and that frame's diff image is attached (see
    /// ``SnapshotTesting/Diffing/flipbookImage(precision:perceptualPrecision:)``).
    public static var flipbookGIF: Self {
        .diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { reference, actual in
                let expected: GIFDecoder.Animation
                let got: GIFDecoder.Animation
                do {
                    expected = try GIFFile.decode(reference)
                } catch {
                    return ("The reference is not a readable GIF (\(error)): delete it to record it again.", [])
                }
                do {
                    got = try GIFFile.decode(actual)
                } catch {
                    return ("The new GIF cannot be read back: \(error).", [])
                }
                return GIFFile.difference(expected: expected, actual: got)
            })
    }
}

/// Reading GIF data back and comparing animations.
enum GIFFile {
    /// The animation in `data` (giflib reads files, so it passes through a temporary one).
    static func decode(_ data: Data) throws -> GIFDecoder.Animation {
        let folder = try FileManager.default.url(
            for: .itemReplacementDirectory, in: .userDomainMask,
            appropriateFor: FileManager.default.temporaryDirectory, create: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("snapshot.gif")
        try data.write(to: url)
        return try GIFDecoder.decode(contentsOf: url)
    }

    /// Nil when the animations show the same frames for the same times, else a message and the diff
    /// image of the first frame that differs.
    static func difference(expected: GIFDecoder.Animation, actual: GIFDecoder.Animation)
        -> (String, [DiffAttachment])?
    {
        if expected.width != actual.width || expected.height != actual.height {
            let sizes =
                "expected \(expected.width)×\(expected.height), got \(actual.width)×\(actual.height)"
            return ("The GIFs differ in size: \(sizes).", [])
        }
        if expected.frames.count != actual.frames.count {
            return ("The GIFs differ: expected \(expected.frames.count) frames, got \(actual.frames.count).", [])
        }
        for (index, (old, new)) in zip(expected.frames, actual.frames).enumerated() {
            if old.rgb != new.rgb {
                let result = ImageComparator.compare(
                    expected: bitmap(old.rgb, width: expected.width, height: expected.height),
                    actual: bitmap(new.rgb, width: actual.width, height: actual.height), options: .exact)
                var message = "The GIFs differ at frame \(index) of \(expected.frames.count): \(result.summary)."
                var attachments: [DiffAttachment] = []
                if let diff = result.diffImage, let png = try? PNGEncoder(preset: .small).encode(diff) {
                    attachments.append(.data(png, name: "difference-frame-\(index).png"))
                    if let url = DifferenceFile.write(png) { message += "\nDifference image: \(url.path)" }
                }
                return (message, attachments)
            }
            if old.delay != new.delay {
                return (
                    "The GIFs differ at frame \(index): shown \(old.delay) cs in the reference, \(new.delay) cs now.",
                    []
                )
            }
        }
        return nil
    }

    /// Opaque RGB bytes as a bitmap.
    static func bitmap(_ rgb: [UInt8], width: Int, height: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            pixels[i * 4] = rgb[i * 3]
            pixels[i * 4 + 1] = rgb[i * 3 + 1]
            pixels[i * 4 + 2] = rgb[i * 3 + 2]
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
