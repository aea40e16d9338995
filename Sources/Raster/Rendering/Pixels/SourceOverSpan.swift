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
