/// Decides whether a differing pixel is probably anti-aliasing rather than a real change.
///
/// A pixel looks like anti-aliasing when, in its 3×3 neighbourhood, it has at most two neighbours of
/// equal brightness, both a darker and a brighter neighbour, and the darkest or the brightest of those
/// neighbours sits inside a flat area (more than two identical neighbours of its own) in *both* images —
/// i.e. the pixel is an intermediate shade on the border between two solid regions.
struct AntiAliasingDetector {
    /// Bytes of the image whose pixel is examined.
    let image: UnsafeBufferPointer<UInt8>
    /// Bytes of the other image, same size.
    let other: UnsafeBufferPointer<UInt8>
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int

    /// Whether pixel (`x`, `y`) of ``image`` is an anti-aliasing shade.
    func isAntiAliased(x: Int, y: Int) -> Bool {
        let x0 = max(x - 1, 0)
        let x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0)
        let y2 = min(y + 1, height - 1)
        var equalNeighbours = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let center = ColorDistance.brightness(image, (y * width + x) * 4)
        var darkest = 0.0
        var brightest = 0.0
        var darkestX = 0
        var darkestY = 0
        var brightestX = 0
        var brightestY = 0
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                let delta = ColorDistance.brightness(image, (ny * width + nx) * 4) - center
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = nx
                    darkestY = ny
                } else if delta > brightest {
                    brightest = delta
                    brightestX = nx
                    brightestY = ny
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }
        return (hasManySiblings(image, x: darkestX, y: darkestY) && hasManySiblings(other, x: darkestX, y: darkestY))
            || (hasManySiblings(image, x: brightestX, y: brightestY)
                && hasManySiblings(other, x: brightestX, y: brightestY))
    }

    /// Whether pixel (`x`, `y`) of `pixels` has more than two byte-identical neighbours (image borders count as one).
    func hasManySiblings(_ pixels: UnsafeBufferPointer<UInt8>, x: Int, y: Int) -> Bool {
        let x0 = max(x - 1, 0)
        let x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0)
        let y2 = min(y + 1, height - 1)
        var identical = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let raw = UnsafeRawBufferPointer(pixels)
        let center = raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                if raw.loadUnaligned(fromByteOffset: (ny * width + nx) * 4, as: UInt32.self) == center {
                    identical += 1
                    if identical > 2 { return true }
                }
            }
        }
        return false
    }
}
