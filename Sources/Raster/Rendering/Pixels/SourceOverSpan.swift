// Source-over of one colour onto a run of pixels, four pixels per step in 16-bit SIMD lanes.
//
// Per channel this is exactly `sourceOver`: `min(255, s + div255(d × (255 − s.a)))`. Four pixels
// are loaded as eight 16-bit lanes and split by masking and shifting into their even bytes (red,
// blue) and odd bytes (green, alpha), each channel in a 16-bit lane of its own (`ChannelPair`).
// Everything is plain lane arithmetic (packed 16-bit multiplies, adds, shifts, masks): generic
// SIMD widening and `pointwiseMin` were not inlined, costing two calls per step.

/// `dst[i] = sourceOver(color, dst[i])` for `i` in `0 ..< count`.
func sourceOver(_ color: UInt32, onto dst: UnsafeMutablePointer<UInt32>, count: Int) {
    let k = UInt16(255 &- alphaOf(color))
    let source = ChannelPair(SIMD4<UInt32>(repeating: color))
    let bytes = UnsafeMutableRawPointer(dst)
    var i = 0
    while i + 4 <= count {
        let d = ChannelPair(bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self))
        bytes.storeBytes(of: d.scaled(by: k).saturatingAdd(source).packed, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
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
    let source = ChannelPair(SIMD4<UInt32>(repeating: color))
    let sourceAlpha = SIMD4<UInt32>(repeating: alphaOf(color))
    let bytes = UnsafeMutableRawPointer(dst)
    let masks = UnsafeRawPointer(coverages)
    var i = 0
    while i + 4 <= count {
        let coverage = masks.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self) &>> 24
        // Each pixel's coverage, and what the scaled colour's alpha leaves of the destination, in both
        // of the pixel's 16-bit lanes.
        let c = unsafeBitCast(coverage &* 0x0001_0001, to: SIMD8<UInt16>.self)
        let t = sourceAlpha &* coverage &+ 128
        let k = 255 &- unsafeBitCast(((t &+ (t &>> 8)) &>> 8) &* 0x0001_0001, to: SIMD8<UInt16>.self)
        let d = ChannelPair(bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self))
        let blended = d.scaled(by: k).saturatingAdd(source.scaled(by: c))
        bytes.storeBytes(of: blended.packed, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
        i += 4
    }
    while i < count {
        dst[i] = sourceOver(scale(color, by: alphaOf(coverages[i])), dst[i])
        i += 1
    }
}

/// Four packed pixels with each channel in a 16-bit lane: `even` holds red and blue, `odd` green and
/// alpha (pixel `j` in lanes `2j` and `2j + 1` of each).
struct ChannelPair {
    var even: SIMD8<UInt16>
    var odd: SIMD8<UInt16>

    @inline(__always)
    init(even: SIMD8<UInt16>, odd: SIMD8<UInt16>) {
        self.even = even
        self.odd = odd
    }

    /// The channels of four packed pixels.
    @inline(__always)
    init(_ pixels: SIMD4<UInt32>) {
        even = unsafeBitCast(pixels & 0x00FF_00FF, to: SIMD8<UInt16>.self)
        odd = unsafeBitCast((pixels &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    }

    /// The four packed pixels; every lane must be at most 255.
    @inline(__always)
    var packed: SIMD4<UInt32> {
        unsafeBitCast(even | odd &<< 8, to: SIMD4<UInt32>.self)
    }

    /// Each pixel's alpha, repeated in both lanes of the pixel (in `even` and `odd` alike).
    @inline(__always)
    var alphas: SIMD8<UInt16> {
        let a = unsafeBitCast(odd, to: SIMD4<UInt32>.self) &>> 16
        return unsafeBitCast(a | a &<< 16, to: SIMD8<UInt16>.self)
    }

    /// Every channel times `k / 255`, rounded (`div255`); `k` ≤ 255.
    @inline(__always)
    func scaled(by k: UInt16) -> ChannelPair {
        ChannelPair(even: div255Lanes(even &* k), odd: div255Lanes(odd &* k))
    }

    /// Every channel of pixel `j` times `k[2j] / 255` (the factor repeated in the pixel's two lanes).
    @inline(__always)
    func scaled(by k: SIMD8<UInt16>) -> ChannelPair {
        ChannelPair(even: div255Lanes(even &* k), odd: div255Lanes(odd &* k))
    }

    /// The channel sums, clamped to 255 (each operand at most 255).
    @inline(__always)
    func saturatingAdd(_ o: ChannelPair) -> ChannelPair {
        ChannelPair(even: saturated(even &+ o.even), odd: saturated(odd &+ o.odd))
    }
}

/// `div255` in every lane: exact for `0 ... 65025`.
@inline(__always)
func div255Lanes(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// Lanes of at most 510 clamped to 255.
@inline(__always)
private func saturated(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
    (x | (x &>> 8) &* 255) & 255
}
