/// The outcome of ``ImageComparator/compare(expected:actual:options:)``: the verdict, the numbers behind it
/// and a diff image.
public struct ImageComparisonResult: Sendable, Equatable {
    /// What the comparison concluded.
    public enum Verdict: String, Sendable, Hashable {
        /// Every byte is equal.
        case identical
        /// Some pixels differ, but within the options' threshold and limits.
        case withinTolerance
        /// Too many pixels differ.
        case different
        /// The images do not have the same width and height.
        case sizeMismatch
    }

    /// The verdict; ``passed`` is derived from it.
    public let verdict: Verdict
    /// The options the comparison used.
    public let options: ComparisonOptions
    /// Width and height of the expected image.
    public let expectedSize: (width: Int, height: Int)
    /// Width and height of the actual image.
    public let actualSize: (width: Int, height: Int)
    /// Number of pixels compared (0 on a size mismatch).
    public let totalPixels: Int
    /// Pixels beyond the threshold that count against the limits (anti-aliasing excluded unless
    /// ``ComparisonOptions/includeAA`` is set).
    public let differingPixels: Int
    /// Pixels beyond the threshold that were classified as anti-aliasing and not counted
    /// (always 0 when ``ComparisonOptions/includeAA`` is set, since no classification happens then).
    public let antiAliasedPixels: Int
    /// The largest colour distance of any pixel, on the threshold's 0…1 scale (colours blended over white).
    public let maxDelta: Double
    /// The smallest rectangle holding every counted differing pixel, or `nil` when there is none.
    public let differenceBounds: PixelBounds?
    /// Unchanged pixels as faded grey, counted differences red, anti-aliasing-only differences yellow;
    /// `nil` when the images are identical or differ in size.
    public let diffImage: Bitmap?

    /// Creates a result; ``ImageComparator`` is the usual source of results.
    public init(
        verdict: Verdict, options: ComparisonOptions,
        expectedSize: (width: Int, height: Int), actualSize: (width: Int, height: Int),
        totalPixels: Int, differingPixels: Int, antiAliasedPixels: Int, maxDelta: Double,
        differenceBounds: PixelBounds?, diffImage: Bitmap?
    ) {
        self.verdict = verdict
        self.options = options
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.totalPixels = totalPixels
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.maxDelta = maxDelta
        self.differenceBounds = differenceBounds
        self.diffImage = diffImage
    }

    /// Whether the actual image is acceptable: identical or within tolerance.
    public var passed: Bool { verdict == .identical || verdict == .withinTolerance }

    /// ``differingPixels`` ÷ ``totalPixels`` (0 when there are no pixels).
    public var differingRatio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// One line for humans, e.g. `expected 160×120, got 160×121` or
    /// `42 of 19200 pixels differ (0.22 %; allowed 0 px, 0.00 %), 7 anti-aliased ignored, max delta 0.413, in (3,
    /// 4)–(9, 12) 7×9 px`.
    public var summary: String {
        let (ew, eh) = expectedSize
        let (aw, ah) = actualSize
        switch verdict {
        case .sizeMismatch:
            return "expected \(ew)×\(eh), got \(aw)×\(ah)"
        case .identical:
            return "identical (\(ew)×\(eh))"
        case .withinTolerance, .different:
            var text =
                "\(differingPixels) of \(totalPixels) pixels differ (\(Self.percent(differingRatio)); allowed "
                + "\(max(options.maxDifferingPixels, 0)) px, \(Self.percent(options.maxDifferingRatio)))"
            if !options.includeAA { text += ", \(antiAliasedPixels) anti-aliased ignored" }
            let threshold = Self.decimal(options.threshold, places: 3)
            text += ", max delta \(Self.decimal(maxDelta, places: 3)) (threshold \(threshold))"
            if let differenceBounds { text += ", in \(differenceBounds)" }
            return text
        }
    }

    /// Compares every stored property; the size tuples are compared element-wise.
    public static func == (lhs: ImageComparisonResult, rhs: ImageComparisonResult) -> Bool {
        lhs.verdict == rhs.verdict && lhs.options == rhs.options
            && lhs.expectedSize == rhs.expectedSize && lhs.actualSize == rhs.actualSize
            && lhs.totalPixels == rhs.totalPixels && lhs.differingPixels == rhs.differingPixels
            && lhs.antiAliasedPixels == rhs.antiAliasedPixels && lhs.maxDelta == rhs.maxDelta
            && lhs.differenceBounds == rhs.differenceBounds && lhs.diffImage == rhs.diffImage
    }

    /// `ratio` as a percentage with two decimals, e.g. `0.22 %`.
    static func percent(_ ratio: Double) -> String { decimal(ratio * 100, places: 2) + " %" }

    /// A finite value with a fixed number of decimals, without Foundation.
    static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return "\(value)" }
        let whole = Int(scaled) / Int(scale)
        let fraction = Int(scaled) % Int(scale)
        var digits = String(fraction)
        while digits.count < places { digits = "0" + digits }
        let sign = value < 0 && scaled > 0 ? "-" : ""
        return places == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(digits)"
    }
}
