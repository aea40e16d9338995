import Foundation

@testable import Raster

/// Paths to the committed PNG fixtures (made by Scripts/fixtures/make_png_fixtures.py).
enum PNGFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/PNG")
    static let valid = root.appendingPathComponent("valid")
    static let damaged = root.appendingPathComponent("damaged")

    /// One entry of valid/expected.json.
    struct Expectation: Decodable {
        let width: Int
        let height: Int
        let premultipliedRGBA: [String] // one hex string per row

        var bitmap: Bitmap {
            var bytes: [UInt8] = []
            for row in premultipliedRGBA {
                var index = row.startIndex
                while index < row.endIndex {
                    let next = row.index(index, offsetBy: 2)
                    bytes.append(UInt8(row[index..<next], radix: 16)!)
                    index = next
                }
            }
            return Bitmap(width: width, height: height, pixels: bytes)
        }
    }

    static let expectations: [String: Expectation] = {
        let data = try! Data(contentsOf: valid.appendingPathComponent("expected.json"))
        return try! JSONDecoder().decode([String: Expectation].self, from: data)
    }()

    static let validNames: [String] = expectations.keys.sorted()
}

/// A small deterministic pseudo-random generator (xorshift64*), so test inputs are reproducible.
struct TestRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed | 1 }
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 32) }

    /// A bitmap of valid premultiplied pixels (each colour ≤ alpha); alpha drawn from `alphas`.
    mutating func bitmap(width: Int, height: Int, alphas: [UInt8]? = nil) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = alphas.map { $0[Int(next() % UInt64($0.count))] } ?? byte()
                func channel() -> UInt8 { a == 0 ? 0 : UInt8(next() % (UInt64(a) + 1)) }
                bitmap[x, y] = PremultipliedPixel(r: channel(), g: channel(), b: channel(), a: a)
            }
        }
        return bitmap
    }
}
