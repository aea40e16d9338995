import Foundation
import Testing

@testable import Raster

/// The libdeflate compressor: rows filtered by CPNG, image data compressed by libdeflate a piece of about 1 MiB
/// at a time into one stream, chunks written by libpng.
@Suite struct PNGEncoderCompressorTests {
    /// libdeflate at level 0 stores the filtered rows uncompressed, so a test can read them back.
    static let stored = PNGEncoder.Preset(compressionLevel: 0, filters: .up, compressor: .libdeflate)

    /// A bitmap of large flat areas with a few sharp edges, like a UI frame.
    static func flatBitmap(width: Int, height: Int, alpha: UInt8) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 240, g: 240, b: 245, a: 255))
        for y in 0..<height {
            for x in 0..<width where (x / 13 + y / 7) % 3 == 0 {
                bitmap[x, y] = PremultipliedPixel(r: alpha / 2, g: alpha / 4, b: alpha, a: alpha)
            }
        }
        return bitmap
    }

    /// The concatenated data of the file's IDAT chunks (libpng wrote them, so their CRCs are checked).
    func imageData(_ png: Data) throws -> [UInt8] {
        try PNGChunks.parse(png).filter { $0.type == "IDAT" }.flatMap { [UInt8]($0.data) }
    }

    /// The bytes of a zlib stream made only of stored (uncompressed) deflate blocks.
    func storedBytes(_ stream: [UInt8]) throws -> [UInt8] {
        #expect(stream[0] == 0x78 && (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0) // zlib header
        var bytes: [UInt8] = []
        var offset = 2
        while true {
            let header = stream[offset]
            try #require(header & 0b110 == 0, "block at byte \(offset) is not stored")
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            #expect(length ^ 0xFFFF == Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8)
            bytes += stream[(offset + 5)..<(offset + 5 + length)]
            offset += 5 + length
            if header & 1 == 1 { break }
        }
        #expect(offset + 4 == stream.count) // then only the Adler-32
        return bytes
    }

    /// PNG's UP filter written out plainly: each row's filter type 2, then each byte minus the one above.
    func referenceUpFiltered(_ samples: [UInt8], rowLength: Int) -> [UInt8] {
        var filtered: [UInt8] = []
        for y in 0..<(samples.count / rowLength) {
            filtered.append(2)
            for i in 0..<rowLength {
                let above = y == 0 ? 0 : samples[(y - 1) * rowLength + i]
                filtered.append(samples[y * rowLength + i] &- above)
            }
        }
        return filtered
    }

    @Test(arguments: [255, 128] as [UInt8])
    func flatAndRandomBitmapsRoundTrip(alpha: UInt8) throws {
        var random = TestRandom(seed: 15)
        let bitmaps = [
            Self.flatBitmap(width: 301, height: 97, alpha: alpha),
            random.bitmap(width: 53, height: 41, alphas: alpha == 255 ? [255] : nil),
            Bitmap(width: 1, height: 1, fill: PremultipliedPixel(r: 9, g: 8, b: 7, a: alpha)),
        ]
        for bitmap in bitmaps {
            for level in [0, 1, 2, 6, 12] {
                let preset = PNGEncoder.Preset(compressionLevel: level, filters: .up, compressor: .libdeflate)
                let png = try PNGEncoder(preset: preset).encode(bitmap)
                #expect(try PNGDecoder().decode(png) == bitmap, "level \(level), \(bitmap.width)×\(bitmap.height)")
            }
        }
    }

    @Test func largeImageDataIsSplitIntoSeveralIDATChunks() throws {
        var random = TestRandom(seed: 7)
        let bitmap = random.bitmap(width: 700, height: 600, alphas: [255]) // noise: 1.26 MB that hardly shrinks
        let png = try PNGEncoder(preset: .fast).encode(bitmap)
        let types = try PNGChunks.parse(png).map(\.type)
        #expect(types == ["IHDR", "sRGB", "IDAT", "IDAT", "IEND"])
        #expect(try PNGDecoder().decode(png) == bitmap)
    }

    @Test func opaqueRowsAreUpFilteredAsTheReferenceDoes() throws {
        var random = TestRandom(seed: 21)
        var bitmap = Self.flatBitmap(width: 67, height: 29, alpha: 255)
        for x in 0..<67 { bitmap[x, 11] = random.bitmap(width: 1, height: 1, alphas: [255])[0, 0] }
        let png = try PNGEncoder(preset: Self.stored).encode(bitmap)
        let rgb = bitmap.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
        #expect(try storedBytes(imageData(png)) == referenceUpFiltered(rgb, rowLength: 67 * 3))
    }

    @Test func translucentRowsAreUpFilteredAsTheReferenceDoes() throws {
        var random = TestRandom(seed: 22)
        let straight = (0..<(31 * 19 * 4)).map { _ in random.byte() }
        let png = try straight.withUnsafeBufferPointer {
            try PNGEncoder(preset: Self.stored).encode(straightRGBA: $0, width: 31, height: 19, stripAlpha: false)
        }
        #expect(try storedBytes(imageData(png)) == referenceUpFiltered(straight, rowLength: 31 * 4))
    }

    @Test func shouldStopIsAskedEverySixteenRowsAndOnceAfterCompressing() throws {
        let bitmap = Bitmap(width: 3, height: 100)
        let never = StopAfter(calls: .max)
        #expect(try PNGEncoder(shouldStop: never.check).encode(bitmap) == PNGEncoder().encode(bitmap))
        #expect(never.count == 8) // rows 0, 16, … 96, then after compressing
        for calls in [2, 7] { // while filtering; after compressing
            let stop = StopAfter(calls: calls)
            let error = #expect(throws: PNGError.self) { try PNGEncoder(shouldStop: stop.check).encode(bitmap) }
            #expect(error?.kind == .stopped)
            #expect(error?.description == "cannot encode PNG: stopped on request")
            #expect(stop.count == calls + 1)
        }
    }

    /// 600 × 1300 opaque pixels: 1801 filtered bytes a row, 582 rows to a 1 MiB piece, so three pieces.
    static let threePieces = flatBitmap(width: 600, height: 1300, alpha: 255)

    @Test func piecesJoinIntoOneStreamOfTheReferenceRows() throws {
        let bitmap = Self.threePieces
        let png = try PNGEncoder(preset: Self.stored).encode(bitmap)
        let rgb = bitmap.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
        #expect(try storedBytes(imageData(png)) == referenceUpFiltered(rgb, rowLength: 600 * 3))
    }

    @Test func imagesOfSeveralPiecesRoundTripTheSameEveryTime() throws {
        var random = TestRandom(seed: 31)
        let noise = random.bitmap(width: 600, height: 200, alphas: [255])
        var bitmap = Self.threePieces
        for y in 0..<200 {
            for x in 0..<600 { bitmap[x, 500 + y] = noise[x, y] } // noise across the first join
        }
        for level in [0, 1, 6, 12] {
            let preset = PNGEncoder.Preset(compressionLevel: level, filters: .up, compressor: .libdeflate)
            let png = try PNGEncoder(preset: preset).encode(bitmap)
            #expect(try PNGDecoder().decode(png) == bitmap, "level \(level)")
            #expect(try PNGEncoder(preset: preset).encode(bitmap) == png, "level \(level)")
        }
    }

    /// A stop asked for while a large image is compressed is honoured before the next piece, not after the
    /// whole image (one libdeflate call took up to seconds on an 8192 × 8192 frame).
    @Test func aStopWhileCompressingComesBeforeTheNextPiece() throws {
        let preset = PNGEncoder.Preset(compressionLevel: 12, filters: .up, compressor: .libdeflate)
        let rowChecks = (1300 + 15) / 16 // rows 0, 16, … 1296 while filtering
        let never = StopAfter(calls: .max)
        _ = try PNGEncoder(preset: preset, shouldStop: never.check).encode(Self.threePieces)
        #expect(never.count == rowChecks + 3 + 1) // then before each piece, then once at the end
        let stop = StopAfter(calls: rowChecks + 1) // filtered, the first piece compressed, asked before the second
        let error = #expect(throws: PNGError.self) {
            try PNGEncoder(preset: preset, shouldStop: stop.check).encode(Self.threePieces)
        }
        #expect(error?.kind == .stopped)
        #expect(stop.count == rowChecks + 2)
    }

    @Test func settingsLibdeflateDoesNotTakeAreRejected() throws {
        let bitmap = Bitmap(width: 2, height: 2)
        let cases: [(PNGEncoder.Preset, String)] = [
            (
                .init(filters: .sub, compressor: .libdeflate),
                "cannot encode PNG: the libdeflate compressor filters every row with UP; other filters (0x10) need zlib"
            ),
            (
                .init(filters: .up, strategy: .rle, compressor: .libdeflate),
                "cannot encode PNG: zlib strategy 3 has no meaning for the libdeflate compressor"
            ),
        ]
        for (preset, message) in cases {
            let error = try #require(throws: PNGError.self) { try PNGEncoder(preset: preset).encode(bitmap) }
            #expect(error.kind == .invalidInput)
            #expect(error.description == message)
        }
    }

    @Test func levelsAreClampedToTheCompressorsRange() {
        #expect(PNGEncoder.Preset(compressionLevel: 42, compressor: .libdeflate).compressionLevel == 12)
        #expect(PNGEncoder.Preset(compressionLevel: -1, compressor: .libdeflate).compressionLevel == 0)
        #expect(PNGEncoder.Preset(compressionLevel: 12).compressionLevel == 9)
    }
}
