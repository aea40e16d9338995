import Foundation

/// The sizes a GIF file claims — its canvas and every frame's rectangle — read from its blocks before
/// giflib allocates anything for them: giflib gives every frame a buffer of the size its descriptor
/// claims, and ``GIFDecoder`` a canvas and one copy of it per frame, so a file of a few bytes could
/// otherwise ask for gigabytes.
enum GIFSizeCheck {
    /// Throws when the canvas is larger than `maxPixels`, a frame does not lie inside the canvas, or the
    /// decoded frames (three bytes a canvas pixel each) would take more than `maxBytes`. Damaged block
    /// structure is left to giflib, which reports it.
    static func check(_ data: Data, maxPixels: Int, maxBytes: Int) throws(GIFError) {
        let bytes = [UInt8](data)
        guard bytes.count >= 13, bytes[0..<3].elementsEqual(Array("GIF".utf8)) else { return }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8
        let height = Int(bytes[8]) | Int(bytes[9]) << 8
        guard width * height <= maxPixels else { // both below 65536: the product cannot overflow
            throw GIFError(
                "the canvas of \(width)×\(height) pixels is larger than \(maxPixels) pixels", action: "decode")
        }
        var offset = 13 + colorTableSize(bytes[10])
        var frames = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21: // extension: label, then sub-blocks
                offset = skipSubBlocks(bytes, from: offset + 2)
            case 0x2C: // image descriptor: left, top, width, height (little-endian), flags
                guard offset + 10 <= bytes.count else { return }
                let field = { (at: Int) in Int(bytes[offset + at]) | Int(bytes[offset + at + 1]) << 8 }
                let (left, top, frameWidth, frameHeight) = (field(1), field(3), field(5), field(7))
                guard left + frameWidth <= width, top + frameHeight <= height else {
                    throw GIFError(
                        """
                        frame \(frames) (\(frameWidth)×\(frameHeight) pixels at \(left), \(top)) does not lie \
                        inside the \(width)×\(height) canvas
                        """, action: "decode")
                }
                frames += 1
                guard frames <= maxBytes / max(1, width * height * 3) else {
                    throw GIFError(
                        "\(frames) frames of \(width)×\(height) pixels would take more than \(maxBytes >> 20) MB",
                        action: "decode")
                }
                offset = skipSubBlocks(bytes, from: offset + 10 + colorTableSize(bytes[offset + 9]) + 1)
            default: // the trailer (0x3B) or something giflib will complain about
                return
            }
        }
    }

    /// The bytes of the colour table a descriptor's flags announce (none without bit 7).
    private static func colorTableSize(_ flags: UInt8) -> Int {
        flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 7) + 1)
    }

    /// The offset after the sub-blocks starting at `offset` (each a length byte and data; 0 ends them).
    private static func skipSubBlocks(_ bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        while offset < bytes.count {
            let length = Int(bytes[offset])
            offset += 1 + length
            if length == 0 { break }
        }
        return offset
    }
}
