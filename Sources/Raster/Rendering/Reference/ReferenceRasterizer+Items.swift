extension ReferenceRasterizer {
    /// The device position of local `(x, y, z)`, or nil behind the eye.
    func device(_ t: Matrix4, _ x: Double, _ y: Double, _ z: Double = 0) -> (x: Double, y: Double)? {
        let h = t.homogeneous(x: x, y: y, z: z)
        return h.w >= minimumW ? (h.x / h.w, h.y / h.w) : nil
    }

    func corners(_ rect: Rect, _ t: Matrix4) -> [(x: Double, y: Double)?] {
        [
            device(t, rect.x, rect.y), device(t, rect.x + rect.width, rect.y),
            device(t, rect.x, rect.y + rect.height), device(t, rect.x + rect.width, rect.y + rect.height),
        ]
    }

    func paintFill(_ f: FillItem, into frame: inout Bitmap, region: PixelRegion) {
        guard let packed = f.drawableColor, let plane = PlaneInverse(f.transform) else { return }
        let color = PremultipliedPixel(packed: packed)
        let area = region.narrowed(to: corners(f.rect, f.transform))
        for y in area.minY..<max(area.minY, area.maxY) {
            for x in area.minX..<max(area.minX, area.maxX) {
                let c = coverage(x: x, y: y) { sx, sy in
                    guard let p = plane.local(sx, sy) else { return false }
                    return insideRoundedRect(p.x, p.y, f.rect, f.radii)
                }
                if c > 0 { composite(color, fadedBy: c, at: x, y, in: &frame) }
            }
        }
    }

    func paintImage(_ item: ImageItem, into frame: inout Bitmap, region: PixelRegion) {
        let opacity = Int(item.opacityByte)
        guard opacity > 0, let source = item.validSource, let plane = PlaneInverse(item.transform) else { return }
        let s = StandardRect(source)
        let minX = Int(max(0, s.minX).rounded(.down))
        let maxX = Int(min(Double(item.image.width), s.maxX).rounded(.up)) - 1
        let minY = Int(max(0, s.minY).rounded(.down))
        let maxY = Int(min(Double(item.image.height), s.maxY).rounded(.up)) - 1
        let area = region.narrowed(to: corners(item.rect, item.transform))
        for y in area.minY..<max(area.minY, area.maxY) {
            for x in area.minX..<max(area.minX, area.maxX) {
                let c = coverage(x: x, y: y) { sx, sy in
                    guard let p = plane.local(sx, sy) else { return false }
                    return insideRoundedRect(p.x, p.y, item.rect, item.radii)
                }
                guard c > 0 else { continue }
                // The colour at the pixel centre (extrapolated for edge pixels whose centre is outside).
                let m = plane.inverse
                let cx = Double(x) + 0.5
                let cy = Double(y) + 0.5
                let wt = cx * m.m13 + cy * m.m23 + m.m33
                let lx = (cx * m.m11 + cy * m.m21 + m.m31) / wt
                let ly = (cx * m.m12 + cy * m.m22 + m.m32) / wt
                let u = source.x + (lx - item.rect.x) * source.width / item.rect.width
                let v = source.y + (ly - item.rect.y) * source.height / item.rect.height
                let texel = sample(item.image, u, v, item.sampling, minX: minX, minY: minY, maxX: maxX, maxY: maxY)
                composite(texel, fadedBy: (c * opacity + 127) / 255, at: x, y, in: &frame)
            }
        }
    }

    func paintGroup(_ g: GroupItem, into frame: inout Bitmap, region: PixelRegion) {
        let opacity = Int(unitByte(g.opacity))
        guard opacity > 0, !g.children.isEmpty else { return }
        if let clip = g.clip, !clip.isValid { return }
        // Full opacity and no mask: children are painted straight onto the frame, a clip that is a
        // whole-pixel axis-aligned rectangle just narrows where they may paint.
        if let shadow = g.shadow, !shadow.isFinite { return }
        if opacity == 255 && g.mask == nil && g.shadow == nil {
            guard let clip = g.clip else { return paint(g.children, into: &frame, region: region) }
            if let rect = wholePixelRect(clip) {
                return paint(g.children, into: &frame, region: region.intersection(rect))
            }
        }
        var layer = Bitmap(width: frame.width, height: frame.height)
        if let shadow = g.shadow {
            // Shadows are computed from the whole frame's worth of children (content beyond the frame
            // casts no shadow here: keep test content inside).
            paint(
                g.children, into: &layer, region: PixelRegion(minX: 0, minY: 0, maxX: frame.width, maxY: frame.height))
            layer = shadowed(layer, shadow)
        } else {
            paint(g.children, into: &layer, region: region)
        }
        var mask: Bitmap?
        if let items = g.mask {
            var m = Bitmap(width: frame.width, height: frame.height)
            paint(items, into: &m, region: region)
            mask = m
        }
        let plane = g.clip.flatMap { PlaneInverse($0.transform) }
        if g.clip != nil && plane == nil { return }
        let inside = g.clip.map(insideTest)
        for y in region.minY..<max(region.minY, region.maxY) {
            for x in region.minX..<max(region.minX, region.maxX) {
                let pixel = layer[x, y]
                guard pixel != .transparent else { continue }
                var c = 255
                if let inside, let plane {
                    c = coverage(x: x, y: y) { sx, sy in
                        guard let p = plane.local(sx, sy) else { return false }
                        return inside(p.x, p.y)
                    }
                }
                var k = (c * opacity + 127) / 255
                if let mask { k = (k * Int(mask[x, y].a) + 127) / 255 }
                if k > 0 { composite(pixel, fadedBy: k, at: x, y, in: &frame) }
            }
        }
    }

    /// The clip as whole pixels when it is an axis-aligned rectangle on pixel boundaries.
    private func wholePixelRect(_ clip: ClipShape) -> PixelRegion? {
        let t = clip.transform
        guard t.isAffine, t.m12 == 0, t.m21 == 0, clip.rect.hasArea,
            clip.radii.clamped(to: StandardRect(clip.rect)).isZero
        else { return nil }
        let xa = clip.rect.x * t.m11 + t.m41
        let xb = (clip.rect.x + clip.rect.width) * t.m11 + t.m41
        let ya = clip.rect.y * t.m22 + t.m42
        let yb = (clip.rect.y + clip.rect.height) * t.m22 + t.m42
        for v in [xa, xb, ya, yb] where !(v == v.rounded() && abs(v) < 1e9) { return nil }
        return PixelRegion(
            minX: Int(min(xa, xb)), minY: Int(min(ya, yb)), maxX: Int(max(xa, xb)), maxY: Int(max(ya, yb)))
    }
}
