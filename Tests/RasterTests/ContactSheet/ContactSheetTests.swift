import Testing

@testable import Raster

@Suite struct DownsampleTests {
    @Test func checkerboardAveragesToGrey() {
        var board = Bitmap(width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 { board[x, y] = (x + y) % 2 == 0 ? Color.white.premultiplied : Color.black.premultiplied }
        }
        let small = board.downsampled(width: 2, height: 2)
        for y in 0..<2 { for x in 0..<2 { #expect(small[x, y] == PremultipliedPixel(r: 128, g: 128, b: 128, a: 255)) } }
    }

    @Test func fractionalFootprintsAreWeightedByArea() {
        var row = Bitmap(width: 3, height: 1)
        row[0, 0] = Color.black.premultiplied
        row[1, 0] = Color.white.premultiplied
        row[2, 0] = Color.black.premultiplied
        let small = row.downsampled(width: 2, height: 1)
        // Each output pixel covers 1.5 source pixels: one black and half of the white one.
        #expect(small[0, 0] == PremultipliedPixel(r: 85, g: 85, b: 85, a: 255))
        #expect(small[1, 0] == PremultipliedPixel(r: 85, g: 85, b: 85, a: 255))
    }

    @Test func transparencyStaysPremultiplied() {
        var image = Bitmap(width: 2, height: 1)
        image[0, 0] = Color(red: 1, green: 0, blue: 0).premultiplied
        let small = image.downsampled(width: 1, height: 1)
        #expect(small[0, 0] == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128))
    }

    @Test func sameSizeIsIdentity() {
        var image = Bitmap(width: 3, height: 2)
        for i in 0..<image.pixels.count where i % 4 != 3 { image.pixels[i] = UInt8(i * 10 % 200) }
        for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = 255 }
        #expect(image.downsampled(width: 3, height: 2) == image)
    }
}

@Suite struct ContactSheetTests {
    @Test func evenlySpacedIndicesIncludeFirstAndLast() {
        #expect(ContactSheet.evenlySpacedIndices(frameCount: 60, count: 6) == [0, 12, 24, 35, 47, 59])
        #expect(ContactSheet.evenlySpacedIndices(frameCount: 5, count: 10) == [0, 1, 2, 3, 4])
        #expect(ContactSheet.evenlySpacedIndices(frameCount: 10, count: 1) == [0])
        #expect(ContactSheet.evenlySpacedIndices(frameCount: 0, count: 5) == [])
        #expect(ContactSheet.evenlySpacedIndices(frameCount: 2, count: 2) == [0, 1])
    }

    @Test func gridLayoutThumbnailsAndLabels() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let green = Color(red: 0, green: 1, blue: 0)
        let tiles = (0..<7).map { i in
            ContactSheet.Tile(
                frame: Bitmap(width: 100, height: 200, fill: (i % 2 == 0 ? red : green).premultiplied),
                label: "\(i) ms")
        }
        let layout = ContactSheet(
            columns: 3, thumbnailWidth: 50, padding: 10, labelSize: 10,
            background: .black, labelColor: .white, borderColor: nil)
        let sheet = try layout.render(tiles)
        // Thumbnails 50 × 100; the label band is Inter's cap height at 10 px (7.3, so 8) plus 1.
        let band = Int(try LabelText().capHeight(size: 10).rounded(.up)) + 1
        #expect(band == 9)
        let cell = 100 + 5 + band
        #expect(sheet.width == 10 + 3 * 60)
        #expect(sheet.height == 10 + 3 * (cell + 10))
        #expect(sheet[10, 10] == red.premultiplied)
        #expect(sheet[59, 109] == red.premultiplied)
        #expect(sheet[70, 10] == green.premultiplied)
        #expect(sheet[5, 5] == Color.black.premultiplied)
        #expect(sheet[65, 50] == Color.black.premultiplied, "gap between columns")
        #expect(sheet[130, 10 + 2 * (cell + 10) + 50] == Color.black.premultiplied, "no cell after the seventh")
        // "0 ms" is drawn in the band under the first thumbnail, centred, and nowhere left of it.
        var ink: [Int] = []
        for y in 115..<(115 + band) {
            for x in 0..<70 where sheet[x, y].r > 128 { ink.append(x) }
        }
        let left = try #require(ink.min())
        let right = try #require(ink.max())
        #expect(left >= 10 && right < 60, "inside the thumbnail's width, got \(left)...\(right)")
        #expect(abs((left + right) - (10 + 59)) <= 3, "centred under the thumbnail, got \(left)...\(right)")
        #expect(ink.count > 20, "the strokes of 0, m and s")
    }

    @Test func longLabelsAreCutToTheThumbnailWidth() throws {
        let tiles = [
            ContactSheet.Tile(
                frame: Bitmap(width: 10, height: 10, fill: Color.white.premultiplied),
                label: "a very long label")
        ]
        let sheet = try ContactSheet(
            columns: 1, thumbnailWidth: 20, padding: 4, labelSize: 10, background: .black,
            labelColor: .white, borderColor: nil
        ).render(tiles)
        // 20 pixels hold a letter or two and "…": nothing is drawn beyond the thumbnail's edges.
        #expect(sheet.width == 28)
        for y in 0..<sheet.height {
            #expect(sheet[sheet.width - 1, y] == Color.black.premultiplied)
            #expect(sheet[0, y] == Color.black.premultiplied)
        }
        #expect(try LabelText().fitted("a very long label", size: 10, width: 20).hasSuffix("…"))
    }
}
