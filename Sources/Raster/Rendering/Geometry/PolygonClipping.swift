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

/// Keeps the part of a closed polygon where `a·x + b·y + c ≥ 0`; `scratch` is working storage.
func clipPolygon(_ polygon: inout [DevicePoint], a: Double, b: Double, c: Double, scratch: inout [DevicePoint]) {
    scratch.removeAll(keepingCapacity: true)
    guard let last = polygon.last else { return }
    var previous = last
    var previousValue = a * previous.x + b * previous.y + c
    for current in polygon {
        let value = a * current.x + b * current.y + c
        if (value >= 0) != (previousValue >= 0) {
            let t = previousValue / (previousValue - value)
            scratch.append(DevicePoint(x: previous.x + t * (current.x - previous.x),
                                       y: previous.y + t * (current.y - previous.y)))
        }
        if value >= 0 { scratch.append(current) }
        previous = current
        previousValue = value
    }
    swap(&polygon, &scratch)
}

/// Clips a polygon to a guard band around `rect` when it reaches far outside it, so that scan
/// conversion never works with enormous coordinates (points just in front of the eye project
/// millions of pixels away). Inside the guard band the area is unchanged.
func clipToGuardBand(_ polygon: inout [DevicePoint], around rect: IntRect, scratch: inout [DevicePoint]) {
    let margin = 64.0
    let x0 = Double(rect.minX) - margin, x1 = Double(rect.maxX) + margin
    let y0 = Double(rect.minY) - margin, y1 = Double(rect.maxY) + margin
    var inside = true
    for p in polygon where !(p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1) { inside = false; break }
    if inside { return }
    clipPolygon(&polygon, a: 1, b: 0, c: -x0, scratch: &scratch)
    clipPolygon(&polygon, a: -1, b: 0, c: x1, scratch: &scratch)
    clipPolygon(&polygon, a: 0, b: 1, c: -y0, scratch: &scratch)
    clipPolygon(&polygon, a: 0, b: -1, c: y1, scratch: &scratch)
}

/// The continuous bounding box of a polygon.
func boundingBox(of polygon: [DevicePoint]) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
    var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
    for p in polygon {
        x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
    }
    return (x0, y0, x1, y1)
}
