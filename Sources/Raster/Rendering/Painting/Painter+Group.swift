extension Painter {
    /// A group: its children (or their shadow) rendered into a layer of their own over the group's
    /// device bounding box, then clipped, masked and faded as one and composited with source-over.
    ///
    /// Fast paths: full opacity with no mask and no clip paints the children (or their shadow)
    /// straight into the target; so does a clip that is a pixel-aligned axis-aligned rectangle (its
    /// coverage is 0 or 1, so narrowing the clip region is exact). Groups with nothing visible are
    /// skipped. A shadow painted straight into the target leaves out the pixels of `hidden`.
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

        let shader = LayerShader(layer: layer, mask: mask, opacity: opacity)
        if let shape = group.clip {
            guard loadClipShape(shape, clip: bounds) else { return }
            fillLoaded(with: shader, into: target, clip: bounds)
        } else {
            for y in bounds.minY..<bounds.maxY {
                shader.shade(row: y, x: bounds.minX, count: bounds.width, coverage: 255, into: target)
            }
        }
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
