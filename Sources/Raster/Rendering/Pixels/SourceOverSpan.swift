// Source-over of one colour onto a run of pixels, four pixels per step in 16-bit SIMD lanes.
//
// Per channel this is exactly `sourceOver`: `min(255, s + div255(d × (255 − s.a)))`. Four pixels
// are loaded as eight 16-bit lanes and split by masking and shifting into their even bytes (red,
// blue) and odd bytes (green, alpha), each channel in a 16-bit lane of its own (`ChannelPair`).
// Everything is plain lane arithmetic (packed 16-bit multiplies, adds, shifts, masks): generic
// SIMD widening and `pointwiseMin` were not inlined, costing two calls per step.

/// `dst[i] = sourceOver(color, dst[i])` for `i` in `0 ..< count`. Interfaces are mostly flat colour, so
/// four pixels equal to the four before them get the same four results, without the arithmetic. Runs
/// shorter than four (the edge pixels of glyphs and shapes) go pixel by pixel without setting up lanes.
func sourceOver(_ color: UInt32, onto dst: UnsafeMutablePointer<UInt32>, count: Int) {
    if count < 4 {
        for i in 0..<count { dst[i] = sourceOver(color, dst[i]) }
        return
    }
    let k = UInt16(255 &- alphaOf(color))
    let source = ChannelPair(SIMD4<UInt32>(repeating: color))
    let bytes = UnsafeMutableRawPointer(dst)
    var previous = SIMD4<UInt32>(repeating: color)
    var previousResult = ChannelPair(previous).scaled(by: k).saturatingAdd(source).packed
    var i = 0
    while i + 4 <= count {
        let pixels = bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
        if pixels != previous {
            previous = pixels
            previousResult = ChannelPair(pixels).scaled(by: k).saturatingAdd(source).packed
        }
        bytes.storeBytes(of: previousResult, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
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

/// `dst[i] = composite(src[i], fadedBy: k, onto: dst[i])` for `i` in `0 ..< count` (`k` ≤ 255): a layer
/// composited onto its parent, four pixels per step. Lanes where the faded source is transparent keep
/// the destination (`d × 255 / 255 + 0`), and opaque ones replace it (`d × 0 + s`), as `composite` does;
/// four transparent source pixels are skipped, and four opaque ones unfaded are copied.
func composite(
    _ src: UnsafePointer<UInt32>, fadedBy k: UInt32, onto dst: UnsafeMutablePointer<UInt32>, count: Int
) {
    let fade = UInt16(k)
    let sources = UnsafeRawPointer(src)
    let bytes = UnsafeMutableRawPointer(dst)
    var i = 0
    while i + 4 <= count {
        let pixels = sources.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
        if pixels == .zero {
            i += 4
            continue
        }
        if fade == 255 && pixels &>> 24 == SIMD4(repeating: 255) {
            bytes.storeBytes(of: pixels, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
            i += 4
            continue
        }
        var s = ChannelPair(pixels)
        if fade != 255 { s = s.scaled(by: fade) }
        let d = ChannelPair(bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self))
        bytes.storeBytes(
            of: d.scaled(by: 255 &- s.alphas).saturatingAdd(s).packed, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
        i += 4
    }
    while i < count {
        if src[i] != 0 { dst[i] = composite(src[i], fadedBy: k, onto: dst[i]) }
        i += 1
    }
}

/// `dst[i] = composite(src[i], fadedBy: mul255(k, alphaOf(masks[i])), onto: dst[i])` for `i` in
/// `0 ..< count` (`k` ≤ 255): a masked layer composited onto its parent, four pixels per step (skipped
/// where the four source pixels or the four mask alphas are all 0, copied where all are opaque).
func composite(
    _ src: UnsafePointer<UInt32>, fadedBy k: UInt32, maskedBy masks: UnsafePointer<UInt32>,
    onto dst: UnsafeMutablePointer<UInt32>, count: Int
) {
    let fade = SIMD4<UInt32>(repeating: k)
    let sources = UnsafeRawPointer(src)
    let maskBytes = UnsafeRawPointer(masks)
    let bytes = UnsafeMutableRawPointer(dst)
    var i = 0
    while i + 4 <= count {
        let pixels = sources.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
        let maskAlphas = maskBytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self) &>> 24
        if pixels == .zero || maskAlphas == .zero {
            i += 4
            continue
        }
        let opaque = SIMD4<UInt32>(repeating: 255)
        if k == 255 && maskAlphas == opaque && pixels &>> 24 == opaque {
            bytes.storeBytes(of: pixels, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
            i += 4
            continue
        }
        // Each pixel's fade, `div255(k × mask alpha)`, in both of the pixel's 16-bit lanes.
        let t = fade &* maskAlphas &+ 128
        let km = unsafeBitCast(((t &+ (t &>> 8)) &>> 8) &* 0x0001_0001, to: SIMD8<UInt16>.self)
        let s = ChannelPair(pixels).scaled(by: km)
        let d = ChannelPair(bytes.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self))
        bytes.storeBytes(
            of: d.scaled(by: 255 &- s.alphas).saturatingAdd(s).packed, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
        i += 4
    }
    while i < count {
        if src[i] != 0 {
            let km = mul255(k, alphaOf(masks[i]))
            if km != 0 { dst[i] = composite(src[i], fadedBy: km, onto: dst[i]) }
        }
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
