import Foundation
import Testing

@testable import Raster

@Suite struct PNGDecoderDamagedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let kind: PNGError.Kind
        let says: String // what the message must contain after "<path>: "
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "empty.png", kind: .notPNG, says: "not a PNG file: it is empty (0 bytes)"),
        Case(file: "not-a-png.png", kind: .notPNG, says: "not a PNG file: it does not start with the PNG signature"),
        Case(
            file: "truncated-mid-header.png", kind: .invalidData,
            says: "cannot decode PNG: damaged or invalid PNG: unexpected end of data (the file is truncated)"),
        Case(
            file: "truncated-mid-idat.png", kind: .invalidData,
            says: "cannot decode PNG: damaged or invalid PNG: unexpected end of data (the file is truncated)"),
        Case(
            file: "bad-crc.png", kind: .invalidData,
            says: "cannot decode PNG: damaged or invalid PNG: IDAT: CRC error"),
        Case(
            file: "bad-ihdr-zero-width.png", kind: .invalidData,
            says:
                """
                cannot decode PNG: damaged or invalid PNG: \
                Invalid IHDR data (libpng warnings: Image width is zero in IHDR)
                """
        ),
        Case(
            file: "bad-ihdr-depth-colour.png", kind: .invalidData,
            says:
                """
                cannot decode PNG: damaged or invalid PNG: \
                Invalid IHDR data (libpng warnings: Invalid color type/bit depth combination in IHDR)
                """
        ),
        Case(
            file: "huge-dimensions.png", kind: .limitExceeded,
            says: "cannot decode PNG: the header claims 100000x100000 pixels, beyond the limit of 16384x16384"),
        Case(
            file: "bad-crc-ancillary.png", kind: .invalidData, says: "cannot decode PNG: libpng warned: tEXt: CRC error"
        ),
    ]

    @Test func everyDamagedFileIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PNGFixtures.damaged.path).sorted()
        #expect(files == Self.cases.map(\.file).sorted())
    }

    @Test(arguments: cases)
    func throwsAClearError(_ c: Case) throws {
        let url = PNGFixtures.damaged.appendingPathComponent(c.file)
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(contentsOf: url) }
        #expect(error.kind == c.kind)
        #expect(error.file == url.path)
        #expect(error.description == "\(url.path): \(c.says)")
        // The same bytes from memory: the same reason, no file named.
        let fromData = try #require(throws: PNGError.self) { try PNGDecoder().decode(Data(contentsOf: url)) }
        #expect(fromData.file == nil)
        #expect(fromData.description == c.says)
    }

    @Test func hugeDimensionsHitThePixelLimitWhenSidesAreAllowed() throws {
        let url = PNGFixtures.damaged.appendingPathComponent("huge-dimensions.png")
        let decoder = PNGDecoder(limits: .init(maxWidth: 1 << 20, maxHeight: 1 << 20, maxPixels: 100_000_000))
        let error = try #require(throws: PNGError.self) { try decoder.decode(contentsOf: url) }
        #expect(error.kind == .limitExceeded)
        #expect(error.reason.contains("100000x100000 = 10000000000 pixels, beyond the limit of 100000000 pixels"))
    }

    @Test func ancillaryCRCErrorIsAcceptedWhenWarningsAreIgnored() throws {
        let url = PNGFixtures.damaged.appendingPathComponent("bad-crc-ancillary.png")
        let bitmap = try PNGDecoder(warningPolicy: .ignore).decode(contentsOf: url)
        let clean = try PNGDecoder().decode(contentsOf: PNGFixtures.valid.appendingPathComponent("rgba8.png"))
        #expect(bitmap == clean)
    }

    @Test func everyPrefixOfAValidFileFailsCleanly() throws {
        let data = try Data(contentsOf: PNGFixtures.valid.appendingPathComponent("palette4-trns-interlaced.png"))
        for length in 0..<data.count {
            #expect(throws: PNGError.self) { try PNGDecoder().decode(data.prefix(length)) }
        }
    }

    @Test func everySingleByteCorruptionFailsOrDecodes() throws {
        // Flipping any byte must give an error or an image, never a crash.
        let data = try Data(contentsOf: PNGFixtures.valid.appendingPathComponent("rgb16-interlaced.png"))
        var failures = 0
        for index in data.indices {
            var copy = data
            copy[index] ^= 0x5A
            do { _ = try PNGDecoder().decode(copy) } catch is PNGError { failures += 1 }
        }
        #expect(failures == data.count) // every flip breaks a CRC or the signature
    }
}
