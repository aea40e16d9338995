/// Paints display items into a render target. Owns every piece of scratch storage, so a painter
/// that has warmed up allocates nothing per row or pixel, and nothing per item except meshes (their
/// edge table) and paths (their flattened points). Not thread-safe: use one painter per thread.
struct Painter {
    var scan = ScanConverter()
    var outline: [HomogeneousPoint] = []
    var polygon: [DevicePoint] = []
    var scratch: [DevicePoint] = []
    /// The edges that can bound the ring of the mesh triangle being painted.
    var ringBoundary = RingBoundary()
    /// Whether mesh rows wholly inside a triangle's ring skip the scan converter (`RingBoundary`); turned
    /// off only by tests, to compare with converting every row.
    var skipsCoveredRingRows = true
    /// A gradient's lookup table.
    var ramp: [UInt32] = []
    /// The colour of every column of a gradient that is the same on every row.
    var gradientColumns: [UInt32] = []
    let layers = LayerPool()
    /// The blurred pixels of the next backdrop painted, when a banded frame blurred them before any
    /// band painted over what they read (``prepareBackdrop(_:from:clip:)``).
    var preparedBackdrop: BlurImage?
    /// Asked before every item (nested ones too) and every band of rows the background clears; once it
    /// returns true nothing more is painted.
    var shouldStop: (() -> Bool)?

    /// Paints `items` in order onto `target`, touching only pixels inside `clip` (which must lie
    /// inside the target), after filling `clip` with `background` when one is given. Items entirely
    /// hidden under later opaque items are skipped, and so is the background when they cover it all.
    mutating func paint(_ items: [DisplayItem], into target: RenderTarget, clip: IntRect, background: UInt32? = nil) {
        guard !clip.isEmpty else { return }
        let visibility = Visibility(items, within: clip)
        if let background, !visibility.coversRegion, !clear(clip, of: target, to: background) { return }
        var index = visibility.firstPainted
        while index < items.count {
            defer { index += 1 }
            guard !visibility.isHidden(index) else { continue }
            if let shouldStop, shouldStop() { return }
            if case .backdrop(let backdrop) = items[index] {
                let tints = backdropTints(items, after: index, visibility)
                paintBackdrop(
                    backdrop, tintedBy: tints, into: target, clip: clip, hidden: visibility.hiddenRect(index))
                index += tints.count
                continue
            }
            paint(items[index], into: target, clip: clip, hidden: visibility.hiddenRect(index))
        }
    }

    /// Paints one item; backdrops and shadows may leave out the pixels of `hidden`, which later
    /// items paint over opaquely.
    mutating func paint(_ item: DisplayItem, into target: RenderTarget, clip: IntRect, hidden: IntRect? = nil) {
        switch item {
        case .fill(let fill): paintFill(fill, into: target, clip: clip)
        case .shape(let shape): paintShape(shape, into: target, clip: clip)
        case .image(let image): paintImage(image, into: target, clip: clip)
        case .backdrop(let backdrop): paintBackdrop(backdrop, into: target, clip: clip, hidden: hidden)
        case .mesh(let mesh): paintMesh(mesh, into: target, clip: clip)
        case .group(let group): paintGroup(group, into: target, clip: clip, hidden: hidden)
        }
    }

    /// Projects `outline` (homogeneous points of a convex shape), clips it in front of the eye and
    /// to a guard band around `clip`, and loads it into the scan converter. False when nothing is left.
    mutating func loadOutline(clip: IntRect) -> Bool {
        projectClippingEye(outline, into: &polygon)
        return loadPolygon(clip: clip)
    }

    /// Loads `polygon` (device points of a convex shape) into the scan converter.
    mutating func loadPolygon(clip: IntRect) -> Bool {
        guard polygon.count >= 3 else { return false }
        clipToGuardBand(&polygon, around: clip, scratch: &scratch)
        guard polygon.count >= 3 else { return false }
        for p in polygon where !(p.x.isFinite && p.y.isFinite) { return false }
        scan.reset()
        scan.addPolygon(polygon)
        return true
    }

    /// Fills the loaded polygon with `shader`, inside `clip`.
    mutating func fillLoaded<S: SpanShader>(with shader: S, into target: RenderTarget, clip: IntRect) {
        for y in scan.prepareRows(within: clip) {
            scan.computeSpans(row: y, minX: clip.minX, maxX: clip.maxX)
            for span in scan.spans {
                shader.shade(row: y, x: span.x, count: span.count, coverage: span.coverage, into: target)
            }
        }
    }
}
