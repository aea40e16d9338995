import Foundation

/// Paths animate as Core Animation animates them: point by point when both have the same elements
/// (the same commands in the same order). Paths of different shapes cannot be interpolated; the
/// animation keeps the starting path until it ends.
extension CGPath: Interpolatable {
    /// Every point moved `fraction` of the way to the matching point of `other`.
    public func interpolated(to other: CGPath, fraction: Double) -> Self {
        Self(path: zip(other) { a, b in a + (b - a) * fraction } ?? (fraction < 1 ? path : other.path))
    }

    /// Matching points added.
    public func adding(_ other: CGPath) -> Self { Self(path: zip(other, +) ?? path) }

    /// Matching points subtracted.
    public func subtracting(_ other: CGPath) -> Self { Self(path: zip(other, -) ?? path) }

    /// The Euclidean distance over all coordinates (infinite for paths of different shapes).
    public func distance(to other: CGPath) -> Double {
        guard let squares = zip(other, { a, b in (b - a) * (b - a) }) else { return .infinity }
        var sum = 0.0
        _ = squares.mapped { x, y in
            sum += x + y
            return (x, y)
        }
        return sum.squareRoot()
    }

    /// Every point times `count`.
    public func scaled(by count: Int) -> Self {
        Self(path: path.mapped { x, y in (x * Double(count), y * Double(count)) })
    }

    /// The elements of both paths combined number by number, or nil when their commands differ.
    private func zip(_ other: CGPath, _ combine: (Double, Double) -> Double) -> Path? {
        let a = path.elements
        let b = other.path.elements
        guard a.count == b.count else { return nil }
        var result: [Path.Element] = []
        result.reserveCapacity(a.count)
        for (x, y) in Swift.zip(a, b) {
            switch (x, y) {
            case (.move(let x1, let y1), .move(let x2, let y2)):
                result.append(.move(x: combine(x1, x2), y: combine(y1, y2)))
            case (.line(let x1, let y1), .line(let x2, let y2)):
                result.append(.line(x: combine(x1, x2), y: combine(y1, y2)))
            case (.quad(let a1, let b1, let x1, let y1), .quad(let a2, let b2, let x2, let y2)):
                result.append(.quad(cx: combine(a1, a2), cy: combine(b1, b2), x: combine(x1, x2), y: combine(y1, y2)))
            case (
                .cubic(let a1, let b1, let c1, let d1, let x1, let y1),
                .cubic(let a2, let b2, let c2, let d2, let x2, let y2)
            ):
                result.append(
                    .cubic(
                        c1x: combine(a1, a2), c1y: combine(b1, b2), c2x: combine(c1, c2), c2y: combine(d1, d2),
                        x: combine(x1, x2), y: combine(y1, y2)))
            case (.close, .close):
                result.append(.close)
            default:
                return nil
            }
        }
        return Path(result)
    }
}
