import Foundation

@testable import Raster

/// Frames and helpers shared by the GIF tests.
enum GIFFixtures {
    /// White with a red square moved `step × 3` pixels right: three colours in all.
    static func square(_ step: Int, width: Int = 40, height: Int = 30) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        for y in 5..<13 {
            for x in (3 + step * 3)..<(11 + step * 3) {
                bitmap[x, y] = PremultipliedPixel(r: 230, g: 20, b: 40, a: 255)
            }
        }
        bitmap[0, 29] = PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
        return bitmap
    }

    /// A smooth two-axis gradient (thousands of colours) with a grey block moved `step × 4` pixels right
    /// in the top rows; rows from 24 down never change.
    static func gradient(_ step: Int, hue: Int = 0) -> Bitmap {
        var bitmap = Bitmap(width: 64, height: 48)
        for y in 0..<48 {
            for x in 0..<64 {
                let a = UInt8(x * 4)
                let b = UInt8(y * 5)
                let c = UInt8((x + y) * 2)
                bitmap[x, y] =
                    hue == 0
                    ? PremultipliedPixel(r: a, g: b, b: c, a: 255)
                    : PremultipliedPixel(r: c / 4, g: b / 3, b: a, a: 255)
            }
        }
        for y in 2..<12 {
            for x in (2 + step * 4)..<(12 + step * 4) {
                bitmap[x, y] = PremultipliedPixel(r: 128, g: 128, b: 128, a: 255)
            }
        }
        return bitmap
    }

    /// Encodes `frames` (each shown `ticks` frame periods) with a global palette built from all of them,
    /// writes the GIF to a temporary file and decodes it.
    static func roundTrip(
        _ frames: [(Bitmap, Int)], framesPerSecond: Int = 10, plays: Int = 0, palette: GIFPalette? = nil
    ) throws -> (GIFDecoder.Animation, GIFEncoder<Data>) {
        var builder = GIFPaletteBuilder()
        for (frame, _) in frames { builder.add(frame) }
        let encoder = try GIFEncoder(
            width: frames[0].0.width, height: frames[0].0.height, framesPerSecond: framesPerSecond, plays: plays,
            globalPalette: palette ?? builder.palette()!, sink: Data())
        for (frame, ticks) in frames { try encoder.append(frame, ticks: ticks) }
        try encoder.finish()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString).gif")
        defer { try? FileManager.default.removeItem(at: url) }
        try encoder.sink.write(to: url)
        return (try GIFDecoder.decode(contentsOf: url), encoder)
    }

    /// The mean absolute difference per channel between two `width`-wide RGB images after averaging
    /// each over blocks of `block × block` pixels: dithering keeps local averages, so this is small even
    /// where single pixels differ.
    static func blockError(_ a: [UInt8], _ b: [UInt8], width: Int, block: Int = 4) -> Double {
        let height = a.count / 3 / width
        var total = 0.0
        var count = 0
        for by in stride(from: 0, to: height - block + 1, by: block) {
            for bx in stride(from: 0, to: width - block + 1, by: block) {
                for channel in 0..<3 {
                    var difference = 0.0
                    for y in by..<(by + block) {
                        for x in bx..<(bx + block) {
                            let i = (y * width + x) * 3 + channel
                            difference += Double(a[i]) - Double(b[i])
                        }
                    }
                    total += abs(difference) / Double(block * block)
                    count += 1
                }
            }
        }
        return total / Double(count)
    }

    /// The mean absolute difference per channel between two RGB buffers.
    static func meanError(_ a: [UInt8], _ b: [UInt8]) -> Double {
        zip(a, b).reduce(0.0) { $0 + abs(Double($1.0) - Double($1.1)) } / Double(a.count)
    }
}
