extension Painter {
    /// Paints the shadow of `children` into `layer` (whose pixels must be transparent): their
    /// alpha, blurred, moved by the shadow's whole-pixel offset and tinted.
    ///
    /// The children are rendered over just the region that can reach `layer` (its bounds moved back
    /// by the offset, widened by the blur's reach) plus the reach again around their own extent, so
    /// every shadow pixel is computed from exactly the pixels it depends on, wherever the band is.
    mutating func paintShadow(_ shadow: Shadow, of children: [DisplayItem], into layer: RenderTarget) {
        let tint = shadow.color.premultiplied.packed
        guard tint != 0, let work = shadow.workRegion(of: children, for: layer.bounds) else { return }
        let (dx, dy) = shadow.pixelOffset
        let content = layers.acquire(work)
        let spare = layers.acquire(work)
        defer {
            layers.release()
            layers.release()
        }
        paint(children, into: content, clip: work)
        var buffers = BlurBuffers(source: content.base, spare: spare.base, width: work.width, height: work.height)
        buffers.gaussian(sigma: shadow.sigma)
        let visible = layer.bounds.intersection(work.offsetBy(dx: dx, dy: dy))
        for y in visible.minY..<visible.maxY {
            let src = buffers.source + ((y - dy - work.minY) * work.width + (visible.minX - dx - work.minX))
            let dst = layer.pixel(visible.minX, y)
            for i in 0..<visible.width { dst[i] = scale(tint, by: alphaOf(src[i])) }
        }
    }

    /// Replaces what `target` holds under the backdrop's shape by its blur (anti-aliased at the
    /// shape's edge). Pixels beyond the target's edge repeat the edge pixels, as a blur of the
    /// screen's edge does on iOS.
    mutating func paintBackdrop(_ item: BackdropItem, into target: RenderTarget, clip: IntRect) {
        guard item.isDrawable else { return }
        let region = quadBounds(item.shape.rect, item.shape.transform, within: clip)
        guard !region.isEmpty else { return }
        let work = region.expanded(by: blurReach(sigma: item.sigma))
        let copy = layers.acquire(work)
        let spare = layers.acquire(work)
        defer {
            layers.release()
            layers.release()
        }
        let b = target.bounds
        for y in work.minY..<work.maxY {
            let row = target.pixel(b.minX, min(max(y, b.minY), b.maxY - 1))
            let dst = copy.pixel(work.minX, y)
            for i in 0..<work.width { dst[i] = row[min(max(work.minX + i, b.minX), b.maxX - 1) - b.minX] }
        }
        var buffers = BlurBuffers(source: copy.base, spare: spare.base, width: work.width, height: work.height)
        buffers.gaussian(sigma: item.sigma)
        roundedRectOutline(item.shape.rect, radii: item.shape.radii, transform: item.shape.transform, into: &outline)
        guard loadOutline(clip: region) else { return }
        fillLoaded(
            with: ReplacingShader(source: RenderTarget(base: buffers.source, bounds: work)), into: target, clip: region)
    }
}

/// Puts the pixels of `source` in place of the target's, in proportion to coverage:
/// `source · c + target · (1 − c)`, each product rounded.
struct ReplacingShader: SpanShader {
    let source: RenderTarget

    func shade(row y: Int, x: Int, count: Int, coverage: UInt32, into target: RenderTarget) {
        let src = source.pixel(x, y)
        let dst = target.pixel(x, y)
        if coverage == 255 {
            dst.update(from: src, count: count)
            return
        }
        for i in 0..<count {
            let sum = scaleSpread(spread(src[i]), by: coverage) &+ scaleSpread(spread(dst[i]), by: 255 - coverage)
            let overflow = (sum >> 8) & 0x0001_0001_0001_0001
            dst[i] = pack((sum | (overflow &* 0xFF)) & laneLowBytes)
        }
    }
}

extension Shadow {
    /// The offset in whole device pixels (rounded, limited to a million pixels).
    var pixelOffset: (dx: Int, dy: Int) {
        func whole(_ v: Double) -> Int { v.isFinite ? Int(min(max(v, -1e6), 1e6).rounded()) : 0 }
        return (whole(offsetX), whole(offsetY))
    }

    /// Every number is finite.
    var isFinite: Bool { color.isFinite && offsetX.isFinite && offsetY.isFinite && sigma.isFinite }

    /// The pixels the children of a shadow group are rendered over for a layer over `bounds`, or
    /// nil when nothing of them can reach it.
    func workRegion(of children: [DisplayItem], for bounds: IntRect) -> IntRect? {
        let reach = blurReach(sigma: sigma)
        let (dx, dy) = pixelOffset
        let source = bounds.offsetBy(dx: -dx, dy: -dy).expanded(by: reach)
        let content = deviceBounds(of: children, within: source)
        guard !content.isEmpty else { return nil }
        return content.expanded(by: reach).intersection(source)
    }
}

extension BackdropItem {
    /// True when the item can draw: a valid shape with area and a finite, positive blur.
    var isDrawable: Bool { shape.isValid && shape.rect.hasArea && sigma.isFinite && sigma > 0 }
}

extension IntRect {
    /// The rectangle moved by whole pixels.
    func offsetBy(dx: Int, dy: Int) -> IntRect {
        IntRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The rectangle widened by `d` pixels on every side.
    func expanded(by d: Int) -> IntRect {
        IntRect(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
    }
}

extension Array where Element == DisplayItem {
    /// True when an item, or an item inside a group, blurs its backdrop: such lists read pixels
    /// painted by earlier items anywhere nearby.
    var containsBackdrop: Bool {
        contains { item in
            switch item {
            case .backdrop: true
            case .group(let g): g.children.containsBackdrop || (g.mask ?? []).containsBackdrop
            default: false
            }
        }
    }
}
