import Foundation
import Testing

@testable import Raster

@Suite struct RecentFrameFilesTests {
    struct Failed: Error {}

    private func bitmap(_ value: UInt8) -> Bitmap {
        Bitmap(width: 3, height: 2, fill: PremultipliedPixel(r: value, g: 0, b: 0, a: 255))
    }

    @Test func reusesTheBytesOfAnIdenticalRecentFrameOnly() throws {
        let recent = RecentFrameFiles(capacity: 2, pool: BitmapPool())
        var encodes = 0
        /// "bytes reused" or "bytes encoded" for a frame of `value`.
        func write(_ value: UInt8) throws -> String {
            let (data, reused) = try recent.data(for: bitmap(value), recyclable: true) { _ in
                encodes += 1
                return Data([value])
            }
            return "\(data.first ?? 0) \(reused ? "reused" : "encoded")"
        }
        // Frame 1 leaves the list (capacity 2) when frame 3 comes.
        let written = try [1, 1, 2, 3, 1].map(write)
        #expect(written == ["1 encoded", "1 reused", "2 encoded", "3 encoded", "1 encoded"])
        #expect(encodes == 4)
    }

    @Test func aFailedEncodeKeepsNothing() throws {
        let recent = RecentFrameFiles(capacity: 2, pool: BitmapPool())
        #expect(throws: Failed.self) { try recent.data(for: bitmap(5), recyclable: false) { _ in throw Failed() } }
        let (data, reused) = try recent.data(for: bitmap(5), recyclable: false) { _ in Data([5]) }
        #expect(data == Data([5]) && !reused)
    }

    @Test func framesOfAnotherSizeAreNotTwins() throws {
        let recent = RecentFrameFiles(capacity: 2, pool: BitmapPool())
        _ = try recent.data(for: Bitmap(width: 6, height: 1), recyclable: true) { _ in Data([6]) }
        let (data, reused) = try recent.data(for: Bitmap(width: 3, height: 2), recyclable: true) { _ in Data([7]) }
        #expect(data == Data([7]) && !reused)
    }
}
