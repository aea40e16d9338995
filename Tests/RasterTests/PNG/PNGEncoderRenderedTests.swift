import Foundation
import Testing

@testable import Raster

/// Flipbook's deflate for rendered frames (``PNGEncoder/Compressor/rendered``, the `fast` preset): rows filtered
/// and compressed by CPNG, chunks written by libpng. Every file must decode (libpng here; `pngcheck` when the
/// machine has it) to the very pixels encoded.
@Suite struct PNGEncoderRenderedTests {
    static let filterSets: [PNGEncoder.Filters?] = [nil, .up, .sub, .noFilter, [.noFilter, .sub, .up]]

    /// Flat UI-like content: bands, a card with an edge, a vertical gradient, a run of text-like noise, and
    /// rows repeated from above — every kind of match the compressor looks for.
    static func uiBitmap(width: Int, height: Int, alpha: UInt8, seed: UInt64) -> Bitmap {
        var random = TestRandom(seed: seed)
        var bitmap = Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 242, g: 242, b: 247, a: 255))
        for y in 0..<height {
            for x in 0..<width {
                if y < height / 4 {
                    let shade = UInt8(truncatingIfNeeded: y * 3) / 255 * alpha / 255
                    bitmap[x, y] = PremultipliedPixel(r: shade, g: shade / 2, b: alpha / 3, a: alpha)
                } else if y % 17 < 3 && x % 29 < 11 {
                    bitmap[x, y] = random.bitmap(width: 1, height: 1, alphas: [alpha])[0, 0]
                } else if x > width / 3 && x < 2 * width / 3 {
                    bitmap[x, y] = PremultipliedPixel(r: alpha / 5, g: alpha / 2, b: alpha, a: alpha)
                }
            }
        }
        return bitmap
    }

    static func bitmaps(alpha: UInt8) -> [Bitmap] {
        var random = TestRandom(seed: 31)
        return [
            uiBitmap(width: 301, height: 97, alpha: alpha, seed: 3),
            random.bitmap(width: 53, height: 41, alphas: alpha == 255 ? [255] : nil),
            Bitmap(width: 1, height: 1, fill: PremultipliedPixel(r: 9, g: 8, b: 7, a: alpha)),
            Bitmap(width: 2, height: 300, fill: PremultipliedPixel(r: 1, g: 2, b: 3, a: alpha)),
            // Rows longer than deflate's 32 KiB window: no matches a row back.
            uiBitmap(width: 11_000, height: 5, alpha: alpha, seed: 4),
            // Several blocks of about 256 KB, so matches reach back across block boundaries.
            uiBitmap(width: 390, height: 700, alpha: alpha, seed: 5),
        ]
    }

    @Test(arguments: [255, 128] as [UInt8])
    func everyFilterSetRoundTrips(alpha: UInt8) throws {
        for bitmap in Self.bitmaps(alpha: alpha) {
            for filters in Self.filterSets {
                let preset = PNGEncoder.Preset(filters: filters, compressor: .rendered)
                let png = try PNGEncoder(preset: preset).encode(bitmap)
                let decoded = try PNGDecoder().decode(png)
                #expect(decoded == bitmap, "\(bitmap.width)×\(bitmap.height), filters \(String(describing: filters))")
            }
        }
    }

    @Test func theFastPresetUsesIt() {
        #expect(PNGEncoder.Preset.fast.compressor == .rendered)
        #expect(PNGEncoder.Preset.fast.compressionLevel == nil && PNGEncoder.Preset.fast.filters == nil)
    }

    @Test func libpngWritesTheChunks() throws {
        let png = try PNGEncoder().encode(Self.uiBitmap(width: 120, height: 80, alpha: 255, seed: 6))
        #expect(try PNGChunks.parse(png).map(\.type) == ["IHDR", "sRGB", "IDAT", "IEND"])
    }

    /// A row repeated from above is its filter byte and 3,510 zeros; deflate's matches are at most 258 bytes, so
    /// about 14 matches of a few bits each: 3–5 bytes out of 3,511.
    @Test func flatFramesShrinkToAFewBytesPerRow() throws {
        let flat = Bitmap(width: 1170, height: 2532, fill: PremultipliedPixel(r: 242, g: 242, b: 247, a: 255))
        let png = try PNGEncoder().encode(flat)
        #expect(png.count < 2532 * 6, "a flat frame took \(png.count) bytes")
        let ui = Self.uiBitmap(width: 1170, height: 400, alpha: 255, seed: 7)
        let small = try PNGEncoder(preset: .small).encode(ui)
        let fast = try PNGEncoder().encode(ui)
        #expect(fast.count < small.count * 3, "fast \(fast.count) bytes against small's \(small.count)")
    }

    @Test func sameBitmapGivesTheSameBytes() throws {
        let bitmap = Self.uiBitmap(width: 390, height: 700, alpha: 200, seed: 8)
        #expect(try PNGEncoder().encode(bitmap) == PNGEncoder().encode(bitmap))
    }

    @Test func settingsItDoesNotTakeAreRejected() throws {
        let bitmap = Bitmap(width: 2, height: 2)
        let cases: [(PNGEncoder.Preset, String)] = [
            (
                .init(filters: .paeth, compressor: .rendered),
                "cannot encode PNG: the rendered compressor filters with NONE, SUB and UP only, not 0x80"
            ),
            (
                .init(strategy: .rle, compressor: .rendered),
                "cannot encode PNG: zlib strategy 3 has no meaning for the rendered compressor"
            ),
            (
                .init(compressionLevel: 3, compressor: .rendered),
                "cannot encode PNG: the rendered compressor has no levels (level 3 given)"
            ),
        ]
        for (preset, message) in cases {
            let error = try #require(throws: PNGError.self) { try PNGEncoder(preset: preset).encode(bitmap) }
            #expect(error.kind == .invalidInput)
            #expect(error.description == message)
        }
    }

    /// `pngcheck` (Debian's, installed by Scripts/install-dependencies.sh) checks every chunk, the zlib stream
    /// and every row's filter type independently of libpng.
    @Test(.enabled(if: Self.pngcheck != nil, "pngcheck is not installed (Scripts/install-dependencies.sh)"))
    func pngcheckAcceptsTheFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rendered-pngcheck-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for alpha in [255, 128] as [UInt8] {
            for (index, bitmap) in Self.bitmaps(alpha: alpha).enumerated() {
                let url = folder.appendingPathComponent("\(alpha)-\(index).png")
                try PNGEncoder().write(bitmap, to: url)
                paths.append(url.path)
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.pngcheck))
        process.arguments = ["-q"] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "pngcheck: \(text)")
    }

    static let pngcheck: String? = ["/usr/bin/pngcheck", "/usr/local/bin/pngcheck"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}
