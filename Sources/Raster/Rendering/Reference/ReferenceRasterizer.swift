/// A deliberately plain rasterizer that defines what `Rasterizer` must produce, used to test it.
///
/// For every pixel and item it counts which of `samplesPerAxis × samplesPerAxis` evenly spaced
/// points inside the pixel lie in the item's shape (mapping each point back to the item's local
/// space and testing it against the exact rounded rectangle or triangle), takes the colour at the
/// pixel centre, and composites with the same 8-bit rules. No spans, no fixed point, no culling,
/// no cleverness — and therefore slow.
///
/// Coverage counted on an n × n grid is off by up to 1/(2n) on an edge that runs along the grid, so
/// compare against ``Rasterizer`` (exact area) with n ≥ 64 when asking for 3/255.
public struct ReferenceRasterizer: Sendable {
    /// Sample points per pixel along each axis.
    public var samplesPerAxis: Int

    /// A reference rasterizer with `samplesPerAxis²` coverage samples per pixel.
    public init(samplesPerAxis: Int = 16) {
        precondition(samplesPerAxis > 0, "samplesPerAxis must be positive")
        self.samplesPerAxis = samplesPerAxis
    }

    /// Renders `list` into a new bitmap.
    public func render(_ list: DisplayList) -> Bitmap {
        var frame = Bitmap(
            width: max(0, list.width), height: max(0, list.height),
            fill: list.background.isFinite ? list.background.premultiplied : .transparent)
        let all = PixelRegion(minX: 0, minY: 0, maxX: frame.width, maxY: frame.height)
        paint(list.items, into: &frame, region: all)
        return frame
    }

    func paint(_ items: [DisplayItem], into frame: inout Bitmap, region: PixelRegion) {
        for item in items {
            switch item {
            case .fill(let f): paintFill(f, into: &frame, region: region)
            case .shape(let s): paintShape(s, into: &frame, region: region)
            case .backdrop(let b): paintBackdrop(b, into: &frame, region: region)
            case .image(let i): paintImage(i, into: &frame, region: region)
            case .mesh(let m): paintMesh(m, into: &frame, region: region)
            case .group(let g): paintGroup(g, into: &frame, region: region)
            }
        }
    }

    // MARK: Shapes

    /// Covered fraction of pixel `(x, y)` as an 8-bit value: the share of sample points for which
    /// `inside` holds, rounded.
    func coverage(x: Int, y: Int, inside: (Double, Double) -> Bool) -> Int {
        let n = samplesPerAxis
        var count = 0
        for j in 0..<n {
            let sy = Double(y) + (Double(j) + 0.5) / Double(n)
            for i in 0..<n where inside(Double(x) + (Double(i) + 0.5) / Double(n), sy) { count += 1 }
        }
        return (count * 255 * 2 + n * n) / (2 * n * n)
    }

    /// Maps device points back onto an item's local plane.
    struct PlaneInverse {
        let inverse: Matrix3
        init?(_ transform: Matrix4) {
            guard let inv = transform.planeHomography.inverse else { return nil }
            inverse = inv
        }
        /// The local point seen at device `(x, y)`, or nil when that point is behind the eye
        /// (its homogeneous w, which is 1 / w̃ here, is below `minimumW`).
        func local(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
            let m = inverse
            let wt = x * m.m13 + y * m.m23 + m.m33
            guard wt > 0, wt <= 1 / minimumW else { return nil }
            return ((x * m.m11 + y * m.m21 + m.m31) / wt, (x * m.m12 + y * m.m22 + m.m32) / wt)
        }
    }

    /// A test for local points inside `clip`: its rounded rectangle, or its continuous outline
    /// flattened finely.
    func insideTest(_ clip: ClipShape) -> (Double, Double) -> Bool {
        guard let path = clip.continuousOutline else {
            return { insideRoundedRect($0, $1, clip.rect, clip.radii) }
        }
        let contours = path.flattened(tolerance: 0.001).map(\.points)
        return { winding($0, $1, contours) != 0 }
    }

