import Foundation
import Raster
import Testing

/// Sizes read from files are checked before anything is multiplied or allocated: a PNG header claiming
/// 4294967295 × 4294967295 pixels is the located error other damaged PNGs get, never a crash.
@Suite struct HostileSizeTests {
    @Test(arguments: [[UInt32.max, UInt32.max], [UInt32.max, 1], [1, UInt32.max], [0x8000_0000, 0x8000_0000]])
    func pngHeaderClaimingBillionsOfPixelsIsALocatedError(size: [UInt32]) throws {
        let (width, height) = (size[0], size[1])
        let folder = try TemporaryFolder()
        try CraftedPNG.header(width: width, height: height).write(to: folder.url.appendingPathComponent("huge.png"))
        try folder.write("huge.yaml", HostileInputTests.scene(views: "{frame: [0, 0, 10, 10], image: huge.png}"))
        for arguments in [["validate", "huge.yaml"], ["render", "huge.yaml", "-o", "out", "-q"]] {
            let result = try FlipbookBinary.run(arguments, in: folder.url)
            #expect(result.status == 65, "\(arguments[0]): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix(
                    """
                    huge.yaml:4:44: controllers.a.views[0].image: cannot read "huge.png": cannot decode PNG: \
                    the header claims \
                    \(width)x\(height) pixels, beyond the limit of 16384x16384; expected a PNG file
                    """
                ), "\(arguments[0]): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
        }
    }
}

/// PNG files made byte by byte, with correct CRCs, for headers no encoder would write.
enum CraftedPNG {
    /// A PNG of signature, an IHDR claiming `width × height` pixels (8-bit RGBA) and IEND; no image data.
    static func header(width: UInt32, height: UInt32, colorType: UInt8 = 6, bitDepth: UInt8 = 8) -> Data {
        var ihdr = Data()
        ihdr.append(bigEndian: width)
        ihdr.append(bigEndian: height)
        ihdr.append(contentsOf: [bitDepth, colorType, 0, 0, 0])
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk: "IHDR", ihdr)
        png.append(chunk: "IEND", Data())
        return png
    }

    /// zlib's CRC-32 of `bytes`.
    static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}

extension Data {
    /// Appends `value` as four big-endian bytes.
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
    }

    /// Appends one PNG chunk: length, type, data and CRC.
    mutating func append(chunk type: String, _ data: Data) {
        append(bigEndian: UInt32(data.count))
        let typed = Data(type.utf8) + data
        append(typed)
        append(bigEndian: CraftedPNG.crc32(typed))
    }
}
