extension Int {
    /// The largest magnitude ``init(saturating:_:)`` returns: 2^53, where `Double` still holds every
    /// whole number, far beyond any pixel coordinate and far from `Int`'s own limits, so sums and
    /// products of two such values cannot overflow either.
    public static let saturationLimit = 1 << 53

    /// `value` rounded by `rule` and clamped into ±``saturationLimit``; NaN becomes 0. Unlike
    /// `Int(_:)`, it never traps, whatever number a hostile input produced.
    public init(saturating value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = Double(Int.saturationLimit)
        self = Int(Swift.min(Swift.max(value.rounded(rule), -limit), limit))
    }
}
