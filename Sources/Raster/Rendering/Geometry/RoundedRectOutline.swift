import Foundation

// The outline of a (rounded) rectangle as a convex polygon in local coordinates.
//
// Radii are clamped like Core Animation's cornerRadius: each to 0 … min(width, height) / 2 (so two
// adjacent corners never overlap), non-finite radii count as 0. Arcs are flattened in local space
// and mapped through the transform afterwards: a homography maps straight lines to straight
// lines, so only the chord error needs bounding, and it is measured in device pixels.

/// Largest distance, in device pixels, between a flattened arc and the true circle.
let arcTolerance = 0.004

/// A rectangle with non-negative size (a negative width or height extends left or up).
struct StandardRect {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    init(_ r: Rect) {
        minX = min(r.x, r.x + r.width)
        maxX = max(r.x, r.x + r.width)
        minY = min(r.y, r.y + r.height)
        maxY = max(r.y, r.y + r.height)
    }
    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
}

extension CornerRadii {
    /// The radii clamped to `0 … min(width, height) / 2` the way Core Animation clamps cornerRadius.
    func clamped(to rect: StandardRect) -> CornerRadii {
        let limit = min(rect.width, rect.height) / 2
        func c(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
        return CornerRadii(
            topLeft: c(topLeft), topRight: c(topRight), bottomRight: c(bottomRight), bottomLeft: c(bottomLeft))
    }
}

/// Appends the homogeneous device points of the outline of `rect` rounded by `radii` under
/// `transform`, clockwise on screen for a positive-determinant transform, starting at the top-left.
/// `output` is emptied first.
func roundedRectOutline(_ rect: Rect, radii: CornerRadii, transform: Matrix4, into output: inout [HomogeneousPoint]) {
    output.removeAll(keepingCapacity: true)
    let r = StandardRect(rect)
    let k = radii.clamped(to: r)
    // Corner centres, radius, and the unit directions from the centre to the arc's start and end.
    let corners: [(cx: Double, cy: Double, radius: Double, fromX: Double, fromY: Double, toX: Double, toY: Double)] = [
        (r.minX + k.topLeft, r.minY + k.topLeft, k.topLeft, -1, 0, 0, -1),
        (r.maxX - k.topRight, r.minY + k.topRight, k.topRight, 0, -1, 1, 0),
        (r.maxX - k.bottomRight, r.maxY - k.bottomRight, k.bottomRight, 1, 0, 0, 1),
        (r.minX + k.bottomLeft, r.maxY - k.bottomLeft, k.bottomLeft, 0, 1, -1, 0),
    ]
    for c in corners {
        guard c.radius > 0 else {
            output.append(transform.homogeneous(x: c.cx, y: c.cy))
            continue
        }
        let n = arcSegmentCount(cx: c.cx, cy: c.cy, radius: c.radius, transform: transform)
        for i in 0...n {
            // Exact end points so straight sides stay exactly straight.
            let dx: Double
            let dy: Double
            if i == 0 {
                dx = c.fromX
                dy = c.fromY
            } else if i == n {
                dx = c.toX
                dy = c.toY
            } else {
                let phi = Double.pi / 2 * Double(i) / Double(n)
                let cs = cos(phi)
                let sn = sin(phi)
                dx = c.fromX * cs + c.toX * sn
                dy = c.fromY * cs + c.toY * sn
            }
            output.append(transform.homogeneous(x: c.cx + c.radius * dx, y: c.cy + c.radius * dy))
        }
    }
}

/// Segments for a quarter circle so that the chord error stays under `arcTolerance` device pixels.
/// The chord of angle θ on a circle of radius ρ is at most ρ(1 − cos(θ/2)) from the arc; ρ is the
/// radius as it appears on screen, measured by mapping two radii of the corner.
private func arcSegmentCount(cx: Double, cy: Double, radius: Double, transform: Matrix4) -> Int {
    let c = transform.homogeneous(x: cx, y: cy)
    let a = transform.homogeneous(x: cx + radius, y: cy)
    let b = transform.homogeneous(x: cx, y: cy + radius)
    var deviceRadius = radius * 64 // behind the eye: no meaningful measure; be generous
    if c.w >= minimumW && a.w >= minimumW && b.w >= minimumW {
        let px = c.x / c.w
        let py = c.y / c.w
        deviceRadius = max(hypot(a.x / a.w - px, a.y / a.w - py), hypot(b.x / b.w - px, b.y / b.w - py))
    }
    guard deviceRadius.isFinite else { return 256 }
    guard deviceRadius > arcTolerance else { return 1 }
    // On a corner millions of pixels across, `1 − tolerance / radius` rounds to 1 and the step to 0:
    // the count saturates (to 256) instead of trapping on an infinite quotient.
    let step = 2 * acos(1 - arcTolerance / deviceRadius)
    return min(256, max(1, Int(saturating: Double.pi / 2 / step, .up)))
}
