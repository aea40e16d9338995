// Bilinear sampling and compositing of a run of pixels, four pixels per step in 16-bit SIMD lanes.
//
// Per pixel this is exactly `composite(bilinearInside(fu:fv:), fadedBy: k, onto: dst)`: the same
// texels, the same two rounded blend steps (along x, then between the rows), the same fade and
// source-over, each channel in a 16-bit lane of its own (`ChannelPair`). The general source-over
// formula also gives `composite`'s two shortcuts exactly: an opaque source has `255 − a = 0` (the
// destination term is `div255(0) = 0`), and a transparent one leaves `div255(d × 255) = d`.

extension Texture {
    /// Composites the bilinear samples of `count` pixels onto `dst`, faded by `k / 255`: pixel `i`
    /// samples at `fu = (u + i · du) >> shift`, `fv = (v + i · dv) >> shift` (1/256 texel, already
    /// shifted by −½ texel), and every sample's four texels must lie inside the clamp bounds.
    func compositeBilinearInside(
        u: Int, v: Int, du: Int, dv: Int, shift: Int, count: Int, k: UInt32, dst: UnsafeMutablePointer<UInt32>
    ) {
        if dv == 0 && du == 256 << shift {
            return compositeTranslated(u: u, v: v, shift: shift, count: count, k: k, dst: dst)
        }
        let fade = UInt16(k)
        let bytes = UnsafeMutableRawPointer(dst)
        var u = u
        var v = v
        var i = 0
        while i + 4 <= count {
            compositeFour(
                footprint(u, v, shift), footprint(u &+ du, v &+ dv, shift),
                footprint(u &+ 2 &* du, v &+ 2 &* dv, shift), footprint(u &+ 3 &* du, v &+ 3 &* dv, shift),
                fade: fade, onto: bytes + i * 4)
            u &+= 4 &* du
            v &+= 4 &* dv
            i += 4
        }
        while i < count {
            dst[i] = composite(bilinearInside(fu: u >> shift, fv: v >> shift), fadedBy: k, onto: dst[i])
            u &+= du
            v &+= dv
            i += 1
        }
    }

