import Foundation

/// A `CAKeyframeAnimation.path` prepared for sampling: its drawing segments (lines, curves, and the
/// line a close draws back to its subpath's start) in order. A move between segments makes the point
/// jump. The keyframes are the path's vertices: the start of the first segment and each segment's end.
struct KeyframePath {
    /// One drawing segment as a cubic Bézier (lines and quadratics are raised exactly).
    struct Segment {
        var p0: (x: Double, y: Double)
        var p1: (x: Double, y: Double)
        var p2: (x: Double, y: Double)
        var p3: (x: Double, y: Double)
        /// Cumulative chord lengths at parameters k / `pacingSteps`, k = 0…pacingSteps.
        var lengths: [Double] = []

        /// The point at Bézier parameter `t`.
        func point(at t: Double) -> (x: Double, y: Double) {
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return (a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }

        /// The direction of travel at parameter `t` (radians from +x, y down); nil for a segment
        /// that does not move.
        func heading(at t: Double) -> Double? {
            let u = 1 - t
            let dx = 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x)
            let dy = 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y)
            if dx != 0 || dy != 0 { return atan2(dy, dx) }
            // A cusp or a control point on an end: fall back to the chord.
            let cx = p3.x - p0.x
            let cy = p3.y - p0.y
            return cx != 0 || cy != 0 ? atan2(cy, cx) : nil
        }

        /// The parameter at arc length `distance` from the start (chord-approximated, then exact
        /// on the curve).
        func parameter(atLength distance: Double) -> Double {
            guard let total = lengths.last, total > 0 else { return distance > 0 ? 1 : 0 }
            var k = 1
            while k < lengths.count - 1 && lengths[k] < distance { k += 1 }
            let piece = lengths[k] - lengths[k - 1]
            let f = piece > 0 ? min(max((distance - lengths[k - 1]) / piece, 0), 1) : 0
            return (Double(k - 1) + f) / Double(KeyframePath.pacingSteps)
        }
    }

    /// Chords per segment used to measure arc length for the paced modes.
    static let pacingSteps = 64

    /// The drawing segments in order.
    private(set) var segments: [Segment] = []

    /// The segments of `path`; empty when it draws nothing.
    init(_ path: Path) {
        var start: (x: Double, y: Double)?
        var current: (x: Double, y: Double)?
        func add(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
            guard let from = current else { return }
            var s = Segment(p0: from, p1: (c1.0, c1.1), p2: (c2.0, c2.1), p3: (end.0, end.1))
            var previous = s.p0
            var sum = 0.0
            s.lengths = [0]
            for k in 1...Self.pacingSteps {
                let p = s.point(at: Double(k) / Double(Self.pacingSteps))
                sum += ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot()
                s.lengths.append(sum)
                previous = p
            }
            segments.append(s)
            current = (end.0, end.1)
        }
        func line(_ x: Double, _ y: Double) {
            guard let from = current else { return }
            add(
                (from.x + (x - from.x) / 3, from.y + (y - from.y) / 3),
                (from.x + (x - from.x) * 2 / 3, from.y + (y - from.y) * 2 / 3), (x, y))
        }
        for element in path.elements {
            switch element {
            case .move(let x, let y):
                start = (x, y)
                current = start
            case .line(let x, let y):
                line(x, y)
            case .quad(let cx, let cy, let x, let y):
                guard let from = current else { continue }
                add(
                    (from.x + (cx - from.x) * 2 / 3, from.y + (cy - from.y) * 2 / 3),
                    (x + (cx - x) * 2 / 3, y + (cy - y) * 2 / 3), (x, y))
            case .cubic(let ax, let ay, let bx, let by, let x, let y):
                add((ax, ay), (bx, by), (x, y))
            case .close:
                if let start { line(start.x, start.y) }
            }
        }
    }

    /// The keyframe points: the first segment's start, then every segment's end.
    var vertices: [(x: Double, y: Double)] {
        guard let first = segments.first else { return [] }
        return [first.p0] + segments.map(\.p3)
    }

    /// The segment index and parameter at fraction `f` (0…1) of the total arc length.
    func pacedPosition(_ f: Double) -> (segment: Int, t: Double) {
        let total = segments.reduce(0) { $0 + ($1.lengths.last ?? 0) }
        var remaining = min(max(f, 0), 1) * total
        for (i, s) in segments.enumerated() {
            let length = s.lengths.last ?? 0
            if remaining <= length || i == segments.count - 1 {
                return (i, s.parameter(atLength: remaining))
            }
            remaining -= length
        }
        return (0, 0)
    }
}
