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

/// The memory budget is checked from the PNG headers of all of a scene's images before any is decoded, and
/// decoding takes an image's memory once: under an address-space limit of the budget plus a constant, a
/// scene whose images fit loads, and one whose images do not is refused without decoding any.
@Suite(.serialized) struct HostileImageMemoryTests {
    /// A folder with `count` copies of a black 10000 × 10000 PNG (100 million pixels, 400 MB decoded, 80 KB
    /// on disk) and a scene using each once.
    static func scene(images count: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let png = CraftedPNG.black(width: 10_000, height: 10_000)
        var views: [String] = []
        for index in 0..<count {
            try png.write(to: folder.url.appendingPathComponent("p\(index).png"))
            views.append("{frame: [0, 0, 10, 10], image: p\(index).png}")
        }
        try folder.write("photos.yaml", HostileInputTests.scene(views: views.joined(separator: ", ")))
        return folder
    }

    /// `flipbook arguments…` with its address space limited to `kilobytes` KiB (`ulimit -v`).
    static func run(_ arguments: [String], limit kilobytes: Int, in folder: TemporaryFolder) throws
        -> FlipbookBinary.Result
    {
        try FlipbookBinary.shell(
            "ulimit -v \(kilobytes); exec \"$FLIPBOOK\" \"$@\"", arguments, in: folder.url)
    }

    @Test func eightImagesOverTheBudgetAreRefusedBeforeAnyIsDecoded() throws {
        let folder = try Self.scene(images: 8)
        // 1 GB of address space: not even three of the images could be decoded.
        let result = try Self.run(["validate", "photos.yaml"], limit: 1_000_000, in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                """
                controllers.a.views[5].image: cannot load "p5.png" (10000×10000 px): the scene's images would \
                need more than 2288 MB, over the memory budget of 2048 MB (--max-memory raises it)
                """
            ), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(result.stderr)")
    }

    @Test func imagesThatFitTheBudgetLoadWithinItPlusAConstant() throws {
        let folder = try Self.scene(images: 2)
        // --max-memory 1024 MiB plus 160 MiB for the program itself (about 100 MiB of address space) and
        // decoding: two images take 800 MB; a second copy of one while decoding would not fit.
        let result = try Self.run(
            ["validate", "photos.yaml", "--max-memory", "1G"], limit: (1024 + 160) * 1024, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
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

    /// A black, opaque `width × height` PNG (1-bit grey) whose image data takes 13 bits per 258 zero bytes:
    /// one fixed-Huffman deflate block of copies of the byte before. Decodes to `width × height × 4` bytes
    /// however small the file is.
    static func black(width: Int, height: Int) -> Data {
        let zeros = height * (1 + (width + 7) / 8) // a filter byte and the packed pixels per row
        var bits = DeflateBits()
        bits.append(1, count: 1) // the final block
        bits.append(1, count: 2) // fixed Huffman codes
        bits.appendCode(0x30, length: 8) // literal 0
        var left = zeros - 1
        while left >= 258 {
            bits.appendCode(0xC5, length: 8) // length 258 (symbol 285)
            bits.appendCode(0, length: 5) // distance 1
            left -= 258
        }
        for _ in 0..<left { bits.appendCode(0x30, length: 8) }
        bits.appendCode(0, length: 7) // end of block
        var stream = Data([0x78, 0x01]) + Data(bits.bytes)
        stream.append(bigEndian: UInt32(zeros % 65521) << 16 | 1) // Adler-32 of zeros
        var ihdr = Data()
        ihdr.append(bigEndian: UInt32(width))
        ihdr.append(bigEndian: UInt32(height))
        ihdr.append(contentsOf: [1, 0, 0, 0, 0]) // 1-bit grey
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk: "IHDR", ihdr)
        png.append(chunk: "IDAT", stream)
        png.append(chunk: "IEND", Data())
        return png
    }

    /// A deflate bit stream: values go in least significant bit first, Huffman codes most significant first.
    struct DeflateBits {
        var bytes: [UInt8] = []
        var used = 8

        mutating func append(_ value: Int, count: Int) {
            for bit in 0..<count { appendBit((value >> bit) & 1) }
        }

        mutating func appendCode(_ code: Int, length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) { appendBit((code >> bit) & 1) }
        }

        private mutating func appendBit(_ bit: Int) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit << used)
            used += 1
        }
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
