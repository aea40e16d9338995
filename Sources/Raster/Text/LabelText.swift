/// Single lines of text for labels drawn by Flipbook itself (the timing chart, contact sheets), shaped by
/// HarfBuzz in the bundled Inter and returned as paths for the rasterizer.
public struct LabelText: Sendable {
    private let face: FontFace

    /// Text in `font` (Inter Regular unless told).
    public init(font: BundledFont = .regular) throws(FontError) {
        face = try font.face()
    }

    /// The width of `text` at `size` pixels per em.
    public func width(_ text: String, size: Double) -> Double {
        face.shape(Array(text.unicodeScalars)).reduce(0) { $0 + $1.advance } * size
    }

    /// The height of a capital letter at `size` pixels per em.
    public func capHeight(size: Double) -> Double { face.capHeight * size }

    /// The outline of `text` at `size` pixels per em, starting at `x` on the baseline `y`.
    public func path(_ text: String, size: Double, x: Double, baseline y: Double) -> Path {
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
    public func fitted(_ text: String, size: Double, width: Double) -> String {
        guard self.width(text, size: size) > width else { return text }
        var shorter = text
        while !shorter.isEmpty && self.width(shorter + "…", size: size) > width { shorter.removeLast() }
        return shorter + "…"
    }
}
