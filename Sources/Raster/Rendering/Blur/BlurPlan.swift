import Foundation

// How a Gaussian blur is computed. Three box blurs per axis approximate a Gaussian (the central limit
// theorem: three boxes are within a few percent of it), with box widths chosen by Kovesi's method so
// that their variances add up to σ² as closely as odd widths allow. Each box pass is a sliding sum,
// so its cost does not depend on the radius.
//
// Below σ = 2 pixels odd box widths cannot come close (below 1.2 one box of width 3 stands for the
// whole Gaussian, off by up to a quarter of full scale on fine detail), so small blurs convolve
// directly with the Gaussian's weights: at most 19 taps per axis.
//
// Large blurs run at a reduced resolution: the image is first shrunk by a power of two `factor`
// (each block of factor × factor pixels averaged), blurred there with σ scaled to match, and sampled
// back bilinearly. Averaging a block already blurs by (factor² − 1) / 12 per axis, and the shrink
// only removes detail the blur removes anyway (σ stays at least 4 reduced pixels).

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

/// The weights, in 1/4096 and summing to exactly 4096, of a Gaussian of `sigma` pixels as the reference
/// rasterizer defines it: the image seen as uniformly coloured pixel squares, blurred, and averaged
/// over each pixel's square again, so offset `t` weighs `I(t + 1) − 2 I(t) + I(t − 1)` with `I` the
/// Gaussian's twice-integrated density. Reaches 4σ + 1 pixels; empty when every weight but the centre
/// rounds to zero (no blur).
func gaussianKernel(sigma s: Double) -> [Int] {
    guard s.isFinite, s > 0 else { return [] }
    let reach = Int((4 * s + 1).rounded(.up))
    func integral(_ v: Double) -> Double {
        let z = v / s
        return v * 0.5 * (1 + erf(z / 2.0.squareRoot())) + s * exp(-z * z / 2) / (2 * Double.pi).squareRoot()
    }
    var weights = (-reach...reach).map { t -> Int in
        let t = Double(t)
        return Int(((integral(t + 1) - 2 * integral(t) + integral(t - 1)) * 4096).rounded())
    }
    weights[reach] += 4096 - weights.reduce(0, +)
    while weights.count > 1, weights.first == 0, weights.last == 0 {
        weights.removeFirst()
        weights.removeLast()
    }
    return weights.count > 1 ? weights : []
}

/// The steps of a Gaussian blur of `sigma` device pixels: the reduction factor and the box radii
/// at the reduced resolution.
struct BlurPlan: Equatable {
    /// Side of the pixel blocks averaged into one reduced pixel: 1, or a power of two up to 64 for
    /// σ of at least 8 pixels per halving.
    let factor: Int
    /// Box radii in reduced pixels (all zero when `kernel` is used instead).
    let radii: [Int]
    /// For σ below ``BlurPlan/directLimit``: the weights (in 1/4096, offsets −n…n) of a direct
    /// convolution per axis, replacing the box passes; empty otherwise and when σ is too small to
    /// move any weight off the centre.
    let kernel: [Int]
    /// σ (device pixels) below which blurs use `kernel`.
    static let directLimit = 2.0

    /// The plan for a Gaussian of standard deviation `sigma` (device pixels, clamped to 0…500).
    init(sigma: Double) {
        let s = sigma.isFinite ? min(max(sigma, 0), 500) : 0
        var f = 1
        while f < 64 && s >= Double(8 * f) { f *= 2 }
        factor = f
        if s < BlurPlan.directLimit {
            radii = [0, 0, 0]
            kernel = gaussianKernel(sigma: s)
            return
        }
        let reduced = max(s * s - Double(f * f - 1) / 12, 0).squareRoot() / Double(f)
        radii = gaussianBoxRadii(sigma: reduced)
        kernel = []
    }

    /// How far, in device pixels, an output pixel depends on the input: the boxes' reach and the
    /// bilinear neighbour, in whole blocks, plus one pixel for a fractional offset.
    var reach: Int { factor * (radii.reduce(0, +) + kernel.count / 2 + 2) + 1 }

    /// `rect` widened to whole blocks of the reduced grid (anchored at the device origin, so the same
    /// device pixels always fall in the same block).
    func aligned(_ rect: IntRect) -> IntRect {
        func down(_ v: Int) -> Int { v >= 0 ? v / factor * factor : -((-v + factor - 1) / factor * factor) }
        return IntRect(
            minX: down(rect.minX), minY: down(rect.minY), maxX: -down(-rect.maxX), maxY: -down(-rect.maxY))
    }
}
