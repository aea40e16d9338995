import Foundation

// Gaussian blur as three box blurs per axis (the central limit theorem: three boxes are within a
// few percent of a Gaussian), with box widths chosen by Kovesi's method so that their combined
// variance matches σ² as closely as odd widths allow. Each pass is a sliding sum, so the cost per
// pixel does not depend on the radius. Sums are integers and every output is rounded the same way,
// so the result depends only on the input pixels: deterministic on every thread count.

/// The three box radii (box width 2r + 1) that approximate a Gaussian of standard deviation `sigma`
/// (clamped to 0…500 pixels). All zero for a blur below half a pixel.
func gaussianBoxRadii(sigma: Double) -> [Int] {
    let s = sigma.isFinite ? min(max(sigma, 0), 500) : 0
    guard s >= 0.5 else { return [0, 0, 0] }
    let n = 3.0
    let ideal = (12 * s * s / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let wl = Double(lower)
    let m = Int(((12 * s * s - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded())
    return (0..<3).map { i in ((i < m ? lower : lower + 2) - 1) / 2 }
}

/// How far a blur of `sigma` spreads a pixel, in pixels.
func blurReach(sigma: Double) -> Int { gaussianBoxRadii(sigma: sigma).reduce(0, +) }

/// Pixels being blurred: a row-major `width × height` buffer of packed premultiplied pixels, and a
/// second buffer of the same size that passes write into.
struct BlurBuffers {
    var source: UnsafeMutablePointer<UInt32>
    var spare: UnsafeMutablePointer<UInt32>
    let width: Int, height: Int

    /// Blurs `source` in place (pixels outside the buffer count as transparent).
    mutating func gaussian(sigma: Double) {
        let radii = gaussianBoxRadii(sigma: sigma)
        for r in radii where r > 0 {
            horizontal(radius: r)
            swap(&source, &spare)
        }
        for r in radii where r > 0 {
            vertical(radius: r)
            swap(&source, &spare)
        }
    }

    /// `round(sum / width)` per channel, as a multiply and shift (exact enough for sums of up to
    /// 65535 pixels, and the same on every machine).
    @inline(__always)
    private static func average(_ r: Int, _ g: Int, _ b: Int, _ a: Int, _ reciprocal: Int) -> UInt32 {
        func c(_ v: Int) -> UInt32 { UInt32(min((v &* reciprocal &+ (1 << 23)) >> 24, 255)) }
        return c(r) | c(g) << 8 | c(b) << 16 | c(a) << 24
    }

    private static func reciprocal(_ radius: Int) -> Int { ((1 << 24) + radius) / (2 * radius + 1) }

    /// One box pass along rows, `source` → `spare`.
    private func horizontal(radius: Int) {
        let k = BlurBuffers.reciprocal(radius)
        for y in 0..<height {
            let s = source + y * width
            let d = spare + y * width
            var r = 0
            var g = 0
            var b = 0
            var a = 0
            for x in 0..<min(radius, width) {
                let p = s[x]
                r &+= Int(p & 0xFF)
                g &+= Int(p >> 8 & 0xFF)
                b &+= Int(p >> 16 & 0xFF)
                a &+= Int(p >> 24)
            }
            for x in 0..<width {
                if x + radius < width {
                    let p = s[x + radius]
                    r &+= Int(p & 0xFF)
                    g &+= Int(p >> 8 & 0xFF)
                    b &+= Int(p >> 16 & 0xFF)
                    a &+= Int(p >> 24)
                }
                d[x] = BlurBuffers.average(r, g, b, a, k)
                if x - radius >= 0 {
                    let p = s[x - radius]
                    r &-= Int(p & 0xFF)
                    g &-= Int(p >> 8 & 0xFF)
                    b &-= Int(p >> 16 & 0xFF)
                    a &-= Int(p >> 24)
                }
            }
        }
    }

    /// One box pass along columns, `source` → `spare`, sliding a row of column sums downwards.
    private func vertical(radius: Int) {
        let k = BlurBuffers.reciprocal(radius)
        var sums = [Int](repeating: 0, count: width * 4)
        sums.withUnsafeMutableBufferPointer { sum in
            func add(_ row: Int, _ sign: Int) {
                let s = source + row * width
                for x in 0..<width {
                    let p = s[x]
                    sum[4 * x] &+= sign &* Int(p & 0xFF)
                    sum[4 * x + 1] &+= sign &* Int(p >> 8 & 0xFF)
                    sum[4 * x + 2] &+= sign &* Int(p >> 16 & 0xFF)
                    sum[4 * x + 3] &+= sign &* Int(p >> 24)
                }
            }
            for y in 0..<min(radius, height) { add(y, 1) }
            for y in 0..<height {
                if y + radius < height { add(y + radius, 1) }
                let d = spare + y * width
                for x in 0..<width {
                    d[x] = BlurBuffers.average(sum[4 * x], sum[4 * x + 1], sum[4 * x + 2], sum[4 * x + 3], k)
                }
                if y - radius >= 0 { add(y - radius, -1) }
            }
        }
    }
}
