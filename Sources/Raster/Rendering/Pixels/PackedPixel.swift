// Packed premultiplied pixels and the exact 8-bit arithmetic every paint path shares.
//
// A pixel in memory is the bytes r, g, b, a. Loaded as a little-endian `UInt32` that is
// `r | g << 8 | b << 16 | a << 24`. For arithmetic a pixel is "spread" into a `UInt64` with one
// 16-bit lane per channel (`r | g << 16 | b << 32 | a << 48`), so one 64-bit multiply scales all
// four channels at once without lanes overflowing into each other (255 × 255 < 2¹⁶).

#if _endian(big)
    #error("The rasterizer's packed pixel layout assumes a little-endian machine")
#endif

/// Mask of the low byte of every 16-bit lane.
let laneLowBytes: UInt64 = 0x00FF_00FF_00FF_00FF

/// `x / 255` rounded to nearest, exact for `0 ... 65025` (255 is odd, so no ties occur).
///
/// With `t = x + 128`, `(t + t / 256) / 256` equals `round(x / 255)` on that range; the identity is
/// checked exhaustively in the tests.
@inline(__always)
func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// `a × b / 255` rounded, for `a, b` in `0 ... 255`: the product of two 8-bit fractions.
@inline(__always)
func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 { div255(a &* b) }

/// The alpha byte of a packed pixel.
@inline(__always)
func alphaOf(_ p: UInt32) -> UInt32 { p >> 24 }

/// One 16-bit lane per channel.
@inline(__always)
func spread(_ p: UInt32) -> UInt64 {
    let v = UInt64(p)
    return (v & 0xFF) | ((v & 0xFF00) << 8) | ((v & 0xFF_0000) << 16) | ((v & 0xFF00_0000) << 24)
}

/// Inverse of `spread`; each lane must already be at most 255.
@inline(__always)
func pack(_ s: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: (s & 0xFF) | ((s >> 8) & 0xFF00) | ((s >> 16) & 0xFF_0000) | ((s >> 24) & 0xFF00_0000))
}

/// Every channel of a spread pixel times `k / 255` (`k` ≤ 255), rounded, still spread.
///
/// Per lane this is `div255(c × k)`: after adding 128 to each lane, the high byte of each lane is
/// shifted onto its own low byte and masked, which adds `t / 256` lane by lane without carries.
@inline(__always)
func scaleSpread(_ s: UInt64, by k: UInt32) -> UInt64 {
    let t = s &* UInt64(k) &+ 0x0080_0080_0080_0080
    return ((t &+ ((t >> 8) & laneLowBytes)) >> 8) & laneLowBytes
}

/// A packed pixel with every channel scaled by `k / 255` (`k` ≤ 255), rounded.
@inline(__always)
func scale(_ p: UInt32, by k: UInt32) -> UInt32 {
    pack(scaleSpread(spread(p), by: k))
}

/// Premultiplied source-over: `src + dst × (255 − src.a) / 255`, per channel, rounded.
///
/// Valid premultiplied input (each channel ≤ alpha) never exceeds 255; lanes are saturated anyway
/// so that malformed images cannot carry one channel into the next.
@inline(__always)
func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    let sum = spread(src) &+ scaleSpread(spread(dst), by: 255 &- alphaOf(src))
    let overflow = (sum >> 8) & 0x0001_0001_0001_0001
    return pack((sum | (overflow &* 0xFF)) & laneLowBytes)
}

extension PremultipliedPixel {
    /// The pixel as a packed little-endian word.
    @inline(__always)
    var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }

    /// A pixel from a packed little-endian word.
    @inline(__always)
    init(packed p: UInt32) {
        self.init(
            r: UInt8(truncatingIfNeeded: p), g: UInt8(truncatingIfNeeded: p >> 8),
            b: UInt8(truncatingIfNeeded: p >> 16), a: UInt8(truncatingIfNeeded: p >> 24))
    }
}

/// `value` (0…1, clamped) as an 8-bit fraction, rounded; NaN counts as 0.
@inline(__always)
func unitByte(_ value: Double) -> UInt32 {
    guard value > 0 else { return 0 }
    guard value < 1 else { return 255 }
    return UInt32((value * 255).rounded())
}
