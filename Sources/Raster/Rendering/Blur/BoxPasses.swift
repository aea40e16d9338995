// The box passes of a blur: sliding sums of 2r + 1 fixed-point values, each divided by the box's
// width and rounded. The division is `round(sum / (2r + 1))` as a multiply by a 24-bit reciprocal
// and a shift; the multiply is split into the reciprocal's high 16 and low 8 bits so that every
// product fits 32-bit SIMD lanes, with exactly the result of the one 64-bit multiply.

/// Division of box sums by a box's width `2r + 1`, the same on every machine.
struct BoxDivisor {
    /// `2²⁴ / (2r + 1)`, rounded up at ties: its bits above the low 8, and the low 8.
    let high: UInt32
    let low: UInt32

    /// The divisor of boxes of radius `radius` (1 ... 500).
    init(radius: Int) {
        let reciprocal = ((1 << 24) + radius) / (2 * radius + 1)
        high = UInt32(reciprocal >> 8)
        low = UInt32(reciprocal & 255)
    }

    /// `min((sum · reciprocal + 2²³) >> 24, 255 · 64)` per lane, for sums of at most 2r + 1 values of
    /// at most 255 · 64. `sum · reciprocal` is `(sum · high) · 2⁸ + sum · low`, so shifting the low
    /// product (with the rounding term) by 8 first and the total by 16 after loses nothing. For
    /// r ≤ 500, `sum · high` stays below 2³⁰ and `sum · low + 2²³` below 2³².
    @inline(__always)
    func average<V: SIMD>(_ sum: V) -> V where V.Scalar == UInt32 {
        let lowPart = (sum &* low &+ V(repeating: 1 << 23)) &>> 8
        return pointwiseMin((sum &* high &+ lowPart) &>> 16, V(repeating: UInt32(255 * BlurImage.unit)))
    }

    /// The scalar form of ``average(_:)``.
    @inline(__always)
    func average(_ sum: UInt32) -> UInt16 {
        let lowPart = (sum &* low &+ (1 << 23)) >> 8
        return UInt16(min((sum &* high &+ lowPart) >> 16, UInt32(255 * BlurImage.unit)))
    }
}

/// One box pass along a row of `count` single-channel values, `src` → `dst` (values beyond the row
/// count as 0).
func boxPass(_ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, count: Int, radius: Int) {
    let divisor = BoxDivisor(radius: radius)
    var sum: UInt32 = 0
    for i in 0..<min(radius, count) { sum &+= UInt32(src[i]) }
    for i in 0..<count {
        if i + radius < count { sum &+= UInt32(src[i + radius]) }
        dst[i] = divisor.average(sum)
        if i >= radius { sum &-= UInt32(src[i - radius]) }
    }
}

/// One box pass along a row of `count` pixels of four channels each (r, g, b, a side by side),
/// all four in SIMD lanes at once.
func boxPassRGBA(_ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, count: Int, radius: Int) {
    let divisor = BoxDivisor(radius: radius)
    let from = UnsafeRawPointer(src)
    let to = UnsafeMutableRawPointer(dst)
    @inline(__always) func pixel(_ i: Int) -> SIMD4<UInt32> {
        SIMD4<UInt32>(truncatingIfNeeded: from.loadUnaligned(fromByteOffset: 8 * i, as: SIMD4<UInt16>.self))
    }
    var sum = SIMD4<UInt32>.zero
    for i in 0..<min(radius, count) { sum &+= pixel(i) }
    for i in 0..<count {
        if i + radius < count { sum &+= pixel(i + radius) }
        to.storeBytes(
            of: SIMD4<UInt16>(truncatingIfNeeded: divisor.average(sum)), toByteOffset: 8 * i, as: SIMD4<UInt16>.self)
        if i >= radius { sum &-= pixel(i - radius) }
    }
}

/// One box pass down the columns of `height` rows of `width` values, sliding a row of column sums
/// downwards: per row, one sweep adds the row entering the box, writes the averages and subtracts
/// the row leaving it, eight columns per SIMD step (rows beyond the plane count as zeros).
func verticalPass(
    _ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, _ width: Int, _ height: Int, radius: Int
) {
    let divisor = BoxDivisor(radius: radius)
    var sums = [UInt32](repeating: 0, count: width)
    var zeros = [UInt16](repeating: 0, count: width)
    sums.withUnsafeMutableBufferPointer { sums in
        zeros.withUnsafeMutableBufferPointer { zeros in
            for y in 0..<min(radius, height) {
                for x in 0..<width { sums[x] &+= UInt32(src[y * width + x]) }
            }
            let sum = UnsafeMutableRawPointer(sums.baseAddress!)
            for y in 0..<height {
                let entering = y + radius < height ? src + (y + radius) * width : zeros.baseAddress!
                let leaving = y >= radius ? src + (y - radius) * width : zeros.baseAddress!
                let into = UnsafeMutableRawPointer(dst + y * width)
                let adding = UnsafeRawPointer(entering)
                let removing = UnsafeRawPointer(leaving)
                var x = 0
                while x + 8 <= width {
                    let total =
                        sum.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt32>.self)
                        &+ SIMD8<UInt32>(
                            truncatingIfNeeded: adding.loadUnaligned(fromByteOffset: 2 * x, as: SIMD8<UInt16>.self))
                    into.storeBytes(
                        of: SIMD8<UInt16>(truncatingIfNeeded: divisor.average(total)), toByteOffset: 2 * x,
                        as: SIMD8<UInt16>.self)
                    let left =
                        total
                        &- SIMD8<UInt32>(
                            truncatingIfNeeded: removing.loadUnaligned(fromByteOffset: 2 * x, as: SIMD8<UInt16>.self))
                    sum.storeBytes(of: left, toByteOffset: 4 * x, as: SIMD8<UInt32>.self)
                    x += 8
                }
                while x < width {
                    let total = sums[x] &+ UInt32(entering[x])
                    dst[y * width + x] = divisor.average(total)
                    sums[x] = total &- UInt32(leaving[x])
                    x += 1
                }
            }
        }
    }
}
