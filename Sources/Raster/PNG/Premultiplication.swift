/// Conversions between premultiplied RGBA8 (how `Bitmap` stores pixels) and straight-alpha RGBA8
/// (how PNG stores them), both with exact integer rounding.
///
/// - premultiply: `c′ = round(c × a / 255)`.
/// - un-premultiply: `c = round(c′ × 255 / a)` (halves round up), clamped to 255; a pixel with
///   `a == 0` becomes transparent black.
///
/// Behaviour worth knowing:
/// - Opaque pixels (`a == 255`) pass through both directions unchanged.
/// - For every valid premultiplied pixel (each colour ≤ `a`), un-premultiplying and then
///   premultiplying gives the same bytes back, so a `Bitmap` written to PNG and read back is
///   byte-identical. (The un-premultiplied value is within ½ of `c′ × 255 / a`; multiplied back
///   by `a / 255 ≤ 1` the error stays below ½, so rounding returns `c′`.)
/// - The other way round is lossy for translucent pixels: a straight colour premultiplied at low
///   alpha keeps only about `a + 1` distinct levels, so `unpremultiply(premultiply(c))` can differ
///   from `c` by up to `⌈255 / (2a)⌉`. Fully transparent pixels lose their colour entirely.
/// - A colour channel larger than its alpha (invalid premultiplied data) un-premultiplies to 255.
enum Premultiplication {
    /// `table[a << 8 | c]` is the straight value of premultiplied channel `c` at alpha `a`.
    static let unpremultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(min(255, (c * 510 + a) / (2 * a)))
            }
        }
        return table
    }()

    /// `round(c × a / 255)` without division: exact for all `c`, `a` in 0…255.
    @inline(__always)
    static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) * UInt32(a) + 128
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    /// The straight value of premultiplied channel `c` at alpha `a`.
    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        unpremultiplyTable[Int(a) << 8 | Int(c)]
    }

    /// Un-premultiplies the RGBA pixels in `source` into `destination` (which must not overlap it).
    static func unpremultiply(
        _ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutableBufferPointer<UInt8>
    ) {
        precondition(destination.count >= source.count)
        unpremultiplyTable.withUnsafeBufferPointer { table in
            var i = 0
            while i < source.count {
                let a = source[i + 3]
                let row = Int(a) << 8
                destination[i] = table[row | Int(source[i])]
                destination[i + 1] = table[row | Int(source[i + 1])]
                destination[i + 2] = table[row | Int(source[i + 2])]
                destination[i + 3] = a
                i += 4
            }
        }
    }

    /// Premultiplies the straight RGBA pixels in `source` into `destination`.
    static func premultiply(
        _ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutableBufferPointer<UInt8>
    ) {
        precondition(destination.count >= source.count)
        var i = 0
        while i < source.count {
            let a = source[i + 3]
            if a == 255 {
                destination[i] = source[i]
                destination[i + 1] = source[i + 1]
                destination[i + 2] = source[i + 2]
            } else {
                destination[i] = premultiply(source[i], a)
                destination[i + 1] = premultiply(source[i + 1], a)
                destination[i + 2] = premultiply(source[i + 2], a)
            }
            destination[i + 3] = a
            i += 4
        }
    }
}
