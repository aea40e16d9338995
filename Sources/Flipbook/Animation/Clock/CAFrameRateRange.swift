import Foundation

/// A range of frame rates a display link asks for, as Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate asked for, if any.
    public var preferred: Float?

    /// A range from `minimum` to `maximum` preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range from `minimum` to `maximum` with no preferred rate.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// No preference: the display's maximum rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
