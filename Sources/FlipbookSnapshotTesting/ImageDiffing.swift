import Foundation
import Raster
import SnapshotTesting

extension Diffing where Value == Bitmap {
    /// PNG images (the `small` preset, byte-identical for identical pixels) compared by Flipbook's
    /// ``ImageComparator``: exactly by default. `precision` is the share of pixels that must match (as
    /// in swift-snapshot-testing's image strategies: 0.99 lets 1 % differ); `perceptualPrecision` how
    /// alike a pixel must be to match (1: every byte; 0.98 lets a pixel's colour distance, pixelmatch's
    /// YIQ measure on 0…1, reach 0.02). On a difference the message gives the numbers, the diff image
    /// (unchanged pixels faded, differing ones red) is attached as `difference.png` and written to
    /// `$SNAPSHOT_ARTIFACTS/flipbook-differences/` (the temporary folder without it), whose path the
    /// message names: swift-snapshot-testing attaches nothing on Linux.
    public static func flipbookImage(precision: Float = 1, perceptualPrecision: Float = 1) -> Self {
        let options = ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision).options
        return .diff(
            toData: { bitmap in (try? PNGEncoder(preset: .small).encode(bitmap)) ?? Data() },
            fromData: { data in (try? PNGDecoder().decode(data)) ?? Bitmap(width: 0, height: 0) },
            diffV2: { reference, actual in
                if reference.width == 0 || reference.height == 0 {
                    return ("The reference is empty or not a readable PNG: delete it to record it again.", [])
                }
                let result = ImageComparator.compare(expected: reference, actual: actual, options: options)
                guard !result.passed else { return nil }
                var message = "The frames differ: \(result.summary)."
                var attachments: [DiffAttachment] = []
                if let diff = result.diffImage, let png = try? PNGEncoder(preset: .small).encode(diff) {
                    attachments.append(.data(png, name: "difference.png"))
                    if let url = DifferenceFile.write(png) { message += "\nDifference image: \(url.path)" }
                }
                return (message, attachments)
            })
    }
}

/// swift-snapshot-testing's image precisions as Flipbook comparison options.
struct ImageTolerance {
    /// The share of pixels that must match (0…1).
    var precision: Float
    /// How alike a pixel must be to match (0…1).
    var perceptualPrecision: Float

    /// Exact (every byte) at 1 and 1; otherwise the pixelmatch threshold `1 − perceptualPrecision` and
    /// at most `1 − precision` of the pixels differing. Anti-aliased pixels always count.
    var options: ComparisonOptions {
        let clampedPrecision = Double(min(max(precision, 0), 1))
        let clampedPerceptual = Double(min(max(perceptualPrecision, 0), 1))
        if clampedPrecision == 1 && clampedPerceptual == 1 { return .exact }
        return ComparisonOptions(
            threshold: 1 - clampedPerceptual, includeAA: true,
            maxDifferingPixels: clampedPrecision == 1 ? 0 : Int.max, maxDifferingRatio: 1 - clampedPrecision)
    }
}

/// Where diff images go, named by their content so that a run writes the same files every time.
enum DifferenceFile {
    /// Writes `png` into the differences folder and returns its URL, or nil when it cannot be written.
    static func write(_ png: Data) -> URL? {
        let root =
            ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory
        let folder = root.appendingPathComponent("flipbook-differences", isDirectory: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in png {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let url = folder.appendingPathComponent("difference-\(String(hash, radix: 16)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }
}
