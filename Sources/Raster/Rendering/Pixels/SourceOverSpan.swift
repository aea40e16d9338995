// Source-over of one colour onto a run of pixels, four pixels per step in 16-bit SIMD lanes.
//
// Per channel this is exactly `sourceOver`: `min(255, s + div255(d × (255 − s.a)))`. The scalar
// form works two pixels per 128-bit register after spreading each pixel into a 64-bit word; here
// four pixels are loaded as eight 16-bit lanes, whose low bytes are the r and b channels and high
// bytes the g and a channels: masking and shifting give two sets of 16-bit channel lanes without
// any widening shuffle, the same packed multiplies and adds work on each, and one shift and OR
// pack them back. Lanes are saturated with bit operations (`saturated`): a masked
// `replacing(with:where:)` does not lower to vector code, and `pointwiseMin` and SIMD widening
// conversions were left as calls per step.

/// `dst[i] = sourceOver(color, dst[i])` for `i` in `0 ..< count`.
func sourceOver(_ color: UInt32, onto dst: UnsafeMutablePointer<UInt32>, count: Int) {
    let k = SIMD8<UInt16>(repeating: UInt16(255 &- alphaOf(color)))
    let source = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD8<UInt16>.self)
    let sourceLow = source & 0xFF
    let sourceHigh = source &>> 8
    let bytes = UnsafeMutableRawPointer(dst)
    var i = 0
    while i + 4 <= count {
        let d = bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt16>.self)
        let low = saturated(div255(d & 0xFF &* k) &+ sourceLow)
        let high = saturated(div255(d &>> 8 &* k) &+ sourceHigh)
        bytes.storeBytes(of: low | high &<< 8, toByteOffset: i * 4, as: SIMD8<UInt16>.self)
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
    let source = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD8<UInt16>.self)
    let sourceLow = source & 0xFF
    let sourceHigh = source &>> 8
    let sourceAlpha = SIMD4<UInt32>(repeating: alphaOf(color))
    let bytes = UnsafeMutableRawPointer(dst)
    let masks = UnsafeRawPointer(coverages)
    var i = 0
    while i + 4 <= count {
        let coverage = masks.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self) &>> 24
        // Each pixel's coverage, and the scaled colour's alpha, in both of its 16-bit lanes.
        let c = unsafeBitCast(coverage &* 0x0001_0001, to: SIMD8<UInt16>.self)
        let t = sourceAlpha &* coverage &+ 128
        let k = 255 &- unsafeBitCast(((t &+ (t &>> 8)) &>> 8) &* 0x0001_0001, to: SIMD8<UInt16>.self)
        let d = bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt16>.self)
        let low = saturated(div255(d & 0xFF &* k) &+ div255(sourceLow &* c))
        let high = saturated(div255(d &>> 8 &* k) &+ div255(sourceHigh &* c))
        bytes.storeBytes(of: low | high &<< 8, toByteOffset: i * 4, as: SIMD8<UInt16>.self)
        i += 4
    }
    while i < count {
        dst[i] = sourceOver(scale(color, by: alphaOf(coverages[i])), dst[i])
        i += 1
    }
}

/// `x / 255` rounded, lane by lane, for lanes up to 65025 (as the scalar `div255`).
@inline(__always)
private func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// Each lane limited to 255, for lanes below 512: a lane of 256 or more has bit 8 set, so
/// `0 − (x >> 8)` sets all its bits, and the mask keeps 255.
@inline(__always)
private func saturated(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
    (x | (0 &- (x &>> 8))) & 0xFF
}
