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
/// downwards, eight columns per SIMD step.
func verticalPass(
    _ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, _ width: Int, _ height: Int, radius: Int
) {
    let divisor = BoxDivisor(radius: radius)
    var sums = [UInt32](repeating: 0, count: width)
    sums.withUnsafeMutableBufferPointer { sums in
        let sum = UnsafeMutableRawPointer(sums.baseAddress!)
        /// `sums[x] += row[x]` (or `-=`) for every column.
        func add(_ row: UnsafeMutablePointer<UInt16>, subtracting: Bool) {
            let values = UnsafeRawPointer(row)
            var x = 0
            while x + 8 <= width {
                let v = SIMD8<UInt32>(
                    truncatingIfNeeded: values.loadUnaligned(fromByteOffset: 2 * x, as: SIMD8<UInt16>.self))
                let s = sum.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt32>.self)
                sum.storeBytes(of: subtracting ? s &- v : s &+ v, toByteOffset: 4 * x, as: SIMD8<UInt32>.self)
                x += 8
            }
            while x < width {
                sums[x] = subtracting ? sums[x] &- UInt32(row[x]) : sums[x] &+ UInt32(row[x])
                x += 1
            }
        }
        for y in 0..<min(radius, height) { add(src + y * width, subtracting: false) }
        for y in 0..<height {
            if y + radius < height { add(src + (y + radius) * width, subtracting: false) }
            let out = UnsafeMutableRawPointer(dst + y * width)
            var x = 0
            while x + 8 <= width {
                let average = divisor.average(sum.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt32>.self))
                out.storeBytes(
                    of: SIMD8<UInt16>(truncatingIfNeeded: average), toByteOffset: 2 * x, as: SIMD8<UInt16>.self)
                x += 8
            }
            while x < width {
                dst[y * width + x] = divisor.average(sums[x])
                x += 1
            }
            if y >= radius { add(src + (y - radius) * width, subtracting: true) }
        }
    }
}
