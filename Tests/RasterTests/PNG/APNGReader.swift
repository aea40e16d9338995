import Foundation

@testable import Raster

/// A small APNG reader for tests: checks the chunk structure (CRCs, sequence numbers, frame
/// count) and reconstructs every frame on a canvas, decoding each frame's data by wrapping it in
/// a standalone PNG for `PNGDecoder`. Supports dispose op none with blend op source (what
/// `APNGEncoder` writes) and rejects anything else.
struct APNGReader {
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var delayNumerator: Int, delayDenominator: Int
        /// The whole canvas after this frame was drawn.
        var canvas: Bitmap
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    var width = 0, height = 0
    var plays = -1
    var frames: [Frame] = []
    /// Chunk types in file order.
    var chunkTypes: [String] = []

    init(_ data: Data) throws {
        let chunks = try PNGChunks.parse(data)
        chunkTypes = chunks.map(\.type)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
            throw Failure(description: "no IHDR first")
        }
        let header = [UInt8](ihdr.data)
        width = Int(header.bigEndianUInt32(at: 0))
        height = Int(header.bigEndianUInt32(at: 4))
        guard let actl = chunks.first(where: { $0.type == "acTL" }) else { throw Failure(description: "no acTL") }
        guard chunkTypes.firstIndex(of: "acTL")! < chunkTypes.firstIndex(of: "IDAT")! else {
            throw Failure(description: "acTL after IDAT")
        }
        let control = [UInt8](actl.data)
        let declaredFrames = Int(control.bigEndianUInt32(at: 0))
        plays = Int(control.bigEndianUInt32(at: 4))

        var canvas = Bitmap(width: width, height: height)
        var expectedSequence: UInt32 = 0
        var pending: (fctl: [UInt8], data: Data)?
        func finish() throws {
            guard let (fctl, data) = pending else { return }
            let w = Int(fctl.bigEndianUInt32(at: 4))
            let h = Int(fctl.bigEndianUInt32(at: 8))
            let x = Int(fctl.bigEndianUInt32(at: 12))
            let y = Int(fctl.bigEndianUInt32(at: 16))
            guard w > 0, h > 0, x + w <= width, y + h <= height else {
                throw Failure(description: "frame outside the canvas")
            }
            guard fctl[24] == 0, fctl[25] == 0 else {
                throw Failure(description: "unsupported dispose/blend \(fctl[24])/\(fctl[25])")
            }
            var png = PNGChunks.signature
            var frameHeader = Data()
            frameHeader.appendBigEndian(UInt32(w))
            frameHeader.appendBigEndian(UInt32(h))
            frameHeader.append(ihdr.data.suffix(5))
            PNGChunks.append("IHDR", frameHeader, to: &png)
            PNGChunks.append("IDAT", data, to: &png)
            PNGChunks.append("IEND", Data(), to: &png)
            let pixels = try PNGDecoder().decode(png)
            for row in 0..<h {
                let target = ((y + row) * width + x) * 4
                canvas.pixels.replaceSubrange(
                    target..<(target + w * 4), with: pixels.pixels[(row * w * 4)..<((row + 1) * w * 4)])
            }
            frames.append(
                Frame(
                    x: x, y: y, width: w, height: h,
                    delayNumerator: Int(UInt16(fctl[20]) << 8 | UInt16(fctl[21])),
                    delayDenominator: Int(UInt16(fctl[22]) << 8 | UInt16(fctl[23])), canvas: canvas))
            pending = nil
        }
        for chunk in chunks {
            let bytes = [UInt8](chunk.data)
            switch chunk.type {
            case "fcTL":
                try finish()
                guard bytes.count == 26, bytes.bigEndianUInt32(at: 0) == expectedSequence else {
                    throw Failure(description: "bad fcTL sequence")
                }
                expectedSequence += 1
                pending = (bytes, Data())
            case "IDAT":
                guard frames.isEmpty, pending != nil else { throw Failure(description: "IDAT without the first fcTL") }
                pending!.data.append(chunk.data)
            case "fdAT":
                guard pending != nil, !frames.isEmpty, // the first frame's data is IDAT
                    bytes.count > 4, bytes.bigEndianUInt32(at: 0) == expectedSequence
                else { throw Failure(description: "bad fdAT sequence") }
                expectedSequence += 1
                pending!.data.append(chunk.data.dropFirst(4))
            default:
                break
            }
        }
        try finish()
        guard frames.count == declaredFrames else {
            throw Failure(description: "acTL says \(declaredFrames) frames, found \(frames.count)")
        }
    }
}
