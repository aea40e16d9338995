import Foundation
import Testing

@testable import Raster

@Suite struct PNGEncoderTests {
    static let presets: [PNGEncoder.Preset] = [
        .fast, .small, .libpngDefault,
        .init(compressionLevel: 0, filters: .noFilter, strategy: .huffmanOnly),
    ]

    /// Colour type byte of the IHDR (offset 25 of a PNG file).
    func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    @Test(arguments: presets)
    func translucentBitmapRoundTripsByteIdentically(preset: PNGEncoder.Preset) throws {
        var random = TestRandom(seed: 42)
        let bitmap = random.bitmap(width: 37, height: 23)
        let png = try PNGEncoder(preset: preset).encode(bitmap)
        #expect(colourType(png) == 6)
        #expect(try PNGDecoder().decode(png) == bitmap)
    }

    @Test(arguments: presets)
    func opaqueBitmapIsWrittenAsRGBAndRoundTrips(preset: PNGEncoder.Preset) throws {
        var random = TestRandom(seed: 3)
        let bitmap = random.bitmap(width: 64, height: 17, alphas: [255])
        let png = try PNGEncoder(preset: preset).encode(bitmap)
        #expect(colourType(png) == 2)
        #expect(try PNGDecoder().decode(png) == bitmap)
    }

    @Test func everyAlphaLevelRoundTrips() throws {
        // All 32896 valid (colour, alpha) pairs in one image.
        var bitmap = Bitmap(width: 256, height: 256)
        for a in 0..<256 {
            for c in 0..<256 {
                let v = UInt8(min(c, a))
                bitmap[c, a] = PremultipliedPixel(r: v, g: UInt8(a - Int(v)), b: v / 2, a: UInt8(a))
            }
        }
        #expect(try PNGDecoder().decode(PNGEncoder().encode(bitmap)) == bitmap)
    }

    @Test(arguments: PNGFixtures.validNames)
    func decodedFixturesReencodeLosslessly(name: String) throws {
        let bitmap = try PNGDecoder().decode(contentsOf: PNGFixtures.valid.appendingPathComponent(name))
        #expect(try PNGDecoder().decode(PNGEncoder(preset: .small).encode(bitmap)) == bitmap)
    }

    @Test func sameInputGivesIdenticalBytes() throws {
        var random = TestRandom(seed: 9)
        let bitmap = random.bitmap(width: 50, height: 40, alphas: [0, 128, 255])
        for preset in Self.presets {
            let first = try PNGEncoder(preset: preset).encode(bitmap)
            let second = try PNGEncoder(preset: preset).encode(Bitmap(width: 50, height: 40, pixels: bitmap.pixels))
            #expect(first == second)
        }
    }

    @Test func presetsDiffer() throws {
        var bitmap = Bitmap(width: 200, height: 100, fill: PremultipliedPixel(r: 10, g: 20, b: 30, a: 255))
        for x in 0..<200 { bitmap[x, x % 100] = PremultipliedPixel(r: UInt8(x), g: 0, b: 0, a: 255) }
        let sizes = try Self.presets.map { try PNGEncoder(preset: $0).encode(bitmap).count }
        #expect(Set(sizes).count == sizes.count)
        #expect(sizes[3] > 200 * 100 * 3) // level 0 stores
        // On UI-like frames small is smaller than fast (on this one diagonal line, fast's matches a row back
        // win).
        let ui = PNGEncoderRenderedTests.uiBitmap(width: 390, height: 300, alpha: 255, seed: 2)
        let small = try PNGEncoder(preset: .small).encode(ui).count
        let fast = try PNGEncoder(preset: .fast).encode(ui).count
        #expect(small < fast, "small \(small) bytes, fast \(fast)")
    }

    @Test func compressionLevelIsClamped() {
        #expect(PNGEncoder.Preset(compressionLevel: 42).compressionLevel == 9)
        #expect(PNGEncoder.Preset(compressionLevel: -3).compressionLevel == 0)
        #expect(PNGEncoder.Preset.libpngDefault.compressionLevel == nil)
    }

    @Test func startsWithSignatureAndSRGB() throws {
        let png = try PNGEncoder().encode(
            Bitmap(width: 1, height: 1, fill: PremultipliedPixel(r: 1, g: 2, b: 3, a: 255)))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.range(of: Data("sRGB".utf8)) != nil)
        #expect(png.range(of: Data("tIME".utf8)) == nil)
    }

    @Test func emptyBitmapThrows() throws {
        for (w, h) in [(0, 0), (0, 5), (5, 0)] {
            let error = try #require(throws: PNGError.self) { try PNGEncoder().encode(Bitmap(width: w, height: h)) }
            #expect(error.kind == .invalidInput)
            #expect(error.description == "cannot encode PNG: a \(w)×\(h) image has no pixels or is too large")
        }
    }

    @Test func writeNamesTheFileWhenEncodingFails() throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("never-written.png")
        let error = try #require(throws: PNGError.self) { try PNGEncoder().write(Bitmap(width: 0, height: 0), to: url) }
        #expect(error.file == url.path)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func shouldStopIsAskedEverySixteenRowsAndEndsTheEncode() throws {
        let bitmap = Bitmap(width: 3, height: 100)
        let never = StopAfter(calls: .max)
        let small = PNGEncoder(preset: .small)
        #expect(try PNGEncoder(preset: .small, shouldStop: never.check).encode(bitmap) == small.encode(bitmap))
        #expect(never.count == 7) // rows 0, 16, … 96
        let stop = StopAfter(calls: 2)
        let error = #expect(throws: PNGError.self) {
            try PNGEncoder(preset: .small, shouldStop: stop.check).encode(bitmap)
        }
        #expect(error?.kind == .stopped)
        #expect(stop.count == 3)
    }
}
