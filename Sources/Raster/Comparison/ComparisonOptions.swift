/// How strictly ``ImageComparator`` compares two bitmaps.
///
/// A pixel *differs* when its colour distance exceeds ``threshold``. Differing pixels that look like
/// anti-aliasing are counted separately and, unless ``includeAA`` is set, do not count against the limits.
/// The comparison passes when the number of counted pixels is at most ``maxDifferingPixels`` **and**
/// their share of all pixels is at most ``maxDifferingRatio``.
public struct ComparisonOptions: Sendable, Hashable {
    /// Per-pixel colour-distance threshold in 0…1 (pixelmatch's scale): 0 means any byte difference
    /// differs, 1 accepts every colour. Out-of-range values are clamped.
    public var threshold: Double
    /// Whether pixels classified as anti-aliasing count as differing. `false` ignores them in the limits
    /// (they are still reported and drawn yellow in the diff image).
    public var includeAA: Bool
    /// The largest number of differing pixels that still passes. Negative values act as 0.
    public var maxDifferingPixels: Int
    /// The largest share of differing pixels (differing ÷ total, 0…1) that still passes.
    public var maxDifferingRatio: Double

    /// Options with every knob given; the defaults are those of ``default``.
    public init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        maxDifferingPixels: Int = 0,
        maxDifferingRatio: Double = 0
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDifferingPixels = maxDifferingPixels
        self.maxDifferingRatio = maxDifferingRatio
    }

    /// Threshold 0.1, anti-aliasing ignored, no differing pixel allowed: small colour shifts and
    /// anti-aliased edge changes pass, anything else fails. The same as ``perceptual``; it is
    /// ``ImageComparator``'s default, while golden checks default to ``exact``.
    public static let `default` = ComparisonOptions()

    /// The pixelmatch-style comparison (threshold 0.1, anti-aliasing ignored): opt in with it where a
    /// golden may differ by anti-aliasing or tiny colour shifts, e.g. images from another renderer.
    public static let perceptual = ComparisonOptions()

    /// Every byte must match: threshold 0, anti-aliasing counted, no differing pixel allowed.
    public static let exact = ComparisonOptions(
        threshold: 0, includeAA: true, maxDifferingPixels: 0, maxDifferingRatio: 0)

    /// Returns a copy that tolerates up to `pixels` differing pixels and a share of up to `ratio`.
    public func allowing(pixels: Int, ratio: Double) -> ComparisonOptions {
        var copy = self
        copy.maxDifferingPixels = pixels
        copy.maxDifferingRatio = ratio
        return copy
    }
}
