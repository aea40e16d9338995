import Foundation
import Testing

@testable import Raster

@Suite struct APNGEncoderTests {
    /// A translucent background with a moving opaque square and a translucent bar.
    static func frame(_ step: Int) -> Bitmap {
        var bitmap = Bitmap(width: 40, height: 30, fill: PremultipliedPixel(r: 20, g: 40, b: 60, a: 128))
        for y in 5..<13 {
            for x in (3 + step * 4)..<(11 + step * 4) {
                bitmap[x, y] = PremultipliedPixel(r: 250, g: 10, b: 99, a: 255)
            }
        }
        for x in 0..<40 { bitmap[x, 25] = PremultipliedPixel(r: UInt8(x), g: 0, b: UInt8(x * 2), a: UInt8(40 + x)) }
        return bitmap
    }

    @Test func framesDelaysAndPixelsRoundTrip() throws {
        // Inputs: A A B C C C D (at 60 fps) → stored A (2/60 = 1/30), B (1/60), C (3/60 = 1/20), D (1/60).
        let a = Self.frame(0)
        let b = Self.frame(1)
        let c = Self.frame(2)
        let d = Self.frame(3)
        var encoder = APNGEncoder(framesPerSecond: 60)
        for bitmap in [a, a, b, c, c, c, d] { try encoder.append(bitmap) }
        #expect(encoder.appendedFrameCount == 7)
        #expect(encoder.storedFrameCount == 4)

        let apng = try APNGReader(encoder.encode())
        #expect(apng.width == 40 && apng.height == 30)
        #expect(apng.plays == 0)
        #expect(apng.frames.count == 4)
        #expect(
            apng.frames.map { [$0.delayNumerator, $0.delayDenominator] } == [[1, 30], [1, 60], [1, 20], [1, 60]])
        #expect(apng.frames.map(\.canvas) == [a, b, c, d])
        #expect(apng.chunkTypes.prefix(3) == ["IHDR", "acTL", "sRGB"])
        #expect(apng.chunkTypes.last == "IEND")
    }

    @Test func laterFramesStoreOnlyTheChangedRectangle() throws {
        let first = Bitmap(width: 50, height: 20, fill: PremultipliedPixel(r: 1, g: 2, b: 3, a: 255))
        var second = first
        second[7, 4] = PremultipliedPixel(r: 9, g: 9, b: 9, a: 9)
        var third = second
        third[2, 15] = .transparent
        third[44, 6] = PremultipliedPixel(r: 0, g: 0, b: 200, a: 200)
        var encoder = APNGEncoder(framesPerSecond: 30)
        for bitmap in [first, second, third, first] { try encoder.append(bitmap) }
        let apng = try APNGReader(encoder.encode())
        #expect(
            apng.frames.map { [$0.x, $0.y, $0.width, $0.height] } == [
                [0, 0, 50, 20], [7, 4, 1, 1], [2, 6, 43, 10], [2, 4, 43, 12],
            ])
        #expect(apng.frames.map(\.canvas) == [first, second, third, first])
    }

    @Test func isAValidPNGShowingTheFirstFrame() throws {
        var encoder = APNGEncoder(framesPerSecond: 24, preset: .small)
        for step in 0..<4 { try encoder.append(Self.frame(step)) }
        #expect(try PNGDecoder().decode(encoder.encode()) == Self.frame(0))
    }

    @Test func isDeterministic() throws {
        func make() throws -> Data {
            var encoder = APNGEncoder(framesPerSecond: 25)
            for step in [0, 1, 1, 2, 3, 3] { try encoder.append(Self.frame(step)) }
            return try encoder.encode()
        }
        #expect(try make() == make())
    }

    @Test func singleFrameHoldsForItsWholeDuration() throws {
        var encoder = APNGEncoder(framesPerSecond: 10)
        for _ in 0..<25 { try encoder.append(Self.frame(0)) }
        let apng = try APNGReader(encoder.encode())
        #expect(apng.frames.count == 1)
        #expect(apng.frames[0].delayNumerator == 5 && apng.frames[0].delayDenominator == 2)
    }

    @Test func badInputThrows() throws {
        var encoder = APNGEncoder(framesPerSecond: 60)
        let empty = try #require(throws: PNGError.self) { try encoder.encode() }
        #expect(empty.description == "cannot encode APNG: no frames were appended")
        let zero = try #require(throws: PNGError.self) { try encoder.append(Bitmap(width: 0, height: 3)) }
        #expect(zero.kind == .invalidInput)
        try encoder.append(Self.frame(0))
        let mismatch = try #require(throws: PNGError.self) { try encoder.append(Bitmap(width: 41, height: 30)) }
        #expect(mismatch.description == "cannot encode APNG: frame 1 is 41×30, but the animation is 40×30")
        #expect(encoder.appendedFrameCount == 1)
    }

    @Test func tooLongADelayThrows() throws {
        var encoder = APNGEncoder(framesPerSecond: 65535)
        let bitmap = Bitmap(width: 1, height: 1)
        for _ in 0..<2 { try encoder.append(bitmap) } // 2/65535 s is representable
        #expect(try APNGReader(encoder.encode()).frames[0].delayNumerator == 2)
        var slow = APNGEncoder(framesPerSecond: 1)
        for _ in 0..<65536 { try slow.append(bitmap) } // 65536 s does not fit 16 bits
        let error = try #require(throws: PNGError.self) { try slow.encode() }
        #expect(error.description.contains("frame 0 lasts 65536/1 s"))
    }

    @Test func writesAtomically() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "flipbook-apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var encoder = APNGEncoder(framesPerSecond: 30)
        for step in 0..<3 { try encoder.append(Self.frame(step)) }
        let url = directory.appendingPathComponent("anim.png")
        try encoder.write(to: url)
        #expect(try Data(contentsOf: url) == encoder.encode())
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["anim.png"])
    }

    @Test func streamsToAFileByteForByteAsInMemory() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "flipbook-apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("anim.png")
        var inMemory = APNGEncoder(framesPerSecond: 30)
        var streamed = try APNGEncoder(writingTo: url, framesPerSecond: 30)
        for step in [0, 0, 1, 2, 2, 3] {
            try inMemory.append(Self.frame(step))
            try streamed.append(Self.frame(step))
        }
        #expect(!FileManager.default.fileExists(atPath: url.path), "the target appears only once complete")
        try streamed.close()
        #expect(try Data(contentsOf: url) == inMemory.encode())
        #expect(streamed.sink.byteCount == (try inMemory.encode().count))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["anim.png"])
        #expect(throws: PNGError.self) { try streamed.append(Self.frame(4)) }
    }

    @Test func anAbandonedStreamLeavesNoFile() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "flipbook-apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            var streamed = try APNGEncoder(writingTo: directory.appendingPathComponent("anim.png"), framesPerSecond: 30)
            try streamed.append(Self.frame(0))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func chunkParserRejectsDamage() throws {
        var encoder = APNGEncoder(framesPerSecond: 30)
        try encoder.append(Self.frame(0))
        var data = try encoder.encode()
        data[data.count - 5] ^= 1 // inside IEND's CRC
        #expect(throws: PNGError.self) { try PNGChunks.parse(data) }
        #expect(throws: PNGError.self) { try PNGChunks.parse(data.prefix(40)) }
    }
}
