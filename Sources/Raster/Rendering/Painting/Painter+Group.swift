extension Painter {
    /// A group: its children (or their shadow) rendered into a layer of their own over the group's
    /// device bounding box, then clipped, masked and faded as one and composited with source-over.
    ///
    /// Fast paths: full opacity with no mask and no clip paints the children (or their shadow)
    /// straight into the target; so does a clip that is a pixel-aligned axis-aligned rectangle (its
    /// coverage is 0 or 1, so narrowing the clip region is exact). Other clips at full opacity paint
    /// straight into the target where ``opaqueInterior(of:within:)`` proves it exact, and use the
    /// layer only around it. Groups with nothing visible are skipped. A shadow painted straight into
    /// the target leaves out the pixels of `hidden`.
    mutating func paintGroup(_ group: GroupItem, into target: RenderTarget, clip: IntRect, hidden: IntRect? = nil) {
        let opacity = unitByte(group.opacity)
        guard opacity > 0, !group.children.isEmpty else { return }
        if let shape = group.clip, !shape.isValid { return }
        if let shadow = group.shadow, !shadow.isFinite { return }
        if opacity == 255 && group.mask == nil {
            var direct: IntRect? = clip
            if let shape = group.clip { direct = pixelAlignedRect(shape).map { clip.intersection($0) } }
            if let direct {
                if let shadow = group.shadow {
                    paintShadow(shadow, of: group.children, into: target, clip: direct, hidden: hidden)
                } else {
                    paint(group.children, into: target, clip: direct)
                }
                return
            }
        }
        let bounds = groupBounds(group, within: clip)
        guard !bounds.isEmpty else { return }
        let interior = opaqueInterior(of: group, within: bounds)
        guard !interior.isEmpty else {
            paintGroupInOneLayer(group, into: target, bounds: bounds)
            return
        }
        for piece in bounds.subtracting(interior) { paintGroupInOneLayer(group, into: target, bounds: piece) }
        for rect in interior { paint(group.children, into: target, clip: rect) }
    }

    /// Paints the part of `group` inside `bounds` (which must hold every pixel the group changes
    /// there) through one layer: the children (or their shadow) into a transparent layer over
    /// `bounds`, then the layer clipped, masked and faded onto the target.
    mutating func paintGroupInOneLayer(_ group: GroupItem, into target: RenderTarget, bounds: IntRect) {
        let layer = layers.acquire(bounds)
        defer { layers.release() }
        if let shadow = group.shadow {
            paintShadow(shadow, of: group.children, into: layer, clip: bounds)
        } else {
            paint(group.children, into: layer, clip: bounds)
        }

        var mask: RenderTarget?
        if let maskItems = group.mask {
            let m = layers.acquire(bounds)
            paint(maskItems, into: m, clip: bounds)
            mask = m
        }
        defer { if mask != nil { layers.release() } }

        let shader = LayerShader(layer: layer, mask: mask, opacity: unitByte(group.opacity))
        if let shape = group.clip {
            guard loadClipShape(shape, clip: bounds) else { return }
            fillLoaded(with: shader, into: target, clip: bounds)
        } else {
            for y in bounds.minY..<bounds.maxY {
                shader.shade(row: y, x: bounds.minX, count: bounds.width, coverage: 255, into: target)
            }
        }
    }

    /// Where a clipped group at full opacity without mask or shadow can paint its children straight
    /// into the target: whole-pixel rectangles (disjoint, in row order) that its clip covers fully
    /// and that one of its children paints opaquely and fully (an occluder, as in ``Visibility``).
    ///
    /// There the layer path's result is the direct one, byte for byte: in the layer, the children
    /// before that child are painted over and it leaves the layer's pixel opaque, exactly the colour
    /// it leaves in the target; the children after it blend (source-over) onto the same opaque value
    /// in both, which stays opaque; and an opaque layer pixel composited with coverage 255 and
    /// opacity 255 replaces the target's. Empty when a child reads the target (a backdrop blur).
    func opaqueInterior(of group: GroupItem, within bounds: IntRect) -> [IntRect] {
        guard let shape = group.clip, unitByte(group.opacity) == 255, group.mask == nil, group.shadow == nil,
            !group.children.containsBackdrop
        else { return [] }
        var inner: [IntRect] = []
        Visibility.clipInterior(shape, within: bounds, into: &inner)
        let opaque = inner.compactMap { rect -> IntRect? in
            var found: [IntRect] = []
            for child in group.children { Visibility.occluders(of: child, within: rect, into: &found) }
            return found.max { $0.area < $1.area }
        }
        // A rounded clip gives a cross of two rectangles: keep the larger, and of the other the rows
        // above and below it.
        guard let largest = opaque.max(by: { $0.area < $1.area }) else { return [] }
        var result = [largest]
        for other in opaque where other != largest {
            let above = IntRect(
                minX: other.minX, minY: other.minY, maxX: other.maxX, maxY: min(other.maxY, largest.minY))
            let below = IntRect(
                minX: other.minX, minY: max(other.minY, largest.maxY), maxX: other.maxX, maxY: other.maxY)
            if !above.isEmpty { result.insert(above, at: 0) }
            if !below.isEmpty { result.append(below) }
        }
        return result
    }

    /// The clip as whole device pixels, when it is an axis-aligned rectangle on pixel boundaries
    /// (rounded corners are allowed only when they are zero after clamping).
    private func pixelAlignedRect(_ shape: ClipShape) -> IntRect? {
        let t = shape.transform
        guard t.isAxisAlignedAffine, shape.rect.hasArea else { return nil }
        let r = StandardRect(shape.rect)
        guard shape.radii.clamped(to: r).isZero else { return nil }
        let xs = [r.minX * t.m11 + t.m41, r.maxX * t.m11 + t.m41]
        let ys = [r.minY * t.m22 + t.m42, r.maxY * t.m22 + t.m42]
        let x0 = xs.min()!
        let x1 = xs.max()!
        let y0 = ys.min()!
        let y1 = ys.max()!
        for v in [x0, x1, y0, y1] where !(v == v.rounded() && abs(v) < 1e9) { return nil }
        return IntRect(minX: Int(x0), minY: Int(y0), maxX: Int(x1), maxY: Int(y1))
    }
}
