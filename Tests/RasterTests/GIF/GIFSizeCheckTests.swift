import Foundation
import Testing

@testable import Raster

/// A GIF's claimed sizes are checked from its blocks before giflib or the decoder allocate anything.
@Suite struct GIFSizeCheckTests {
    /// A GIF of a `width × height` canvas with one frame per rectangle (no colour table, no pixels).
    static func gif(width: Int, height: Int, frames: [(x: Int, y: Int, width: Int, height: Int)]) -> Data {
        func le(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        var bytes = Array("GIF89a".utf8) + le(width) + le(height) + [0, 0, 0]
        for frame in frames {
            bytes += [0x21, 0xF9, 4, 0, 0, 0, 0, 0] // a graphic control extension, skipped
            bytes += [0x2C] + le(frame.x) + le(frame.y) + le(frame.width) + le(frame.height) + [0]
            bytes += [2, 0] // LZW minimum code size, no data
        }
        return Data(bytes + [0x3B])
    }

    @Test func aCanvasOfFourBillionPixelsIsRefusedBeforeDecoding() throws {
        let error = #expect(throws: GIFError.self) {
            try GIFSizeCheck.check(
                Self.gif(width: 65535, height: 65535, frames: [(0, 0, 65535, 65535)]), maxPixels: 100_000_000,
                maxBytes: 1 << 30)
        }
        #expect(
            error?.description == "cannot decode GIF: the canvas of 65535×65535 pixels is larger than 100000000 pixels")
    }

    @Test func aFrameOutsideTheCanvasIsRefused() throws {
        let error = #expect(throws: GIFError.self) {
            try GIFSizeCheck.check(
                Self.gif(width: 10, height: 10, frames: [(0, 0, 10, 10), (5, 0, 65535, 65535)]), maxPixels: 1000,
                maxBytes: 1 << 30)
        }
        #expect(
            error?.description
                == "cannot decode GIF: frame 1 (65535×65535 pixels at 5, 0) does not lie inside the 10×10 canvas")
    }

    @Test func framesBeyondTheMemoryLimitAreRefused() throws {
        let frame = (x: 0, y: 0, width: 300, height: 300) // 270,000 bytes decoded
        try GIFSizeCheck.check(
            Self.gif(width: 300, height: 300, frames: Array(repeating: frame, count: 3)), maxPixels: 90_000,
            maxBytes: 1 << 20)
        let error = #expect(throws: GIFError.self) {
            try GIFSizeCheck.check(
                Self.gif(width: 300, height: 300, frames: Array(repeating: frame, count: 4)), maxPixels: 90_000,
                maxBytes: 1 << 20)
        }
        #expect(error?.description == "cannot decode GIF: 4 frames of 300×300 pixels would take more than 1 MB")
    }

    @Test func theDecoderChecksFirst() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).gif")
        try Self.gif(width: 65535, height: 65535, frames: [(0, 0, 65535, 65535)]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: GIFError.self) { try GIFDecoder.decode(contentsOf: url) }
    }
}
