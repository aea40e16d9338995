/// One direct convolution along `count` values `stride` apart, `src` → `dst`, with `weights` in 1/4096
/// centred on each value (values beyond either end count as transparent).
func convolve(
    _ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, count: Int, stride: Int, weights: [Int]
) {
    let half = weights.count / 2
    weights.withUnsafeBufferPointer { k in
        for i in 0..<count {
            var sum = 1 << 11
            for j in max(0, half - i)..<min(weights.count, count - i + half) {
                sum &+= Int(src[(i + j - half) * stride]) &* k[j]
            }
            dst[i * stride] = UInt16(min(sum >> 12, 255 * BlurImage.unit))
        }
    }
}
