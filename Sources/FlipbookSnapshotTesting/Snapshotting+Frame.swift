import Flipbook
import Raster
import SnapshotTesting

extension Snapshotting where Value == TransitionRecording, Format == Bitmap {
    /// The frame nearest `seconds` after the start, as a PNG, compared exactly unless `precision` (the
    /// share of pixels that must match) or `perceptualPrecision` (how alike a pixel must be) is below 1,
    /// as in swift-snapshot-testing's image strategies; see
    /// ``SnapshotTesting/Diffing/flipbookImage(precision:perceptualPrecision:)``.
    ///
    /// ```swift
    /// assertSnapshot(of: push, as: .frame(at: 0.25), named: "t0250ms")
    /// ```
    public static func frame(at seconds: Double, precision: Float = 1, perceptualPrecision: Float = 1) -> Self {
        TransitionRecording.strategy(
            "frame at \(seconds) s", pathExtension: "png",
            diffing: .flipbookImage(precision: precision, perceptualPrecision: perceptualPrecision),
            fallback: Bitmap(width: 0, height: 0)
        ) { playback in
            try playback.frames([playback.frameIndex(at: seconds)])[0]
        }
    }

    /// `count` evenly spaced frames (the first and the last among them) on one contact sheet, each
    /// labelled with its time, as `flipbook render --contact-sheet` draws it; compared like
    /// ``frame(at:precision:perceptualPrecision:)``.
    public static func contactSheet(frames count: Int = 6, precision: Float = 1, perceptualPrecision: Float = 1)
        -> Self
    {
        TransitionRecording.strategy(
            "contact sheet", pathExtension: "png",
            diffing: .flipbookImage(precision: precision, perceptualPrecision: perceptualPrecision),
            fallback: Bitmap(width: 0, height: 0)
        ) { playback in
            guard count >= 1 else {
                throw TransitionRecordingError("a contact sheet needs at least 1 frame, not \(count)")
            }
            let indices = ContactSheet.evenlySpacedIndices(frameCount: playback.frameCount, count: count)
            let tiles = try zip(indices, playback.frames(indices)).map { index, frame in
                ContactSheet.Tile(frame: frame, label: FrameName.timeLabel(seconds: playback.time(ofFrame: index)))
            }
            return try ContactSheet().render(tiles)
        }
    }
}

extension Dictionary where Key == String, Value == Snapshotting<TransitionRecording, Bitmap> {
    /// One ``SnapshotTesting/Snapshotting/frame(at:precision:perceptualPrecision:)`` per time, named by
    /// the time in milliseconds (`t0000ms`, `t0100ms`, `t0250ms`), for `assertSnapshots`, which writes each
    /// to a file of its own: `testName.t0250ms.png`.
    ///
    /// ```swift
    /// assertSnapshots(of: push, as: .frames(at: [0, 0.1, 0.2]))
    /// ```
    public static func frames(at times: [Double], precision: Float = 1, perceptualPrecision: Float = 1) -> Self {
        var strategies: Self = [:]
        for time in times {
            strategies[FrameTimeName.name(seconds: time)] = .frame(
                at: time, precision: precision, perceptualPrecision: perceptualPrecision)
        }
        return strategies
    }
}

/// Names of frames by time, as Flipbook's goldens are named: `t0250ms`.
enum FrameTimeName {
    /// `t` and the time in whole milliseconds, at least four digits: `t0000ms`, `t0017ms`, `t1200ms`.
    static func name(seconds: Double) -> String {
        let ms = (seconds * 1000).rounded()
        guard ms.isFinite, abs(ms) < 1e15 else { return "t\(seconds)s" }
        let digits = String(Int(abs(ms)))
        return "t" + (ms < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "ms"
    }
}
