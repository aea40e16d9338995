extension Painter {
    /// Fills `run` in `color` (packed, premultiplied) from its face's cached glyph masks, when
    /// `transform` only translates and scales uniformly and the glyphs are at most
    /// ``GlyphMaskCache/largestSize`` pixels per em. Returns false, having drawn nothing, otherwise:
    /// the caller then fills the run's outline.
    ///
    /// Each pen position is rounded to a quarter pixel, and each glyph is composited on its own, as
    /// Core Graphics and Skia draw text: where the anti-aliased edges of neighbouring glyphs share a
    /// pixel, both blend into it.
    func paintGlyphMasks(
        _ run: GlyphRun, color: UInt32, transform t: Matrix4, into target: RenderTarget, clip: IntRect
    ) -> Bool {
        let scale = t.m11
        guard scale > 0, t.m22 == scale, t.m12 == 0, t.m21 == 0, t.m14 == 0, t.m24 == 0, t.m44 == 1,
            run.size * scale <= GlyphMaskCache.largestSize
        else { return false }
        let size = run.size * scale
        let shader = SolidShader(color: color)
        for p in run.placements {
            guard let (x, phaseX) = quarterPixel(t.m41 + scale * p.x),
                let (y, phaseY) = quarterPixel(t.m42 + scale * p.y)
            else { continue }
            let mask = run.face.glyphMask(p.glyph, size: size, phaseX: phaseX, phaseY: phaseY)
            guard x + mask.right > clip.minX, x + mask.left < clip.maxX else { continue }
            let first = max(0, clip.minY - y - mask.top)
            let last = min(mask.height, clip.maxY - y - mask.top)
            guard first < last else { continue }
            mask.spans.withUnsafeBufferPointer { spans in
                mask.rowStarts.withUnsafeBufferPointer { rowStarts in
                    for r in first..<last {
                        let row = y + mask.top + r
                        for span in spans[rowStarts[r]..<rowStarts[r + 1]] {
                            let from = max(x + span.x, clip.minX)
                            let to = min(x + span.x + span.count, clip.maxX)
                            if from < to {
                                shader.shade(row: row, x: from, count: to - from, coverage: span.coverage, into: target)
                            }
                        }
                    }
                }
            }
        }
        return true
    }
}

/// `value` rounded to a quarter pixel, as the pixel it falls in and the quarter within it (0…3);
/// nil when it is not finite or too far out to matter.
private func quarterPixel(_ value: Double) -> (pixel: Int, phase: Int)? {
    let phases = Double(GlyphMaskCache.phases)
    let quarters = (value * phases).rounded()
    guard quarters.isFinite, abs(quarters) < 1e9 else { return nil }
    let pixel = (quarters / phases).rounded(.down)
    return (Int(pixel), Int(quarters - pixel * phases))
}
