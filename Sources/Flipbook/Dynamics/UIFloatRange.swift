import Foundation

/// A range of floating-point values, as UIKit's `UIFloatRange` (an attachment's range of motion).
public struct UIFloatRange: Hashable, Sendable {
    /// The smallest value.
    public var minimum: CGFloat
    /// The largest value.
    public var maximum: CGFloat

    /// The range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// A range with no width at 0.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// The range from −∞ to +∞ (no limit).
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range is the infinite one.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    /// The range as a closed range when it is a finite, ordered one.
    var finiteRange: ClosedRange<Double>? {
        guard minimum.isFinite, maximum.isFinite, minimum <= maximum else { return nil }
        return Double(minimum)...Double(maximum)
    }
}
