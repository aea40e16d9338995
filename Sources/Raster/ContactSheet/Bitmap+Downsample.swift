extension Bitmap {
    /// The bitmap resized to `width × height` by area averaging (a box filter over exactly the source area
    /// each destination pixel covers), in premultiplied space so edges against transparency stay clean.
    /// Meant for shrinking (thumbnails); enlarging works but is blocky.
    public func downsampled(width: Int, height: Int) -> Bitmap {
        precondition(width > 0 && height > 0, "downsampled size must be positive")
        guard self.width > 0, self.height > 0 else { return Bitmap(width: width, height: height) }
        // Horizontal pass: width × source height, as Double sums; then vertical pass into bytes.
        let horizontal = Self.weights(from: self.width, to: width)
        let vertical = Self.weights(from: self.height, to: height)
        var rows = [Double](repeating: 0, count: width * self.height * 4)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<self.height {
                let rowStart = y * self.width * 4
                for (dx, taps) in horizontal.enumerated() {
                    var sum = (0.0, 0.0, 0.0, 0.0)
                    for (sx, weight) in taps {
                        let i = rowStart + sx * 4
                        sum.0 += Double(source[i]) * weight
                        sum.1 += Double(source[i + 1]) * weight
                        sum.2 += Double(source[i + 2]) * weight
                        sum.3 += Double(source[i + 3]) * weight
                    }
                    let o = (y * width + dx) * 4
                    rows[o] = sum.0
                    rows[o + 1] = sum.1
                    rows[o + 2] = sum.2
                    rows[o + 3] = sum.3
                }
            }
        }
        var result = Bitmap(width: width, height: height)
        for (dy, taps) in vertical.enumerated() {
            for dx in 0..<width {
                var sum = (0.0, 0.0, 0.0, 0.0)
                for (sy, weight) in taps {
                    let i = (sy * width + dx) * 4
                    sum.0 += rows[i] * weight
                    sum.1 += rows[i + 1] * weight
                    sum.2 += rows[i + 2] * weight
                    sum.3 += rows[i + 3] * weight
                }
                let o = (dy * width + dx) * 4
                let a = min(sum.3.rounded(), 255)
                // Keep the premultiplied invariant (colour ≤ alpha) after rounding.
                result.pixels[o] = UInt8(min(sum.0.rounded(), a))
                result.pixels[o + 1] = UInt8(min(sum.1.rounded(), a))
                result.pixels[o + 2] = UInt8(min(sum.2.rounded(), a))
                result.pixels[o + 3] = UInt8(a)
            }
        }
        return result
    }

    /// For each destination index, the source indices it covers and their weights (summing to 1).
    private static func weights(from source: Int, to destination: Int) -> [[(Int, Double)]] {
        let ratio = Double(source) / Double(destination)
        return (0..<destination).map { d in
            let start = Double(d) * ratio
            let end = Double(d + 1) * ratio
            var taps: [(Int, Double)] = []
            var s = Int(start.rounded(.down))
            while Double(s) < end && s < source {
                let covered = min(end, Double(s + 1)) - max(start, Double(s))
                if covered > 0 { taps.append((s, covered / ratio)) }
                s += 1
            }
            return taps
        }
    }
}
