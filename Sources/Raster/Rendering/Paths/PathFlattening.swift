import Foundation

/// A point on an item's local plane.
struct PlanePoint: Equatable {
    var x: Double, y: Double
}

/// A subpath turned into straight segments, in local units.
struct Polyline {
    var points: [PlanePoint]
    /// True when the last point connects back to the first.
    var closed: Bool
}

extension Path {
    /// The subpaths as polylines whose segments stay within `tolerance` (local units) of the
    /// curves. A subpath with no drawing command after its `move` yields nothing; quadratic and
    /// cubic curves are cut into equal parameter steps, as many as Wang's bound asks for.
    func flattened(tolerance: Double) -> [Polyline] {
        var result: [Polyline] = []
        var current: [PlanePoint] = []
        var start = PlanePoint(x: 0, y: 0)
        var pen = start
        var started = false
        func finish(closed: Bool) {
            if current.count >= 2 || (closed && !current.isEmpty) {
                result.append(Polyline(points: current, closed: closed))
            }
            current = []
        }
        func begin() {
            if current.isEmpty {
                current = [pen]
                if !started {
                    start = pen
                    started = true
                }
            }
        }
        for element in elements {
            switch element {
            case .move(let x, let y):
                finish(closed: false)
                pen = PlanePoint(x: x, y: y)
                start = pen
                started = true
            case .line(let x, let y):
                begin()
                pen = PlanePoint(x: x, y: y)
                current.append(pen)
            case .quad(let cx, let cy, let x, let y):
                begin()
                let p0 = pen
                let p1 = PlanePoint(x: cx, y: cy)
                let p2 = PlanePoint(x: x, y: y)
                let n = Path.steps(
                    secondDifference: hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    degreeFactor: 2.0 / 8.0, tolerance: tolerance)
                for i in 1..<n {
                    let t = Double(i) / Double(n)
                    let s = 1 - t
                    current.append(
                        PlanePoint(
                            x: s * s * p0.x + 2 * s * t * p1.x + t * t * p2.x,
                            y: s * s * p0.y + 2 * s * t * p1.y + t * t * p2.y))
                }
                pen = p2
                current.append(pen)
            case .cubic(let ax, let ay, let bx, let by, let x, let y):
                begin()
                let p0 = pen
                let p1 = PlanePoint(x: ax, y: ay)
                let p2 = PlanePoint(x: bx, y: by)
                let p3 = PlanePoint(x: x, y: y)
                let d = max(
                    hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = Path.steps(secondDifference: d, degreeFactor: 6.0 / 8.0, tolerance: tolerance)
                for i in 1..<n {
                    let t = Double(i) / Double(n)
                    let s = 1 - t
                    let a = s * s * s
                    let b = 3 * s * s * t
                    let c = 3 * s * t * t
                    let e = t * t * t
                    current.append(
                        PlanePoint(
                            x: a * p0.x + b * p1.x + c * p2.x + e * p3.x,
                            y: a * p0.y + b * p1.y + c * p2.y + e * p3.y))
                }
                pen = p3
                current.append(pen)
            case .close:
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
        return result
    }

    /// Wang's bound: `n = ⌈√(d(d−1)/8 · M / tolerance)⌉` segments keep a degree-d Bézier within
    /// `tolerance` of its chords, where M is the largest second difference of its control points.
    /// Capped at 4096 so that absurd input cannot exhaust memory.
    private static func steps(secondDifference m: Double, degreeFactor: Double, tolerance: Double) -> Int {
        let n = (degreeFactor * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 4096 }
        return Int(min(max(n, 1), 4096))
    }
}

/// Segments for an arc of `angle` radians on a circle of `radius` so that chords stay within
/// `tolerance` of it (at least 1, at most 1024).
func arcSteps(angle: Double, radius: Double, tolerance: Double) -> Int {
    guard radius > tolerance else { return 1 }
    let step = 2 * acos(1 - tolerance / radius)
    let n = (abs(angle) / step).rounded(.up)
    guard n.isFinite else { return 1024 }
    return Int(min(max(n, 1), 1024))
}
