import Foundation

/// Seeded gradient noise in three dimensions (Perlin's improved noise with hashed gradients): a smooth,
/// repeatable function whose values lie in −1…1 and whose features are about one unit apart. The same seed and
/// point give the same value on every run and machine; no random source or clock is involved.
///
/// UIKit's noise and turbulence fields sample two of these (one per force component) at
/// (x / scale, y / scale, time × speed).
public struct CoherentNoise: Sendable, Hashable {
    /// Chooses the lattice's gradients; different seeds give unrelated fields.
    public let seed: UInt64

    /// Noise with the gradients `seed` picks.
    public init(seed: UInt64) {
        self.seed = seed
    }

    /// The noise at `(x, y, z)`, in −1…1 (0 at every lattice point, where the coordinates are whole numbers).
    public func value(x: Double, y: Double, z: Double) -> Double {
        guard x.isFinite, y.isFinite, z.isFinite, abs(x) < 1e15, abs(y) < 1e15, abs(z) < 1e15 else { return 0 }
        let (fx, fy, fz) = (x.rounded(.down), y.rounded(.down), z.rounded(.down))
        let (ix, iy, iz) = (Int64(fx), Int64(fy), Int64(fz))
        let (dx, dy, dz) = (x - fx, y - fy, z - fz)
        let (u, v, w) = (Self.fade(dx), Self.fade(dy), Self.fade(dz))
        func corner(_ cx: Int64, _ cy: Int64, _ cz: Int64) -> Double {
            gradient(ix &+ cx, iy &+ cy, iz &+ cz, dx - Double(cx), dy - Double(cy), dz - Double(cz))
        }
        let x00 = Self.mix(corner(0, 0, 0), corner(1, 0, 0), u)
        let x10 = Self.mix(corner(0, 1, 0), corner(1, 1, 0), u)
        let x01 = Self.mix(corner(0, 0, 1), corner(1, 0, 1), u)
        let x11 = Self.mix(corner(0, 1, 1), corner(1, 1, 1), u)
        let result = Self.mix(Self.mix(x00, x10, v), Self.mix(x01, x11, v), w)
        return max(-1, min(1, result))
    }

    /// The dot product of the lattice point's gradient (one of the 12 cube-edge directions) with the offset.
    private func gradient(_ ix: Int64, _ iy: Int64, _ iz: Int64, _ dx: Double, _ dy: Double, _ dz: Double) -> Double {
        var h = seed
        for part in [ix, iy, iz] { h = Self.scramble(h ^ UInt64(bitPattern: part)) }
        switch h % 12 {
        case 0: return dx + dy
        case 1: return -dx + dy
        case 2: return dx - dy
        case 3: return -dx - dy
        case 4: return dx + dz
        case 5: return -dx + dz
        case 6: return dx - dz
        case 7: return -dx - dz
        case 8: return dy + dz
        case 9: return -dy + dz
        case 10: return dy - dz
        default: return -dy - dz
        }
    }

    /// SplitMix64's finaliser: every input bit affects every output bit.
    private static func scramble(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 6t⁵ − 15t⁴ + 10t³: zero slope and curvature at 0 and 1, so the noise is smooth across lattice cells.
    private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    private static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
