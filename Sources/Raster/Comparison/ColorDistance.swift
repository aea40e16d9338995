/// Colour arithmetic of the pixelmatch-style comparison, on premultiplied RGBA8 bytes.
///
/// Colours are first blended over white — for a premultiplied channel `c` with alpha `a` that is
/// exactly `c + 255 − a` — and then converted to YIQ. The squared distance weighs Y, I and Q with
/// 0.5053, 0.299 and 0.1957; its largest possible value (between two corners of the RGB cube)
/// is about 35215, which maps the threshold onto 0…1.
enum ColorDistance {
    /// The largest squared YIQ distance between two colours.
    static let maxSquaredDelta = 35215.0

    /// The squared-distance limit for a threshold on the 0…1 scale.
    @inline(__always)
    static func squaredLimit(threshold: Double) -> Double {
        let t = min(max(threshold.isNaN ? 0 : threshold, 0), 1)
        return maxSquaredDelta * t * t
    }

    /// A squared distance back on the threshold's 0…1 scale.
    @inline(__always)
    static func thresholdScale(_ squared: Double) -> Double { (squared / maxSquaredDelta).squareRoot() }

    /// Squared YIQ distance between pixel `i` of `lhs` and pixel `j` of `rhs` (byte offsets).
    @inline(__always)
    static func squaredDelta(_ lhs: UnsafeBufferPointer<UInt8>, _ i: Int, _ rhs: UnsafeBufferPointer<UInt8>, _ j: Int)
        -> Double
    {
        let w1 = 255 - Int(lhs[i + 3])
        let w2 = 255 - Int(rhs[j + 3])
        let r1 = Double(Int(lhs[i]) + w1)
        let g1 = Double(Int(lhs[i + 1]) + w1)
        let b1 = Double(Int(lhs[i + 2]) + w1)
        let r2 = Double(Int(rhs[j]) + w2)
        let g2 = Double(Int(rhs[j + 1]) + w2)
        let b2 = Double(Int(rhs[j + 2]) + w2)
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        let iDelta = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let qDelta = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * iDelta * iDelta + 0.1957 * qDelta * qDelta
    }

    /// Y (brightness) of pixel `i` (byte offset) blended over white.
    @inline(__always)
    static func brightness(_ pixels: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
        let w = 255 - Int(pixels[i + 3])
        return luma(Double(Int(pixels[i]) + w), Double(Int(pixels[i + 1]) + w), Double(Int(pixels[i + 2]) + w))
    }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
