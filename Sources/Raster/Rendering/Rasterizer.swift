import Dispatch

/// Renders display lists into premultiplied RGBA8 bitmaps.
///
/// Coverage is exact area coverage (signed-area accumulation), compositing is premultiplied
/// source-over in 8-bit fixed point with exact rounding, images are sampled at pixel centres
/// (bilinear or nearest, edge-clamped), and 2D and perspective transforms are handled by mapping
/// each item's outline through its homography after clipping it in front of the eye. Groups render
/// into their own layer for group opacity, clipping and masking.
///
/// ## Guarantees
///
/// - **Coverage.** A pixel's coverage is the area of the pixel inside the shape, rounded to 1/255.
///   Pixel-aligned edges give exactly 0 or 255; a pixel half inside gets 128. Rounded corners are
///   flattened to within 0.004 px of the true arc. Against ``ReferenceRasterizer`` with 64 × 64
///   samples, pixels differ by at most 3/255 per channel (the tests allow that much; in practice
///   they see 1), and fully covered solid-colour pixels are byte-identical.
/// - **Meshes have no seams.** Along an edge shared by two triangles of one ``MeshItem`` (matched by
///   vertex position, so duplicated vertices with other texture coordinates still match), every
///   pixel is painted fully by exactly one of them: nothing under the mesh shows through, whatever
///   the transform. Only the mesh's outline is anti-aliased. Not covered: T-junctions, edges shared
///   by three or more triangles, folds and silhouettes (both triangles on the same side of the
///   edge), and triangles crossing the eye plane; those edges are anti-aliased per triangle.
/// - **Adjacent quads.** Separate items meeting on a pixel-aligned edge join without a seam
///   (coverages are exactly 0 and 255). Along any other shared edge each item gets its exact
///   coverage, and source-over then lets the background through in proportion a·(1 − a)
///   ("conflation", as in Skia-class renderers); draw such content as one mesh to avoid it.
/// - **Determinism.** The same display list gives byte-identical pixels on every run and for every
///   ``threadCount``: each pixel depends only on its own position, never on band or span
///   boundaries.
/// - **Bad input.** Items with non-finite numbers, empty images, source rectangles outside their
///   image, or mesh indices out of range are skipped whole and draw nothing; nothing traps.
public struct Rasterizer: Sendable {
    /// How many horizontal bands to render concurrently. `1` renders on the calling thread. Every
    /// pixel is computed from its own position only, so the result does not depend on this value.
    public var threadCount: Int

    /// A rasterizer that renders with `threadCount` concurrent bands (1 by default).
    public init(threadCount: Int = 1) {
        self.threadCount = threadCount
    }

    /// Renders `list` into a new bitmap of the list's size (negative sizes count as 0).
    public func render(_ list: DisplayList) -> Bitmap {
        var bitmap = Bitmap(width: max(0, list.width), height: max(0, list.height))
        render(list, into: &bitmap)
        return bitmap
    }

    /// Renders `list` into a new bitmap, or returns nil when `shouldStop` (asked before every item,
    /// nested ones too, from the rendering threads) returned true: a long frame can be abandoned early.
    public func render(_ list: DisplayList, stoppingWhen shouldStop: @escaping @Sendable () -> Bool) -> Bitmap? {
        var bitmap = Bitmap(width: 0, height: 0)
        return render(list, into: &bitmap, stoppingWhen: shouldStop) ? bitmap : nil
    }

    /// Renders `list` into `bitmap`, reusing its storage when the size already matches: the bitmap
    /// is cleared to the list's background and the items are painted over it.
    public func render(_ list: DisplayList, into bitmap: inout Bitmap) {
        Rasterizer.fitSize(of: &bitmap, to: list)
        paint(list, onto: &bitmap, shouldStop: nil)
    }

    /// Like ``render(_:into:)``, but returns false, leaving `bitmap` partly painted, when
    /// `shouldStop` (asked before every item, nested ones too, and every 64 rows that a new bitmap's
    /// memory is zeroed or the background clears, from the rendering threads) returned true.
    public func render(
        _ list: DisplayList, into bitmap: inout Bitmap, stoppingWhen shouldStop: @escaping @Sendable () -> Bool
    ) -> Bool {
        let width = max(0, list.width)
        let height = max(0, list.height)
        if bitmap.width != width || bitmap.height != height {
            bitmap = Bitmap(width: 0, height: 0) // the old storage goes before the new is allocated
            guard let fresh = Bitmap(width: width, height: height, stoppingWhen: shouldStop) else { return false }
            bitmap = fresh
        }
        paint(list, onto: &bitmap, shouldStop: shouldStop)
        return !shouldStop()
    }

    /// Replaces `bitmap` with a new one when its size is not the list's (negative sizes count as 0).
    private static func fitSize(of bitmap: inout Bitmap, to list: DisplayList) {
        let width = max(0, list.width)
        let height = max(0, list.height)
        if bitmap.width != width || bitmap.height != height {
            bitmap = Bitmap(width: width, height: height)
        }
    }

    private func paint(_ list: DisplayList, onto bitmap: inout Bitmap, shouldStop: (@Sendable () -> Bool)?) {
        let background = list.background.isFinite ? list.background.premultiplied.packed : 0
        paint(list.items, onto: &bitmap, background: background, shouldStop: shouldStop)
    }

    /// Paints `items` with source-over onto what `bitmap` already holds (no clearing). Coordinates
    /// are the bitmap's pixels.
    public func draw(_ items: [DisplayItem], onto bitmap: inout Bitmap) {
        paint(items, onto: &bitmap, background: nil, shouldStop: nil)
    }

    private func paint(
        _ items: [DisplayItem], onto bitmap: inout Bitmap, background: UInt32?, shouldStop: (@Sendable () -> Bool)?
    ) {
        let frame = IntRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height)
        guard !frame.isEmpty else { return }
        let bands = max(1, min(threadCount, frame.height / 16))
        @Sendable func band(_ index: Int) -> IntRect {
            IntRect(
                minX: 0, minY: frame.height * index / bands, maxX: frame.width, maxY: frame.height * (index + 1) / bands
            )
        }
        bitmap.pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                let target = SharedTarget(RenderTarget(base: pixels.baseAddress!, bounds: frame))
                if bands == 1 {
                    Rasterizer.paintBand(
                        items, target: target.value, band: frame, background: background, shouldStop: shouldStop)
                } else if items.containsBackdrop {
                    // A backdrop blur reads pixels that other bands paint: phases with barriers between them.
                    Rasterizer.paintInPhases(
                        items, target: target, bands: bands, band: band, background: background, shouldStop: shouldStop)
                } else {
                    DispatchQueue.concurrentPerform(iterations: bands) { index in
                        Rasterizer.paintBand(
                            items, target: target.value, band: band(index), background: background,
                            shouldStop: shouldStop)
                    }
                }
            }
        }
    }

    /// Paints the rows of `band`, first clearing them to `background` unless opaque items cover
    /// the whole band anyway.
    private static func paintBand(
        _ items: [DisplayItem], target: RenderTarget, band: IntRect, background: UInt32?,
        shouldStop: (@Sendable () -> Bool)?
    ) {
        var painter = Painter()
        painter.shouldStop = shouldStop
        painter.paint(items, into: target, clip: band, background: background)
    }
}

/// The frame's pixels, shared by the bands that paint disjoint rows of it.
struct SharedTarget: @unchecked Sendable {
    let value: RenderTarget
    init(_ value: RenderTarget) { self.value = value }
}
