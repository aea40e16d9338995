// Occlusion culling: skip items that later opaque items will paint over completely.
//
// An "occluder" is a rectangle of whole pixels that an item is certain to paint with full
// coverage and an opaque colour: an axis-aligned opaque fill or opaque image (for rounded ones,
// the two rectangles of the cross that the corners cannot cut), or such an occluder inside a group
// that has full opacity and no mask (cut to the group's clip). Whatever was painted under an
// occluder before it does not show in a single output pixel, so skipping it is exact, not an
// approximation. Items are tested back to front against the occluders of the items after them.

/// Which items of a list need painting.
struct Visibility {
    /// Items before this index are all hidden.
    private(set) var firstPainted = 0
    /// Hidden items at or after `firstPainted` (nil when none).
    private var hidden: [Bool]?
    /// True when the whole region is covered by occluders, so anything under the list is hidden
    /// (for the frame: the background clear can be skipped).
    private(set) var coversRegion = false
    /// For backdrops and shadow groups (the items that touch many pixels one by one), the largest
    /// occluder painted after them; nil elsewhere.
    private var hiddenRects: [IntRect?]?

    /// The most occluders remembered (the largest ones win); keeps the test cheap on long lists.
    private static let maximumOccluders = 4

    init(_ items: [DisplayItem], within region: IntRect) {
        var occluders: [IntRect] = []
        var index = items.count
        while index > 0 {
            index -= 1
            let item = items[index]
            if !occluders.isEmpty {
                let bounds = deviceBounds(of: item, within: region)
                if occluders.contains(where: { $0.contains(bounds) }) {
                    if hidden == nil { hidden = [Bool](repeating: false, count: items.count) }
                    hidden![index] = true
                }
            }
            if Visibility.skipsHiddenPixels(item), let largest = occluders.max(by: { $0.area < $1.area }) {
                if hiddenRects == nil { hiddenRects = [IntRect?](repeating: nil, count: items.count) }
                hiddenRects![index] = largest
            }
            // A backdrop blur reads what was painted before it, hidden or not.
            if [item].containsBackdrop {
                occluders.removeAll()
                continue
            }
            Visibility.addOccluders(of: item, within: region, to: &occluders)
            if occluders.contains(where: { $0.contains(region) }) {
                firstPainted = index
                coversRegion = true
                return
            }
        }
    }

    func isHidden(_ index: Int) -> Bool { hidden?[index] ?? false }

    /// Pixels that item `index` (a backdrop or a shadow group) need not paint: a later opaque item
    /// paints over them, and no backdrop reads them before it does.
    func hiddenRect(_ index: Int) -> IntRect? { hiddenRects?[index] ?? nil }

    /// True for the items that can leave out the pixels of ``hiddenRect(_:)``.
    private static func skipsHiddenPixels(_ item: DisplayItem) -> Bool {
        switch item {
        case .backdrop: true
        case .group(let g): g.shadow != nil
        default: false
        }
    }

    private static func addOccluders(of item: DisplayItem, within region: IntRect, to list: inout [IntRect]) {
        var found: [IntRect] = []
        occluders(of: item, within: region, into: &found)
        for r in found where !r.isEmpty {
            if list.count < maximumOccluders {
                list.append(r)
            } else if let smallest = list.indices.min(by: { list[$0].area < list[$1].area }),
                list[smallest].area < r.area
            {
                list[smallest] = r
            }
        }
    }

    /// Rectangles `item` paints opaquely with full coverage.
    static func occluders(of item: DisplayItem, within region: IntRect, into found: inout [IntRect]) {
        switch item {
        case .fill(let f):
            guard f.drawableColor.map({ alphaOf($0) == 255 }) == true else { return }
            opaqueRects(f.rect, f.radii, f.transform, within: region, into: &found)
        case .image(let i):
            guard i.image.isOpaque, i.opacityByte == 255, i.validSource != nil,
                i.transform.planeHomography.inverse != nil
            else { return }
            opaqueRects(i.rect, i.radii, i.transform, within: region, into: &found)
        case .mesh, .shape, .backdrop:
            return
        case .group(let g):
            guard unitByte(g.opacity) == 255, g.mask == nil, g.shadow == nil else { return }
            var limit = region
            if let clip = g.clip {
                guard clip.isValid else { return }
                var inner: [IntRect] = []
                clipInterior(clip, within: region, into: &inner)
                guard let largest = inner.max(by: { $0.area < $1.area }) else { return }
                limit = largest
            }
            for child in g.children { occluders(of: child, within: limit, into: &found) }
        }
    }

    /// The whole-pixel rectangles inside an axis-aligned clip shape. Continuous corners reach
    /// `Path.continuousReach` times their radius along the edges, so they count as that much larger.
    static func clipInterior(_ clip: ClipShape, within region: IntRect, into found: inout [IntRect]) {
        let reach = clip.continuous ? Path.continuousReach : 1
        opaqueRects(clip.rect, clip.radii, clip.transform, cornerReach: reach, within: region, into: &found)
    }

    /// The whole-pixel rectangles inside an axis-aligned (rounded) rectangle whose corners reach
    /// `cornerReach` times their radius along the edges.
    private static func opaqueRects(
        _ rect: Rect, _ radii: CornerRadii, _ transform: Matrix4, cornerReach: Double = 1,
        within region: IntRect, into found: inout [IntRect]
    ) {
        guard transform.isAxisAlignedAffine, transform.isFinite, rect.hasArea else { return }
        let r = StandardRect(rect)
        let k = radii.clamped(to: r)
        let largest = max(max(k.topLeft, k.topRight), max(k.bottomLeft, k.bottomRight))
        let radius = min(largest * cornerReach, min(r.width, r.height) / 2)
        func inner(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> IntRect? {
            let ax = x0 * transform.m11 + transform.m41
            let bx = x1 * transform.m11 + transform.m41
            let ay = y0 * transform.m22 + transform.m42
            let by = y1 * transform.m22 + transform.m42
            let lo = (x: min(ax, bx), y: min(ay, by))
            let hi = (x: max(ax, bx), y: max(ay, by))
            guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite else { return nil }
            // Whole pixels only: round inwards (saturating, so geometry far off screen cannot trap).
            let result = IntRect(
                minX: Int(saturating: lo.x, .up), minY: Int(saturating: lo.y, .up),
                maxX: Int(saturating: hi.x, .down), maxY: Int(saturating: hi.y, .down))
            let clipped = result.intersection(region)
            return clipped.isEmpty ? nil : clipped
        }
        if radius == 0 {
            if let a = inner(r.minX, r.minY, r.maxX, r.maxY) { found.append(a) }
        } else {
            if let a = inner(r.minX + radius, r.minY, r.maxX - radius, r.maxY) { found.append(a) }
            if let b = inner(r.minX, r.minY + radius, r.maxX, r.maxY - radius) { found.append(b) }
        }
    }
}

extension IntRect {
    /// Number of pixels.
    var area: Int { width * height }
}
