/// Compares an actual bitmap against an expected one, pixelmatch-style.
///
/// 1. Different sizes fail at once (`expected 160×120, got 160×121`).
/// 2. Byte-equal pixels pass at once, without a diff image.
/// 3. Otherwise every pixel's colour distance (YIQ, colours blended over white) is tested against
///    ``ComparisonOptions/threshold``; pixels beyond it are either anti-aliasing (see
///    ``ComparisonOptions/includeAA``) or counted differences, and the counts are checked against
///    ``ComparisonOptions/maxDifferingPixels`` and ``ComparisonOptions/maxDifferingRatio``.
///
/// The work is one pass over the rows with no allocation besides the diff image.
public enum ImageComparator {
    /// Compares `actual` with `expected` under `options`; never traps, whatever the input.
    public static func compare(expected: Bitmap, actual: Bitmap, options: ComparisonOptions = .default)
        -> ImageComparisonResult
    {
        let expectedSize = (width: expected.width, height: expected.height)
        let actualSize = (width: actual.width, height: actual.height)
        guard expected.width == actual.width, expected.height == actual.height,
            expected.pixels.count == actual.pixels.count
        else {
            return ImageComparisonResult(
                verdict: .sizeMismatch, options: options, expectedSize: expectedSize, actualSize: actualSize,
                totalPixels: 0, differingPixels: 0, antiAliasedPixels: 0, maxDelta: 0,
                differenceBounds: nil, diffImage: nil)
        }
        let total = expected.width * expected.height
        if expected.pixels == actual.pixels {
            return ImageComparisonResult(
                verdict: .identical, options: options, expectedSize: expectedSize, actualSize: actualSize,
                totalPixels: total, differingPixels: 0, antiAliasedPixels: 0, maxDelta: 0,
                differenceBounds: nil, diffImage: nil)
        }
        var scan = DifferenceScan(width: expected.width, height: expected.height, options: options)
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in scan.run(expected: e, actual: a) }
        }
        let allowedPixels = max(options.maxDifferingPixels, 0)
        let ratio = total == 0 ? 0 : Double(scan.differing) / Double(total)
        let withinLimits = scan.differing <= allowedPixels && ratio <= max(options.maxDifferingRatio, 0)
        return ImageComparisonResult(
            verdict: withinLimits ? .withinTolerance : .different, options: options,
            expectedSize: expectedSize, actualSize: actualSize, totalPixels: total,
            differingPixels: scan.differing, antiAliasedPixels: scan.antiAliased,
            maxDelta: ColorDistance.thresholdScale(scan.maxSquaredDelta),
            differenceBounds: scan.bounds,
            diffImage: Bitmap(width: expected.width, height: expected.height, pixels: scan.diff))
    }
}

/// The per-pixel pass of ``ImageComparator``: counts, bounds and the diff image's bytes.
struct DifferenceScan {
    let width: Int
    let height: Int
    let options: ComparisonOptions
    /// Squared-distance limit derived from the threshold.
    let limit: Double
    /// Counted differing pixels.
    var differing = 0
    /// Pixels beyond the threshold classified as anti-aliasing.
    var antiAliased = 0
    /// Largest squared distance seen.
    var maxSquaredDelta = 0.0
    /// Bounds of counted differing pixels.
    var bounds: PixelBounds?
    /// Diff image bytes (opaque, so premultiplied equals straight).
    var diff: [UInt8]

    init(width: Int, height: Int, options: ComparisonOptions) {
        self.width = width
        self.height = height
        self.options = options
        self.limit = ColorDistance.squaredLimit(threshold: options.threshold)
        self.diff = [UInt8](repeating: 255, count: width * height * 4)
    }

    mutating func run(expected e: UnsafeBufferPointer<UInt8>, actual a: UnsafeBufferPointer<UInt8>) {
        let expectedAA = AntiAliasingDetector(image: e, other: a, width: width, height: height)
        let actualAA = AntiAliasingDetector(image: a, other: e, width: width, height: height)
        let rawE = UnsafeRawBufferPointer(e)
        let rawA = UnsafeRawBufferPointer(a)
        var diff: [UInt8] = []
        swap(&diff, &self.diff) // keep the buffer uniquely referenced while writing into it
        diff.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                var i = y * width * 4
                for x in 0..<width {
                    defer { i += 4 }
                    if rawE.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                        == rawA.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                    {
                        DiffPalette.writeFaded(from: e, at: i, into: out)
                        continue
                    }
                    let delta = ColorDistance.squaredDelta(e, i, a, i)
                    if delta > maxSquaredDelta { maxSquaredDelta = delta }
                    // A zero limit means any byte difference differs, even one invisible over white.
                    guard delta > limit || limit == 0 else {
                        DiffPalette.writeFaded(from: e, at: i, into: out)
                        continue
                    }
                    if !options.includeAA
                        && (expectedAA.isAntiAliased(x: x, y: y) || actualAA.isAntiAliased(x: x, y: y))
                    {
                        antiAliased += 1
                        DiffPalette.write(DiffPalette.antiAliased, into: out, at: i)
                    } else {
                        differing += 1
                        include(x: x, y: y)
                        DiffPalette.write(DiffPalette.changed, into: out, at: i)
                    }
                }
            }
        }
        self.diff = diff
    }

    private mutating func include(x: Int, y: Int) {
        if var b = bounds {
            b.minX = min(b.minX, x)
            b.maxX = max(b.maxX, x)
            b.minY = min(b.minY, y)
            b.maxY = max(b.maxY, y)
            bounds = b
        } else {
            bounds = PixelBounds(minX: x, minY: y, maxX: x, maxY: y)
        }
    }
}
