extension Painter {
    /// Paints the shadow of `children` over `target` within `clip` (source-over): their alpha,
    /// blurred, moved by the shadow's offset (fractions of a pixel included) and tinted.
    ///
    /// The children are rendered over just the region that can reach `clip` (moved back by the
    /// offset, widened by the blur's reach, in whole blocks of the blur's grid) plus the reach again
    /// around their own extent, so every shadow pixel is computed from exactly the pixels it depends
    /// on, wherever the band is.
    mutating func paintShadow(_ shadow: Shadow, of children: [DisplayItem], into target: RenderTarget, clip: IntRect) {
        let tint = shadow.color.premultiplied.packed
        let visible = clip.intersection(target.bounds)
        guard tint != 0, !visible.isEmpty, let work = shadow.workRegion(of: children, for: visible) else { return }
        let plan = BlurPlan(sigma: shadow.sigma)
        var image: BlurImage
        do {
            let content = layers.acquire(work)
            defer { layers.release() }
            paint(children, into: content, clip: work)
            image = BlurImage(shrinking: content, over: work, channels: .alpha, edges: .transparent, plan: plan)
        }
        image.blur(plan)
        let offset = shadow.clampedOffset
        let area = visible.intersection(shadow.extent(of: work))
        image.sample(area, offsetX: offset.x, offsetY: offset.y) { y, alphas in
            let dst = target.pixel(area.minX, y)
            for i in 0..<alphas.count where alphas[i] != 0 {
                dst[i] = sourceOver(scale(tint, by: alphas[i]), dst[i])
            }
        }
    }

    /// Replaces what `target` holds under the backdrop's shape by its blur (anti-aliased at the
    /// shape's edge). Pixels beyond the target's edge repeat the edge pixels, as a blur of the
    /// screen's edge does on iOS.
    mutating func paintBackdrop(_ item: BackdropItem, into target: RenderTarget, clip: IntRect) {
        guard item.isDrawable else { return }
        let region = quadBounds(item.shape.rect, item.shape.transform, within: clip)
        guard !region.isEmpty else { return }
        let plan = BlurPlan(sigma: item.sigma)
        var image = BlurImage(
            shrinking: target, over: plan.aligned(region.expanded(by: plan.reach)), channels: .rgba, edges: .repeat,
            plan: plan)
        image.blur(plan)
        let blurred = layers.acquire(region)
        defer { layers.release() }
        image.sample(region, offsetX: 0, offsetY: 0) { y, row in
            blurred.pixel(region.minX, y).update(from: row.baseAddress!, count: row.count)
        }
        guard loadClipShape(item.shape, clip: region) else { return }
        fillLoaded(with: ReplacingShader(source: blurred), into: target, clip: region)
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
    /// The offset in device pixels, with non-finite values as 0 and limited to a million pixels.
    var clampedOffset: (x: Double, y: Double) {
        func limited(_ v: Double) -> Double { v.isFinite ? min(max(v, -1e6), 1e6) : 0 }
        return (limited(offsetX), limited(offsetY))
    }

    /// Every number is finite.
    var isFinite: Bool { color.isFinite && offsetX.isFinite && offsetY.isFinite && sigma.isFinite }

    /// The pixels (whole blocks of the blur's grid) the children of a shadow group are rendered over
    /// to colour `bounds`, or nil when nothing of them can reach it.
    func workRegion(of children: [DisplayItem], for bounds: IntRect) -> IntRect? {
        let plan = BlurPlan(sigma: sigma)
        let reach = plan.reach
        let (dx, dy) = clampedOffset
        let source = IntRect(
            minX: bounds.minX - Int(dx.rounded(.up)), minY: bounds.minY - Int(dy.rounded(.up)),
            maxX: bounds.maxX - Int(dx.rounded(.down)), maxY: bounds.maxY - Int(dy.rounded(.down))
        ).expanded(by: reach)
        let content = deviceBounds(of: children, within: source)
        guard !content.isEmpty else { return nil }
        return plan.aligned(content.expanded(by: reach).intersection(source))
    }

    /// The pixels the shadow of content rendered over `work` can colour: `work` moved by the offset.
    func extent(of work: IntRect) -> IntRect {
        let (dx, dy) = clampedOffset
        return IntRect(
            minX: work.minX + Int(dx.rounded(.down)), minY: work.minY + Int(dy.rounded(.down)),
            maxX: work.maxX + Int(dx.rounded(.up)), maxY: work.maxY + Int(dy.rounded(.up)))
    }
}

extension BackdropItem {
    /// True when the item can draw: a valid shape with area and a finite, positive blur.
    var isDrawable: Bool { shape.isValid && shape.rect.hasArea && sigma.isFinite && sigma > 0 }
}

extension IntRect {
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
