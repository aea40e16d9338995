// Source-over of one colour onto a run of pixels, four pixels per step in 16-bit SIMD lanes.
//
// Per channel this is exactly `sourceOver`: `min(255, s + div255(d × (255 − s.a)))`. The scalar
// form works two pixels per 128-bit register after spreading each pixel into a 64-bit word; here
// the bytes are widened straight into `SIMD16<UInt16>` lanes, so the compiler uses packed 16-bit
// multiplies and adds with no spreading or packing shuffles. (`pointwiseMin` lowers to vector
// code where a masked `replacing(with:where:)` does not.)

/// `dst[i] = sourceOver(color, dst[i])` for `i` in `0 ..< count`.
func sourceOver(_ color: UInt32, onto dst: UnsafeMutablePointer<UInt32>, count: Int) {
    let k = UInt16(255 &- alphaOf(color))
    let source = SIMD16<UInt16>(
        truncatingIfNeeded: unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD16<UInt8>.self))
    let bytes = UnsafeMutableRawPointer(dst)
    var i = 0
    while i + 4 <= count {
        let d = SIMD16<UInt16>(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD16<UInt8>.self))
        let t = d &* k &+ 128
        let sum = (t &+ (t &>> 8)) &>> 8 &+ source
        let out = SIMD16<UInt8>(truncatingIfNeeded: pointwiseMin(sum, SIMD16<UInt16>(repeating: 255)))
        bytes.storeBytes(of: out, toByteOffset: i * 4, as: SIMD16<UInt8>.self)
        i += 4
    }
    while i < count {
        dst[i] = sourceOver(color, dst[i])
        i += 1
    }
}

/// `dst[i] = sourceOver(scale(color, by: alphaOf(coverages[i])), dst[i])` for `i` in `0 ..< count`:
/// a colour painted through a per-pixel coverage (a shadow's blurred alpha, in each word's top byte),
/// four pixels per step in the same 16-bit lanes.
func sourceOver(
    _ color: UInt32, through coverages: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int
) {
    let source = SIMD16<UInt16>(
        truncatingIfNeeded: unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD16<UInt8>.self))
    let sourceAlpha = SIMD4<UInt32>(repeating: alphaOf(color))
    let bytes = UnsafeMutableRawPointer(dst)
    let masks = UnsafeRawPointer(coverages)
    /// Each pixel's lane value repeated into its four byte lanes, widened.
    func broadcast(_ v: SIMD4<UInt32>) -> SIMD16<UInt16> {
        SIMD16<UInt16>(truncatingIfNeeded: unsafeBitCast(v &* 0x0101_0101, to: SIMD16<UInt8>.self))
    }
    func div255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }
    var i = 0
    while i + 4 <= count {
        let coverage = masks.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self) &>> 24
        let s = div255(source &* broadcast(coverage))
        let t = sourceAlpha &* coverage &+ 128
        let k = 255 &- broadcast((t &+ (t &>> 8)) &>> 8)
        let d = SIMD16<UInt16>(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD16<UInt8>.self))
        let out = SIMD16<UInt8>(truncatingIfNeeded: pointwiseMin(div255(d &* k) &+ s, SIMD16<UInt16>(repeating: 255)))
        bytes.storeBytes(of: out, toByteOffset: i * 4, as: SIMD16<UInt8>.self)
        i += 4
    }
    while i < count {
        dst[i] = sourceOver(scale(color, by: alphaOf(coverages[i])), dst[i])
        i += 1
    }
}
