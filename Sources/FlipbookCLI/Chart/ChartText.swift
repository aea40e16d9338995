import Raster

/// Single lines of text for the timing chart, shaped by HarfBuzz in the bundled Inter and returned as
/// paths for the rasterizer.
struct ChartText {
    private let face: FontFace

    /// Text in Inter Regular.
    init() throws(FontError) {
        face = try BundledFont.regular.face()
    }

    /// The width of `text` at `size` pixels per em.
    func width(_ text: String, size: Double) -> Double {
        face.shape(Array(text.unicodeScalars)).reduce(0) { $0 + $1.advance } * size
    }

    /// The outline of `text` at `size` pixels per em, starting at `x` on the baseline `y`.
    func path(_ text: String, size: Double, x: Double, baseline y: Double) -> Path {
        var path = Path()
        var pen = x
        for glyph in face.shape(Array(text.unicodeScalars)) {
            path.addGlyph(
                face.glyphOutline(glyph.glyph), size: size, x: pen + glyph.offsetX * size,
                y: y + glyph.offsetY * size)
            pen += glyph.advance * size
        }
        return path
    }

    /// `text` shortened with a trailing "…" until it is at most `width` pixels wide.
    func fitted(_ text: String, size: Double, width: Double) -> String {
        guard self.width(text, size: size) > width else { return text }
        var shorter = text
        while !shorter.isEmpty && self.width(shorter + "…", size: size) > width { shorter.removeLast() }
        return shorter + "…"
    }
}