    /// True when local `(x, y)` is inside `rect` rounded by `radii` (clamped like the fast path).
    func insideRoundedRect(_ x: Double, _ y: Double, _ rect: Rect, _ radii: CornerRadii) -> Bool {
        let r = StandardRect(rect)
        guard x >= r.minX, x <= r.maxX, y >= r.minY, y <= r.maxY else { return false }
        let k = radii.clamped(to: r)
        func outsideCorner(_ cx: Double, _ cy: Double, _ radius: Double, _ inCorner: Bool) -> Bool {
            inCorner && (x - cx) * (x - cx) + (y - cy) * (y - cy) > radius * radius
        }
        if outsideCorner(
            r.minX + k.topLeft, r.minY + k.topLeft, k.topLeft, x < r.minX + k.topLeft && y < r.minY + k.topLeft)
        {
            return false
        }
        if outsideCorner(
            r.maxX - k.topRight, r.minY + k.topRight, k.topRight, x > r.maxX - k.topRight && y < r.minY + k.topRight)
        {
            return false
        }
        if outsideCorner(
            r.maxX - k.bottomRight, r.maxY - k.bottomRight, k.bottomRight,
            x > r.maxX - k.bottomRight && y > r.maxY - k.bottomRight)
        {
            return false
        }
        if outsideCorner(
            r.minX + k.bottomLeft, r.maxY - k.bottomLeft, k.bottomLeft,
            x < r.minX + k.bottomLeft && y > r.maxY - k.bottomLeft)
        {
            return false
        }
        return true
    }

    // MARK: Pixels

    /// Fades `p` by `k / 255` and composites it over the frame's pixel `(x, y)`.
    func composite(_ p: PremultipliedPixel, fadedBy k: Int, at x: Int, _ y: Int, in frame: inout Bitmap) {
        func fade(_ c: UInt8) -> Int { (Int(c) * k + 127) / 255 }
        let s = (r: fade(p.r), g: fade(p.g), b: fade(p.b), a: fade(p.a))
        let d = frame[x, y]
        func over(_ sc: Int, _ dc: UInt8) -> UInt8 { UInt8(min(255, sc + (Int(dc) * (255 - s.a) + 127) / 255)) }
        frame[x, y] = PremultipliedPixel(r: over(s.r, d.r), g: over(s.g, d.g), b: over(s.b, d.b), a: over(s.a, d.a))
    }

    /// The texel colour at texel-space `(u, v)`, bilinear or nearest, texel indices clamped to
    /// `minX…maxX × minY…maxY`.
    func sample(
        _ image: RasterImage, _ u: Double, _ v: Double, _ sampling: Sampling,
        minX: Int, minY: Int, maxX: Int, maxY: Int
    ) -> PremultipliedPixel {
        func texel(_ x: Int, _ y: Int) -> PremultipliedPixel {
            image.bitmap[min(max(x, minX), maxX), min(max(y, minY), maxY)]
        }
        func index(_ t: Double) -> Int { t.isFinite ? Int(max(-1e9, min(1e9, t)).rounded(.down)) : 0 }
        // Nearest: the texel containing the point, after rounding it to 1/256 texel (halves up).
        func snapped(_ t: Double) -> Double { (t * 256 + 0.5).rounded(.down) / 256 }
        guard sampling == .bilinear else { return texel(index(snapped(u)), index(snapped(v))) }
        let tu = u.isFinite ? u - 0.5 : 0
        let tv = v.isFinite ? v - 0.5 : 0
        let x0 = index(tu)
        let y0 = index(tv)
        let fx = tu - tu.rounded(.down)
        let fy = tv - tv.rounded(.down)
        let p00 = texel(x0, y0)
        let p10 = texel(x0 + 1, y0)
        let p01 = texel(x0, y0 + 1)
        let p11 = texel(x0 + 1, y0 + 1)
        func mix(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> UInt8 {
            let top = Double(a) * (1 - fx) + Double(b) * fx
            let bottom = Double(c) * (1 - fx) + Double(d) * fx
            return UInt8((top * (1 - fy) + bottom * fy).rounded())
        }
        return PremultipliedPixel(
            r: mix(p00.r, p10.r, p01.r, p11.r), g: mix(p00.g, p10.g, p01.g, p11.g),
            b: mix(p00.b, p10.b, p01.b, p11.b), a: mix(p00.a, p10.a, p01.a, p11.a))
    }
}

/// A rectangle of whole pixels the reference paints in (half-open).
struct PixelRegion {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    func intersection(_ o: PixelRegion) -> PixelRegion {
        PixelRegion(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    }

    /// The pixels inside the box around the device points, or `self` when a point is missing
    /// (behind the eye) — a shape can then reach anywhere.
    func narrowed(to points: [(x: Double, y: Double)?]) -> PixelRegion {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for p in points {
            guard let p, p.x.isFinite, p.y.isFinite else { return self }
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        func clamp(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
        return intersection(
            PixelRegion(
                minX: clamp(x0.rounded(.down)), minY: clamp(y0.rounded(.down)),
                maxX: clamp(x1.rounded(.up)), maxY: clamp(y1.rounded(.up))))
    }
}
