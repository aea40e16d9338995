extension Painter {
    /// Paints the shadow of `children` over `target` within `clip` (source-over): their alpha,
    /// blurred, moved by the shadow's offset (fractions of a pixel included) and tinted.
    ///
    /// The children are rendered over just the region that can reach `clip` (moved back by the
    /// offset, widened by the blur's reach, in whole blocks of the blur's grid) plus the reach again
    /// around their own extent, so every shadow pixel is computed from exactly the pixels it depends
    /// on, wherever the band is.
    ///
    /// Pixels of `hidden` (painted over later by an opaque item) are left out.
    mutating func paintShadow(
        _ shadow: Shadow, of children: [DisplayItem], into target: RenderTarget, clip: IntRect, hidden: IntRect? = nil
    ) {
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
        guard !area.isEmpty else { return }
        var sampler = BlurSampler(image, columns: area.minX..<area.maxX, offsetX: offset.x)
        let row = layers.acquire(IntRect(minX: area.minX, minY: 0, maxX: area.maxX, maxY: 1))
        defer { layers.release() }
        let alphas = row.pixel(area.minX, 0)
        for y in area.minY..<area.maxY {
            sampler.load(row: y, offsetY: offset.y)
            for part in visibleParts(of: area.minX..<area.maxX, row: y, hidden: hidden) where !part.isEmpty {
                sampler.read(from: part.lowerBound, count: part.count, into: alphas)
                sourceOver(tint, through: alphas, onto: target.pixel(part.lowerBound, y), count: part.count)
            }
        }
    }

    /// Replaces what `target` holds under the backdrop's shape by its blur (anti-aliased at the
    /// shape's edge). Pixels beyond the target's edge repeat the edge pixels, as a blur of the
    /// screen's edge does on iOS. The blur is read back straight into the shape's spans.
    /// Pixels of `hidden` (painted over later by an opaque item) are left out.
    ///
    /// `tints` are the packed colours of solid fills of the same shape that follow the backdrop (a
    /// visual effect view's tint): each span is tinted right after it is blurred, with the shape
    /// loaded exactly as the fills load theirs, so the pixels are those of painting them one by one.
    mutating func paintBackdrop(
        _ item: BackdropItem, tintedBy tints: [UInt32] = [], into target: RenderTarget, clip: IntRect,
        hidden: IntRect? = nil
    ) {
        let prepared = preparedBackdrop
        preparedBackdrop = nil
        guard item.isDrawable else { return }
        let region = quadBounds(item.shape.rect, item.shape.transform, within: clip)
        guard !region.isEmpty, let image = prepared ?? Self.backdropImage(item, of: target, clip: clip) else { return }
        guard loadClipShape(item.shape, clip: tints.isEmpty ? region : clip) else { return }
        var sampler = BlurSampler(image, columns: region.minX..<region.maxX, offsetX: 0)
        let edge = layers.acquire(IntRect(minX: region.minX, minY: 0, maxX: region.maxX, maxY: 1))
        defer { layers.release() }
        for y in scan.prepareRows(within: region) {
            scan.computeSpans(row: y, minX: region.minX, maxX: region.maxX)
            sampler.load(row: y, offsetY: 0)
            for span in scan.spans {
                for part in visibleParts(of: span.x..<span.x + span.count, row: y, hidden: hidden) where !part.isEmpty {
                    let dst = target.pixel(part.lowerBound, y)
                    if span.coverage == 255 {
                        sampler.read(from: part.lowerBound, count: part.count, into: dst)
                        continue
                    }
                    let blurred = edge.pixel(part.lowerBound, 0)
                    sampler.read(from: part.lowerBound, count: part.count, into: blurred)
                    for i in 0..<part.count { dst[i] = replacing(dst[i], by: blurred[i], coverage: span.coverage) }
                }
                for tint in tints {
                    SolidShader(color: tint).shade(
                        row: y, x: span.x, count: span.count, coverage: span.coverage, into: target)
                }
            }
        }
    }
}

extension Painter {
    /// Blurs what `target` holds under the part of `item` inside `clip` now, for the next
    /// ``paintBackdrop(_:tintedBy:into:clip:hidden:)`` with the same `clip` to write: a banded frame
    /// blurs in every band before any band paints over the rows another band's blur reads.
    mutating func prepareBackdrop(_ item: BackdropItem, from target: RenderTarget, clip: IntRect) {
        preparedBackdrop = Self.backdropImage(item, of: target, clip: clip)
    }

    /// The blurred pixels the part of `item` inside `clip` shows: `target` over the region's rows and
    /// columns widened by the blur's reach (whole blocks of its grid, anchored at the device origin, so
    /// a pixel's blur is the same whatever `clip` is). Nil when the item draws nothing there.
    static func backdropImage(_ item: BackdropItem, of target: RenderTarget, clip: IntRect) -> BlurImage? {
        guard item.isDrawable else { return nil }
        let region = quadBounds(item.shape.rect, item.shape.transform, within: clip)
        guard !region.isEmpty else { return nil }
        let plan = BlurPlan(sigma: item.sigma)
        var image = BlurImage(
            shrinking: target, over: plan.aligned(region.expanded(by: plan.reach)), channels: .rgba, edges: .repeat,
            plan: plan)
        image.blur(plan)
        return image
    }
}

/// The columns of `columns` in row `y` outside `hidden`: the part left of it and the part right of
/// it (either may be empty; all of `columns` is the left part when `hidden` misses them). `hidden` may
/// reach past either end of `columns` (an opaque item wider than the shadow or backdrop under it).
private func visibleParts(of columns: Range<Int>, row y: Int, hidden: IntRect?) -> [Range<Int>] {
    guard let hidden, y >= hidden.minY, y < hidden.maxY, columns.overlaps(hidden.minX..<hidden.maxX) else {
        return [columns, columns.upperBound..<columns.upperBound]
    }
    return [
        columns.lowerBound..<max(hidden.minX, columns.lowerBound),
        min(hidden.maxX, columns.upperBound)..<columns.upperBound,
    ]
}

/// `src · c + dst · (1 − c)` for coverage `c` (`coverage / 255`), each product rounded.
@inline(__always)
private func replacing(_ dst: UInt32, by src: UInt32, coverage: UInt32) -> UInt32 {
    let sum = scaleSpread(spread(src), by: coverage) &+ scaleSpread(spread(dst), by: 255 - coverage)
    let overflow = (sum >> 8) & 0x0001_0001_0001_0001
    return pack((sum | (overflow &* 0xFF)) & laneLowBytes)
}

extension Painter {
    /// The colours of the solid fills right after backdrop `index` that have its shape exactly
    /// (circular corners) and are painted: fills ``paintBackdrop(_:tintedBy:into:clip:hidden:)`` can
    /// paint span by span with it.
    func backdropTints(_ items: [DisplayItem], after index: Int, _ visibility: Visibility) -> [UInt32] {
        guard case .backdrop(let backdrop) = items[index], backdrop.isDrawable, !backdrop.shape.continuous else {
            return []
        }
        var tints: [UInt32] = []
        for next in index + 1..<items.count {
            guard case .fill(let fill) = items[next], !visibility.isHidden(next), let color = fill.drawableColor,
                fill.rect == backdrop.shape.rect, fill.radii == backdrop.shape.radii,
                fill.transform == backdrop.shape.transform
            else { break }
            tints.append(color)
        }
        return tints
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
