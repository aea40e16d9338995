import Testing

@testable import Raster

@Suite struct BitmapFontTests {
    let font = BitmapFont.standard
    let ink = Color(red: 1, green: 1, blue: 1)

    /// The dots of `text` drawn at scale 1, as rows of `#` and `.`.
    func dots(_ text: String, scale: Int = 1) -> [String] {
        let size = font.size(of: text, scale: scale)
        var bitmap = Bitmap(width: size.width, height: size.height)
        font.draw(text, into: &bitmap, x: 0, y: 0, scale: scale, color: ink)
        return (0..<bitmap.height).map { y in
            String((0..<bitmap.width).map { bitmap[$0, y].a == 255 ? "#" : "." })
        }
    }

    @Test func sizes() {
        #expect(font.size(of: "") == (0, 0))
        #expect(font.size(of: "A") == (5, 7))
        #expect(font.size(of: "AB") == (11, 7))
        #expect(font.size(of: "250 MS", scale: 3) == (105, 21))
    }

    @Test func digitsAreDrawnDotForDot() {
        #expect(dots("1") == ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."])
        #expect(
            dots("0.") == [
                ".###.......",
                "#...#......",
                "#..##......",
                "#.#.#......",
                "##..#......",
                "#...#..##..",
                ".###...##..",
            ])
    }

    @Test func scaleMakesSquareDots() {
        #expect(
            dots("-", scale: 2) == [
                "..........", "..........", "..........", "..........", "..........", "..........",
                "..######..", "..######..",
                "..........", "..........", "..........", "..........", "..........", "..........",
            ])
    }

    @Test func lowerCaseUsesUpperCaseAndUnknownDrawsAQuestionMark() {
        #expect(dots("ms") == dots("MS"))
        #expect(dots("é") == dots("?"))
        #expect(font.hasGlyph(for: "m") && font.hasGlyph(for: " ") && font.hasGlyph(for: "%"))
        #expect(!font.hasGlyph(for: "é"))
    }

    @Test func everyGlyphIsSevenRowsOfFiveDotsAndDistinct() {
        let glyphs = BitmapFont.standardGlyphs
        #expect(glyphs.count == 26 + 10 + 13)
        for (character, rows) in glyphs {
            #expect(rows.count == 7, "\(character)")
            #expect(rows.allSatisfy { $0 < 32 }, "\(character)")
            #expect(rows.contains { $0 != 0 }, "\(character) is blank")
        }
        #expect(Set(glyphs.values.map { $0.map(String.init).joined(separator: ",") }).count == glyphs.count)
    }

    @Test func drawingIsClippedAndBlendsSourceOver() {
        var bitmap = Bitmap(width: 3, height: 3, fill: Color(red: 0, green: 0, blue: 1).premultiplied)
        font.draw("8", into: &bitmap, x: -2, y: -1, scale: 1, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        // Row 1 of "8" is #...#: dot 4 is ink and lands on pixel (2, 0): half red over blue.
        #expect(bitmap[2, 0] == PremultipliedPixel(r: 128, g: 0, b: 127, a: 255))
        // Dots 2 and 3 are blank: pixels (0, 0) and (1, 0) stay blue.
        #expect(bitmap[0, 0] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(bitmap[1, 0] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        // Row 3 of "8" is .###.: dots 2 and 3 land on pixels (0, 2) and (1, 2).
        #expect(bitmap[0, 2] == PremultipliedPixel(r: 128, g: 0, b: 127, a: 255))
    }
}
