import Foundation
import Testing

@testable import Raster

/// Glyph runs: filled from cached coverage masks under translations and uniform scales, and as their
/// outline otherwise.
@Suite struct GlyphRunTests {
    let face = try! BundledFont.regular.face()

    func run(_ text: String, size: Double = 17, x: Double = 3.3, baseline: Double = 20.6) -> GlyphRun {
        var placements: [GlyphRun.Placement] = []
        var pen = x
        for glyph in face.shape(Array(text.unicodeScalars)) {
            placements.append(GlyphRun.Placement(glyph: glyph.glyph, x: pen, y: baseline))
            pen += glyph.advance * size
        }
        return GlyphRun(face: face, size: size, placements: placements)
    }

    func render(_ shape: Shape, _ transform: Matrix4, width: Int = 420, height: Int = 90, threads: Int = 1) -> Bitmap {
        let item = ShapeItem(shape: shape, paint: .solid(.black), transform: transform)
        let list = DisplayList(width: width, height: height, background: .white, items: [.shape(item)])
        return Rasterizer(threadCount: threads).render(list)
    }

    @Test func masksMatchTheOutlineWithinAQuarterPixelOfPosition() {
        let glyphs = run("Transitions, quickly: 12:30 — Wavy fjord")
        let scale = Matrix4.scale(x: 3, y: 3)
        let masks = render(.glyphs(glyphs), scale, width: 1000, height: 90)
        let outline = render(.path(glyphs.outline, .nonZero), scale, width: 1000, height: 90)
        var inked = 0
        var largest = 0
        for y in 0..<masks.height {
            for x in 0..<masks.width {
                let a = Int(masks[x, y].r)
                let b = Int(outline[x, y].r)
                largest = max(largest, abs(a - b))
                if b < 128 { inked += 1 }
            }
        }
        #expect(inked > 5000, "the text is drawn")
        // Moving an edge by at most 1/8 pixel changes a pixel's coverage by at most an eighth (32/255).
        #expect(largest <= 40, "largest difference \(largest)")
        #expect(masks != outline, "the masks are really used")
    }

    @Test func bandsAndRepeatsGiveTheSamePixels() {
        let glyphs = run("Same pixels on every run")
        let transform = Matrix4.translation(x: 0.37, y: 0.81).concatenating(.scale(x: 2, y: 2))
        let first = render(.glyphs(glyphs), transform, width: 500, height: 80)
        #expect(render(.glyphs(glyphs), transform, width: 500, height: 80, threads: 4) == first)
        #expect(render(.glyphs(glyphs), transform, width: 500, height: 80) == first)
    }

    @Test func otherTransformsFillTheExactOutline() {
        let glyphs = run("Skewed")
        let skew = Matrix4(a: 2, b: 0.2, c: 0.4, d: 2, tx: 5, ty: 3)
        #expect(render(.glyphs(glyphs), skew) == render(.path(glyphs.outline, .nonZero), skew))
        let stretched = Matrix4.scale(x: 2, y: 3)
        #expect(render(.glyphs(glyphs), stretched) == render(.path(glyphs.outline, .nonZero), stretched))
    }

    /// A dump is the outline path, for any replayer, plus the font and glyphs that draw it exactly.
    @Test func dumpsShowTheOutlineAndTheGlyphs() throws {
        let glyphs = run("Hi")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var dumped = try #require(
            try JSONSerialization.jsonObject(with: encoder.encode(Shape.glyphs(glyphs))) as? [String: Any])
        let path = try #require(
            try JSONSerialization.jsonObject(with: encoder.encode(Shape.path(glyphs.outline, .nonZero)))
                as? [String: Any])
        let run = try #require(dumped.removeValue(forKey: "glyphs") as? [String: Any])
        #expect(NSDictionary(dictionary: dumped) == NSDictionary(dictionary: path))
        #expect(run["font"] as? String == glyphs.face.postScriptName)
        #expect((run["placements"] as? [Any])?.count == glyphs.placements.count)
    }
}
