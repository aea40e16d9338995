import Foundation

/// One glyph's coverage at one device size and subpixel phase, as the rasterizer's exact-area scan
/// conversion computes it, kept as the scan converter's spans: rows `top ..< top + height` and
/// columns `left ..< right` counted from the pixel holding the glyph's pen position, the spans of
/// row `top + r` being `spans[rowStarts[r] ..< rowStarts[r + 1]]` (columns also from the pen's pixel).
struct GlyphMask: Sendable {
    let left: Int, right: Int, top: Int, height: Int
    let rowStarts: [Int]
    let spans: [CoverageSpan]

    /// A glyph that covers nothing (a space, or an outline too thin to reach a pixel).
    static let empty = GlyphMask(left: 0, right: 0, top: 0, height: 0, rowStarts: [0], spans: [])
}

/// The coverage masks of one face's glyphs, keyed by glyph, device size (pixels per em) and the pen
/// position's subpixel phase (quarters of a pixel on each axis). A mask depends on its key alone, so
/// the cache only saves work: what it holds, and whether it was full and emptied, never changes a
/// pixel. Safe to use from any thread.
final class GlyphMaskCache: @unchecked Sendable {
    /// Subpixel positions per pixel on each axis: pens are placed to a quarter of a pixel.
    static let phases = 4
    /// The largest device size (pixels per em) drawn from masks; larger text is filled as outlines.
    static let largestSize = 256.0
    /// How many masks a face keeps before the cache starts over.
    static let capacity = 8192

    private struct Key: Hashable {
        var glyph: UInt32
        var size: UInt64
        var phaseX: UInt8
        var phaseY: UInt8
    }

    private let lock = NSLock()
    private var masks: [Key: GlyphMask] = [:]

    /// The mask of `glyph` (outline `outline`, in ems) at `size` pixels per em with the pen
    /// `phaseX`/`phases` and `phaseY`/`phases` of a pixel right of and below a pixel's corner.
    func mask(_ glyph: UInt32, outline: () -> Path, size: Double, phaseX: Int, phaseY: Int) -> GlyphMask {
        let key = Key(glyph: glyph, size: size.bitPattern, phaseX: UInt8(phaseX), phaseY: UInt8(phaseY))
        lock.lock()
        let cached = masks[key]
        lock.unlock()
        if let cached { return cached }
        let step = 1 / Double(GlyphMaskCache.phases)
        let mask = GlyphMaskCache.render(
            outline(), size: size, x: Double(phaseX) * step, y: Double(phaseY) * step)
        lock.lock()
        if masks.count >= GlyphMaskCache.capacity { masks.removeAll(keepingCapacity: true) }
        masks[key] = mask
        lock.unlock()
        return mask
    }

    /// Scan-converts `outline` scaled to `size` pixels per em with its origin at `(x, y)`.
    private static func render(_ outline: Path, size: Double, x: Double, y: Double) -> GlyphMask {
        var path = Path()
        path.addGlyph(outline, size: size, x: x, y: y)
        guard let bounds = path.controlPointBounds else { return .empty }
        let area = IntRect.covering(
            x0: bounds.x, y0: bounds.y, x1: bounds.x + bounds.width, y1: bounds.y + bounds.height,
            within: IntRect(minX: -4096, minY: -4096, maxX: 4096, maxY: 4096))
        guard !area.isEmpty else { return .empty }
        var scan = ScanConverter()
        scan.reset(fillRule: .nonZero)
        for contour in path.flattened(tolerance: arcTolerance) where contour.points.count >= 3 {
            scan.addPolygon(contour.points.map { DevicePoint(x: $0.x, y: $0.y) })
        }
        var rowStarts = [0]
        var spans: [CoverageSpan] = []
        let rows = scan.prepareRows(within: area)
        for row in rows {
            scan.computeSpans(row: row, minX: area.minX, maxX: area.maxX)
            spans += scan.spans
            rowStarts.append(spans.count)
        }
        return GlyphMask(
            left: area.minX, right: area.maxX, top: rows.lowerBound, height: rows.count, rowStarts: rowStarts,
            spans: spans)
    }
}
