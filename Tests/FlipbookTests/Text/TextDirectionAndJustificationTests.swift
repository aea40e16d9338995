import Testing

@testable import Flipbook

/// Right-to-left runs reordered per UAX #9 (by FriBidi), and justified text.
@MainActor @Suite struct TextDirectionAndJustificationTests {
    func layout(_ text: String, width: CGFloat, configure: (UILabel) -> Void = { _ in }) -> TextLayout {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        label.text = text
        label.numberOfLines = 0
        configure(label)
        return (label.layer as! TextLayer).text!.placed(in: label.bounds.size).layout
    }

    /// The pen x of the first glyph drawn for `character` (Inter's glyph for it) on the first line.
    func penX(of character: Unicode.Scalar, in layout: TextLayout) throws -> Double {
        let face = try #require(UIFont.systemFont(ofSize: 17).face)
        let glyph = try #require(face.shape([character]).first?.glyph)
        let placements = layout.paints.flatMap(\.run.placements)
        return try #require(placements.first { $0.glyph == glyph }?.x)
    }

    @Test func aRightToLeftParagraphRunsItsWordsFromTheRight() throws {
        // Hebrew first: the paragraph runs right to left, so the later Latin word stands further left
        // (Inter has no Hebrew, whose letters draw as replacement boxes, but they order the line).
        let text = layout("\u{5D0} abc \u{5D1} xyz", width: 300)
        #expect(try penX(of: "x", in: text) < penX(of: "a", in: text))
        #expect(try penX(of: "a", in: text) < penX(of: "b", in: text), "a Latin word keeps its own order")
    }

    @Test func aLeftToRightParagraphReversesOnlyItsRightToLeftRun() throws {
        let text = layout("abc \u{5D0}\u{5D1} 12 xyz", width: 300)
        #expect(try penX(of: "a", in: text) < penX(of: "1", in: text))
        #expect(try penX(of: "1", in: text) < penX(of: "2", in: text), "numbers keep their order")
        #expect(try penX(of: "2", in: text) < penX(of: "x", in: text))
        let plain = layout("abc def", width: 300)
        #expect(try penX(of: "a", in: plain) == 0, "left-to-right text is unchanged")
    }

    @Test func justifiedLinesReachBothEdgesExceptTheLast() throws {
        let words = "Flipbook draws frames of transitions the way UIKit plays them on a phone"
        let text = layout(words, width: 200) { $0.textAlignment = .justified }
        let natural = layout(words, width: 200)
        #expect(text.lineCount == natural.lineCount && text.lineCount >= 3)
        let lines = text.paints.map { $0.run.outline.controlPointBounds! }
        let naturalLines = natural.paints.map { $0.run.outline.controlPointBounds! }
        for (index, (line, plain)) in zip(lines, naturalLines).enumerated() {
            #expect(abs(line.x - plain.x) < 0.01, "every line starts at the left edge")
            if index < lines.count - 1 {
                #expect(
                    line.x + line.width > 198 && line.x + line.width <= 200.5, "line \(index) reaches the right edge")
            } else {
                #expect(abs(line.width - plain.width) < 0.01, "the last line keeps its natural width")
            }
        }
    }

    @Test func mixedScriptsNeverCrash() {
        for text in [
            "\u{627}\u{644}\u{633}\u{644}\u{627}\u{645} 123 abc", "(\u{5D0}[b]\u{5D1})", "\u{202E}abc\u{202C} d",
        ] {
            #expect(layout(text, width: 120).lineCount >= 1)
        }
    }
}
