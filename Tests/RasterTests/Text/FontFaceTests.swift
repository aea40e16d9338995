import Foundation
import Testing

@testable import Raster

/// Loading the bundled Inter faces, shaping with HarfBuzz and reading outlines with FreeType.
@Suite struct FontFaceTests {
    let face = try! BundledFont.regular.face()

    @Test func bundledFacesLoadWithTheirNamesAndMetrics() throws {
        for font in BundledFont.allCases {
            let face = try font.face()
            #expect(face.familyName == "Inter")
            #expect(face.postScriptName == font.rawValue)
        }
        #expect(face.ascender > 0.9 && face.ascender < 1)
        #expect(face.descender < -0.2 && face.descender > -0.3)
        #expect(face.capHeight > 0.7 && face.capHeight < 0.75)
        #expect(face.lineHeight >= face.ascender - face.descender)
    }

    @Test func shapingKernsAndKeepsClusters() {
        let glyphs = face.shape(Array("AV".unicodeScalars))
        #expect(glyphs.map(\.cluster) == [0, 1])
        let apart = face.shape(["A"])[0].advance + face.shape(["V"])[0].advance
        #expect(glyphs[0].advance + glyphs[1].advance < apart, "Inter kerns A and V")
        #expect(glyphs.allSatisfy { $0.glyph != 0 })
    }

    @Test func tabularDigitsHaveEqualAdvances() {
        let proportional = face.shape(Array("11".unicodeScalars))[0].advance
        let wide = face.shape(["0"])[0].advance
        #expect(proportional != wide)
        let tabular = face.shape(Array("10".unicodeScalars), features: ["tnum"]).map(\.advance)
        #expect(tabular[0] == tabular[1])
    }

    @Test func outlinesAreClosedPathsAboveTheBaseline() throws {
        let h = face.glyphOutline(face.shape(["H"])[0].glyph)
        let bounds = try #require(h.controlPointBounds)
        #expect(abs(bounds.y + face.capHeight) < 0.01, "H reaches the cap height (y up is negative)")
        #expect(abs(bounds.y + bounds.height) < 0.01, "H sits on the baseline")
        #expect(h.elements.filter { $0 == .close }.count == 1)
        #expect(face.glyphOutline(face.shape([" "])[0].glyph).isEmpty)
    }

    @Test func anyUnicodeShapesWithoutCrashing() {
        var generator = SplitMix(seed: 14)
        let tricky: [String] = [
            "\u{0}", "e\u{301}\u{302}\u{303}", "שלום עולם", "مرحبا", "👩‍👩‍👧‍👦🏳️‍🌈",
            "\u{FFFF}\u{10FFFF}", "\u{200D}\u{FE0F}",
            "a\tb\nc\r", String(repeating: "\u{301}", count: 50), "",
        ]
        for string in tricky { _ = outlines(of: string) }
        for _ in 0..<200 {
            let scalars = (0..<Int(generator.next() % 12)).compactMap { _ in
                Unicode.Scalar(UInt32(generator.next() % 0x11_0000))
            }
            _ = outlines(of: String(String.UnicodeScalarView(scalars)))
        }
    }

    @Test func missingCharactersDrawTheReplacementBox() throws {
        let glyphs = face.shape(["😀"])
        #expect(glyphs.count == 1 && glyphs[0].glyph == 0)
        let box = try #require(face.glyphOutline(0).controlPointBounds)
        #expect(abs(box.height - face.capHeight) < 1e-9)
        let image = Rasterizer().render(
            DisplayList(
                width: 20, height: 20, background: .white,
                items: [glyphItem(face.glyphOutline(0), size: 20)]))
        #expect(image[1, 10].r < 64, "the box's left side is ink")
        #expect(image[6, 10].r == 255, "its inside is empty")
    }

    @Test func textRendersLikeTheReferenceRasterizer() {
        var path = Path()
        var x = 2.0
        for g in face.shape(Array("Rag".unicodeScalars)) {
            path.addGlyph(face.glyphOutline(g.glyph), size: 18, x: x + g.offsetX * 18, y: 20)
            x += g.advance * 18
        }
        let list = DisplayList(
            width: 40, height: 28, background: .white,
            items: [.shape(ShapeItem(shape: .path(path, .nonZero), paint: .solid(.black)))])
        let fast = Rasterizer().render(list)
        let slow = ReferenceRasterizer(samplesPerAxis: 16).render(list)
        var worst = 0
        for y in 0..<28 {
            for x in 0..<40 { worst = max(worst, abs(Int(fast[x, y].r) - Int(slow[x, y].r))) }
        }
        #expect(worst <= 8)
        #expect((0..<28).contains { y in (0..<40).contains { fast[$0, y].r == 0 } }, "some pixels are solid ink")
    }

    private func outlines(of string: String) -> Int {
        face.shape(Array(string.unicodeScalars)).reduce(0) { $0 + face.glyphOutline($1.glyph).elements.count }
    }

    private func glyphItem(_ outline: Path, size: Double) -> DisplayItem {
        var path = Path()
        path.addGlyph(outline, size: size, x: 0, y: 17)
        return .shape(ShapeItem(shape: .path(path, .nonZero), paint: .solid(.black)))
    }
}

/// A small seeded generator, so random inputs are the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
