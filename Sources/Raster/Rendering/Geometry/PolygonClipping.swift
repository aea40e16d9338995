// Sutherland–Hodgman clipping of convex polygons. Every shape the rasterizer fills is convex
// (rectangles, rounded rectangles, triangles, and their projective images in front of the eye),
// and clipping a convex polygon against a half-plane keeps it convex and keeps the area on the
// kept side exactly, so coverage inside the kept region is unchanged.

/// Clips a closed homogeneous polygon to `w ≥ minimumW` and divides through, appending device
/// points to `output` (which is emptied first).
func projectClippingEye(_ input: [HomogeneousPoint], into output: inout [DevicePoint]) {
    output.removeAll(keepingCapacity: true)
    guard let last = input.last else { return }
    var previous = last
    var previousInside = previous.w >= minimumW
    for current in input {
        let currentInside = current.w >= minimumW
        if currentInside != previousInside {
            // The crossing point of the segment with the plane w = minimumW, interpolated linearly
            // in homogeneous space (which is where the segment is straight).
            let t = (minimumW - previous.w) / (current.w - previous.w)
            let x = previous.x + t * (current.x - previous.x)
            let y = previous.y + t * (current.y - previous.y)
            output.append(DevicePoint(x: x / minimumW, y: y / minimumW))
        }
        if currentInside {
            output.append(DevicePoint(x: current.x / current.w, y: current.y / current.w))
        }
        previous = current
        previousInside = currentInside
    }
}

/// Writes the part of a closed polygon where `lower ≤ a·x + b·y ≤ upper` to `output` (emptied first).
///
/// Where the side from `p` to `q` (in the polygon's order) crosses a bound strictly, the crossing is
/// `p + (q − p)·t` with `t = (f(p) − bound) / (f(p) − f(q))`, whichever of the two bounds it is: the
/// pieces on either side of one bound get bit-identical crossing points.
func appendSlab(
    of polygon: [DevicePoint], a: Double, b: Double, from lower: Double, to upper: Double,
    into output: inout [DevicePoint]
) {
    output.removeAll(keepingCapacity: true)
    guard let last = polygon.last else { return }
    var previous = last
    var previousValue = a * previous.x + b * previous.y
    for current in polygon {
        let value = a * current.x + b * current.y
        // The crossings in order along the side.
        let (first, second) = previousValue < value ? (lower, upper) : (upper, lower)
        appendCrossing(previous, previousValue, current, value, bound: first, into: &output)
        appendCrossing(previous, previousValue, current, value, bound: second, into: &output)
        if value >= lower && value <= upper { output.append(current) }
        previous = current
        previousValue = value
    }
}

/// Appends where the side from `p` to `q` crosses `f = bound`, if its ends lie strictly either side.
@inline(__always)
private func appendCrossing(
    _ p: DevicePoint, _ fp: Double, _ q: DevicePoint, _ fq: Double, bound: Double,
    into output: inout [DevicePoint]
) {
    let vp = fp - bound
    let vq = fq - bound
    guard (vp < 0 && vq > 0) || (vp > 0 && vq < 0) else { return }
    let t = vp / (vp - vq)
    output.append(DevicePoint(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y)))
}

/// Clips a polygon to a guard band around `rect` when it reaches far outside it, so that scan
/// conversion never works with enormous coordinates (points just in front of the eye project
/// millions of pixels away). Inside the guard band the area is unchanged.
func clipToGuardBand(_ polygon: inout [DevicePoint], around rect: IntRect, scratch: inout [DevicePoint]) {
    let margin = 64.0
    let x0 = Double(rect.minX) - margin
    let x1 = Double(rect.maxX) + margin
    let y0 = Double(rect.minY) - margin
    let y1 = Double(rect.maxY) + margin
    var inside = true
    for p in polygon where !(p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1) {
        inside = false
        break
    }
    if inside { return }
    clipToAxis(&polygon, .x, keeping: x0, sign: 1, scratch: &scratch)
    clipToAxis(&polygon, .x, keeping: x1, sign: -1, scratch: &scratch)
    clipToAxis(&polygon, .y, keeping: y0, sign: 1, scratch: &scratch)
    clipToAxis(&polygon, .y, keeping: y1, sign: -1, scratch: &scratch)
}

/// A coordinate axis of the device plane.
private enum Axis { case x, y }

/// Keeps the part of a closed polygon where `sign · (coordinate − bound) ≥ 0` on `axis`.
///
/// Unlike ``appendSlab(of:a:b:from:to:into:)``, a crossing lies exactly on the bound, and its other
/// coordinate is interpolated from the side's end nearer the bound: a side between points 1e300 px
/// away that passes far from the frame then stays far from it, where general interpolation would
/// cancel catastrophically and could put the crossing anywhere, even inside the frame.
private func clipToAxis(
    _ polygon: inout [DevicePoint], _ axis: Axis, keeping bound: Double, sign: Double,
    scratch: inout [DevicePoint]
) {
    scratch.removeAll(keepingCapacity: true)
    guard var previous = polygon.last else { return }
    func along(_ p: DevicePoint) -> Double { axis == .x ? p.x : p.y }
    func across(_ p: DevicePoint) -> Double { axis == .x ? p.y : p.x }
    var previousInside = sign * (along(previous) - bound) >= 0
    for current in polygon {
        let currentInside = sign * (along(current) - bound) >= 0
        if currentInside != previousInside {
            let (near, far) =
                abs(along(previous) - bound) <= abs(along(current) - bound)
                ? (previous, current) : (current, previous)
            let t = (bound - along(near)) / (along(far) - along(near))
            let other = across(near) + t * (across(far) - across(near))
            scratch.append(axis == .x ? DevicePoint(x: bound, y: other) : DevicePoint(x: other, y: bound))
        }
        if currentInside { scratch.append(current) }
        previous = current
        previousInside = currentInside
    }
    swap(&polygon, &scratch)
}

/// The continuous bounding box of a polygon.
func boundingBox(of polygon: [DevicePoint]) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
    var x0 = Double.infinity
    var y0 = Double.infinity
    var x1 = -Double.infinity
    var y1 = -Double.infinity
    for p in polygon {
        x0 = min(x0, p.x)
        x1 = max(x1, p.x)
        y0 = min(y0, p.y)
        y1 = max(y1, p.y)
    }
    return (x0, y0, x1, y1)
}
