import Foundation

/// Lists animate element by element when both have the same length (gradient `colors` and
/// `locations`); lists of different lengths cannot be interpolated, and the animation keeps the
/// starting list until it ends.
extension Array: Interpolatable where Element: Interpolatable {
    /// Each element `fraction` of the way to the matching one.
    public func interpolated(to other: [Element], fraction: Double) -> [Element] {
        guard count == other.count else { return fraction < 1 ? self : other }
        return Swift.zip(self, other).map { $0.interpolated(to: $1, fraction: fraction) }
    }

    /// Matching elements added (unchanged when the lengths differ).
    public func adding(_ other: [Element]) -> [Element] {
        count == other.count ? Swift.zip(self, other).map { $0.adding($1) } : self
    }

    /// Matching elements subtracted (unchanged when the lengths differ).
    public func subtracting(_ other: [Element]) -> [Element] {
        count == other.count ? Swift.zip(self, other).map { $0.subtracting($1) } : self
    }

    /// The Euclidean combination of the elements' distances (infinite when the lengths differ).
    public func distance(to other: [Element]) -> Double {
        guard count == other.count else { return .infinity }
        return Swift.zip(self, other).reduce(0.0) { sum, pair in
            let d = pair.0.distance(to: pair.1)
            return sum + d * d
        }.squareRoot()
    }

    /// Every element times `count`.
    public func scaled(by count: Int) -> [Element] { map { $0.scaled(by: count) } }
}
