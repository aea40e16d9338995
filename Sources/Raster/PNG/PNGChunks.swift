import CPNG
import Foundation

/// One PNG chunk: a four-letter type and its data (length and CRC are implied).
struct PNGChunk: Equatable {
    /// The chunk type, e.g. `IHDR`.
    var type: String
    /// The chunk's data.
    var data: Data
}

/// Reading and writing the chunk layer of PNG files (used to assemble APNGs around
/// libpng-compressed frames).
enum PNGChunks {
    /// The eight bytes every PNG file starts with.
    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// Appends a chunk (length, type, data, CRC-32 over type and data) to `output`.
    static func append(_ type: String, _ data: Data, to output: inout Data) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4 && data.count <= Int(Int32.max), "invalid chunk \(type)")
        var crc = typeBytes.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress, 4) }
        crc = data.withUnsafeBytes { cpng_crc32(crc, $0.baseAddress?.assumingMemoryBound(to: UInt8.self), $0.count) }
        output.appendBigEndian(UInt32(data.count))
        output.append(contentsOf: typeBytes)
        output.append(data)
        output.appendBigEndian(crc)
    }

    /// The chunks of a PNG file, in order, up to and including IEND; checks the signature, every
    /// length and every CRC.
    static func parse(_ png: Data) throws -> [PNGChunk] {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else {
            throw PNGError(.notPNG, "not a PNG file: it does not start with the PNG signature")
        }
        var chunks: [PNGChunk] = []
        var offset = 8
        while true {
            guard bytes.count - offset >= 12 else {
                throw PNGError(.invalidData, "truncated chunk at byte \(offset)")
            }
            let length = Int(bytes.bigEndianUInt32(at: offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= Int(Int32.max), bytes.count - offset - 12 >= length else {
                throw PNGError(
                    .invalidData, "chunk \(type) at byte \(offset) claims \(length) bytes; the file ends first")
            }
            let crc = bytes.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress! + offset + 4, 4 + length) }
            guard crc == bytes.bigEndianUInt32(at: offset + 8 + length) else {
                throw PNGError(.invalidData, "chunk \(type) at byte \(offset) has a bad CRC")
            }
            chunks.append(PNGChunk(type: type, data: Data(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
            if type == "IEND" { return chunks }
        }
    }
}

extension Data {
    /// Appends `value` as four big-endian bytes.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
        ])
    }

    /// Appends `value` as two big-endian bytes.
    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)])
    }
}

extension [UInt8] {
    /// The big-endian 32-bit value at `offset`.
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8
            | UInt32(self[offset + 3])
    }
}