    /// `compositeBilinearInside` for a row that steps exactly one texel per pixel along the texture's rows (an
    /// unscaled image moved by a fraction of a pixel, as a push moves it): every sample has the same weights,
    /// and the four texels of four neighbouring pixels are four runs of neighbouring texels, loaded as they lie.
    private func compositeTranslated(
        u: Int, v: Int, shift: Int, count: Int, k: UInt32, dst: UnsafeMutablePointer<UInt32>
    ) {
        let fade = UInt16(k)
        let first = footprint(u, v, shift)
        let top = UnsafeRawPointer(first.p)
        let bottom = UnsafeRawPointer(first.p + stride)
        let wx = SIMD8<UInt16>(repeating: UInt16(first.fx))
        let wy = SIMD8<UInt16>(repeating: UInt16(first.fy))
        let bytes = UnsafeMutableRawPointer(dst)
        var i = 0
        while i + 4 <= count {
            let offset = i * 4
            let p00 = ChannelPair(top.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self))
            let p10 = ChannelPair(top.loadUnaligned(fromByteOffset: offset + 4, as: SIMD4<UInt32>.self))
            let p01 = ChannelPair(bottom.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self))
            let p11 = ChannelPair(bottom.loadUnaligned(fromByteOffset: offset + 4, as: SIMD4<UInt32>.self))
            var source = lerp(lerp(p00, p10, by: wx), lerp(p01, p11, by: wx), by: wy)
            if fade == 255 && isOpaque {
                bytes.storeBytes(of: source.packed, toByteOffset: offset, as: SIMD4<UInt32>.self)
                i += 4
                continue
            }
            if fade != 255 { source = source.scaled(by: fade) }
            let d = ChannelPair(bytes.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self))
            let out = d.scaled(by: 255 &- source.alphas).saturatingAdd(source)
            bytes.storeBytes(of: out.packed, toByteOffset: offset, as: SIMD4<UInt32>.self)
            i += 4
        }
        let step = 256 << shift
        while i < count {
            let at = u &+ i &* step
            dst[i] = composite(bilinearInside(fu: at >> shift, fv: v >> shift), fadedBy: k, onto: dst[i])
            i += 1
        }
    }

    /// Composites the bilinear samples at `fu[i]`, `fv[i]` (1/256 texel, already shifted by −½ texel) onto
    /// `dst[i]`, faded by `k / 255`, for `i` in `0 ..< count`: per pixel exactly
    /// `composite(bilinear(fu:fv:), fadedBy: k, onto:)`, four pixels per step where all four samples have
    /// their four texels inside the clamp bounds (where `bilinear` does not clamp), one by one elsewhere.
    func compositeBilinear(
        fu: UnsafePointer<Int>, fv: UnsafePointer<Int>, count: Int, k: UInt32, dst: UnsafeMutablePointer<UInt32>
    ) {
        let fade = UInt16(k)
        let bytes = UnsafeMutableRawPointer(dst)
        var i = 0
        while i + 4 <= count {
            let x = SIMD4<Int>(fu[i] >> 8, fu[i &+ 1] >> 8, fu[i &+ 2] >> 8, fu[i &+ 3] >> 8)
            let y = SIMD4<Int>(fv[i] >> 8, fv[i &+ 1] >> 8, fv[i &+ 2] >> 8, fv[i &+ 3] >> 8)
            let inside =
                x .>= SIMD4(repeating: minX) .& x .< SIMD4(repeating: maxX) .& y .>= SIMD4(repeating: minY)
                .& y .< SIMD4(repeating: maxY)
            guard all(inside) else {
                for j in i..<i + 4 { dst[j] = composite(bilinear(fu: fu[j], fv: fv[j]), fadedBy: k, onto: dst[j]) }
                i += 4
                continue
            }
            compositeFour(
                footprint(fu[i], fv[i], 0), footprint(fu[i &+ 1], fv[i &+ 1], 0),
                footprint(fu[i &+ 2], fv[i &+ 2], 0), footprint(fu[i &+ 3], fv[i &+ 3], 0),
                fade: fade, onto: bytes + i * 4)
            i += 4
        }
        while i < count {
            dst[i] = composite(bilinear(fu: fu[i], fv: fv[i]), fadedBy: k, onto: dst[i])
            i += 1
        }
    }

    /// Composites four samples, given by their footprints, onto the four pixels at `bytes`: the two
    /// rounded blend steps, the fade and source-over in 16-bit lanes; opaque unfaded samples replace
    /// the pixels (source-over's result there, without reading them).
    @inline(__always)
    private func compositeFour(
        _ s0: (p: UnsafePointer<UInt32>, fx: UInt32, fy: UInt32),
        _ s1: (p: UnsafePointer<UInt32>, fx: UInt32, fy: UInt32),
        _ s2: (p: UnsafePointer<UInt32>, fx: UInt32, fy: UInt32),
        _ s3: (p: UnsafePointer<UInt32>, fx: UInt32, fy: UInt32), fade: UInt16, onto bytes: UnsafeMutableRawPointer
    ) {
        // Built from scalars in one go: setting lanes one by one goes through memory.
        let p00 = SIMD4<UInt32>(s0.p[0], s1.p[0], s2.p[0], s3.p[0])
        let p10 = SIMD4<UInt32>(s0.p[1], s1.p[1], s2.p[1], s3.p[1])
        let below = stride
        let p01 = SIMD4<UInt32>(s0.p[below], s1.p[below], s2.p[below], s3.p[below])
        let p11 = SIMD4<UInt32>(s0.p[below &+ 1], s1.p[below &+ 1], s2.p[below &+ 1], s3.p[below &+ 1])
        let wx = pixelLanes(SIMD4<UInt32>(s0.fx, s1.fx, s2.fx, s3.fx))
        let top = lerp(ChannelPair(p00), ChannelPair(p10), by: wx)
        let bottom = lerp(ChannelPair(p01), ChannelPair(p11), by: wx)
        var source = lerp(top, bottom, by: pixelLanes(SIMD4<UInt32>(s0.fy, s1.fy, s2.fy, s3.fy)))
        if fade == 255 && isOpaque {
            bytes.storeBytes(of: source.packed, as: SIMD4<UInt32>.self)
            return
        }
        if fade != 255 { source = source.scaled(by: fade) }
        let d = ChannelPair(bytes.loadUnaligned(as: SIMD4<UInt32>.self))
        bytes.storeBytes(of: d.scaled(by: 255 &- source.alphas).saturatingAdd(source).packed, as: SIMD4<UInt32>.self)
    }

    /// The top-left texel of a sample's 2 × 2 footprint and its weights, for a position in 1/2^`shift`
    /// of 1/256 texel.
    @inline(__always)
    private func footprint(_ u: Int, _ v: Int, _ shift: Int) -> (p: UnsafePointer<UInt32>, fx: UInt32, fy: UInt32) {
        let fu = u >> shift
        let fv = v >> shift
        return (
            texels + ((fv >> 8) &* stride &+ (fu >> 8)), UInt32(truncatingIfNeeded: fu & 255),
            UInt32(truncatingIfNeeded: fv & 255)
        )
    }
}

/// Each pixel's value (at most 256) repeated in both of the pixel's 16-bit lanes.
@inline(__always)
private func pixelLanes(_ values: SIMD4<UInt32>) -> SIMD8<UInt16> {
    unsafeBitCast(values | values &<< 16, to: SIMD8<UInt16>.self)
}

/// `(a · (256 − w) + b · w + 128) / 256` per lane, truncated: `Texture.blend`'s rounded step.
@inline(__always)
private func lerp(_ a: ChannelPair, _ b: ChannelPair, by w: SIMD8<UInt16>) -> ChannelPair {
    let rest = 256 &- w
    return ChannelPair(
        even: (a.even &* rest &+ b.even &* w &+ 128) &>> 8, odd: (a.odd &* rest &+ b.odd &* w &+ 128) &>> 8)
}
