import Foundation
import Testing

@testable import Raster

@Suite struct PNGDecoderTests {
    @Test func everyFixtureFileHasAnExpectation() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PNGFixtures.valid.path)
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(files == PNGFixtures.validNames)
        #expect(files.count == 29)
    }

    @Test(arguments: PNGFixtures.validNames)
    func decodesToTheExpectedPixels(name: String) throws {
        let bitmap = try PNGDecoder().decode(contentsOf: PNGFixtures.valid.appendingPathComponent(name))
        let expected = try #require(PNGFixtures.expectations[name]).bitmap
        #expect(bitmap.width == expected.width && bitmap.height == expected.height)
        let firstDifference = zip(bitmap.pixels, expected.pixels).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "\(name): first differing byte \(String(describing: firstDifference))")
    }

    /// A few values worked out by hand, independent of the generator's expectations.
    @Test func handCheckedPixels() throws {
        func decode(_ name: String) throws -> Bitmap {
            try PNGDecoder().decode(contentsOf: PNGFixtures.valid.appendingPathComponent(name))
        }
        let palette = try decode("palette1-trns.png")
        #expect(palette[0, 0] == .transparent) // index 0: tRNS alpha 0
        #expect(palette[1, 0] == PremultipliedPixel(r: 48, g: 98, b: 253, a: 255)) // index 1: beyond tRNS, opaque
        // gray16 at (0, 1) is 9973: scaled with rounding to 39 (9973 / 257 = 38.8), not truncated to 38.
        #expect(try decode("gray16.png")[0, 1] == PremultipliedPixel(r: 39, g: 39, b: 39, a: 255))
        // gray1 at (0, 0) is sample 3 % 2 = 1: white.
        #expect(try decode("gray1.png")[0, 0] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        // The tRNS key colour is the one at (2, 1): transparent there.
        #expect(try decode("rgb16-trns.png")[2, 1] == .transparent)
        #expect(try decode("gray8-trns.png")[2, 1] == .transparent)
        #expect(try decode("rgb8-trns.png")[3, 1].a == 255)
    }

    @Test func interlacedMatchesNonInterlaced() throws {
        for (interlaced, plain) in [
            ("rgba8-interlaced", "rgba8"), ("rgb16-interlaced", "rgb16"),
            ("graya16-interlaced", "graya16"), ("gray1-interlaced", "gray1"),
            ("palette4-trns-interlaced", "palette4-trns"),
        ] {
            let a = try PNGDecoder().decode(contentsOf: PNGFixtures.valid.appendingPathComponent(interlaced + ".png"))
            let b = try PNGDecoder().decode(contentsOf: PNGFixtures.valid.appendingPathComponent(plain + ".png"))
            #expect(a == b, "\(interlaced)")
        }
    }

    @Test func limitsAreCheckedBeforeDecoding() throws {
        let url = PNGFixtures.valid.appendingPathComponent("rgba8.png") // 13×9
        for limits in [
            PNGDecoder.Limits(maxWidth: 12, maxHeight: 100, maxPixels: 10_000),
            PNGDecoder.Limits(maxWidth: 100, maxHeight: 8, maxPixels: 10_000),
            PNGDecoder.Limits(maxWidth: 100, maxHeight: 100, maxPixels: 116),
        ] {
            let error = try #require(throws: PNGError.self) { try PNGDecoder(limits: limits).decode(contentsOf: url) }
            #expect(error.kind == .limitExceeded)
            #expect(error.description.contains("rgba8.png: cannot decode PNG: the header claims 13x9"))
        }
        let exact = PNGDecoder.Limits(maxWidth: 13, maxHeight: 9, maxPixels: 117)
        #expect(try PNGDecoder(limits: exact).decode(contentsOf: url).width == 13)
    }

    @Test func missingFileIsAnIOErrorNamingTheFile() throws {
        let url = PNGFixtures.valid.appendingPathComponent("no-such-file.png")
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(contentsOf: url) }
        #expect(error.kind == .io)
        #expect(error.file == url.path)
        #expect(error.description.hasPrefix(url.path + ": cannot read the file"))
    }

    @Test func loadsARasterImage() throws {
        let url = PNGFixtures.valid.appendingPathComponent("rgb8.png")
        let image = try RasterImage(contentsOfPNG: url)
        #expect(image.name == "rgb8.png")
        #expect(image.isOpaque)
        #expect(image.bitmap == PNGFixtures.expectations["rgb8.png"]!.bitmap)
        #expect(
            try RasterImage(contentsOfPNG: PNGFixtures.valid.appendingPathComponent("rgba8.png"), name: "x").isOpaque
                == false)
    }
}
