extension Bitmap {
    /// Composites a premultiplied pixel source-over onto the pixel-aligned rectangle, clipped to the bitmap.
    /// (A helper for labels and grids; general drawing goes through the rasterizer.)
    public mutating func blendRect(x: Int, y: Int, width: Int, height: Int, _ pixel: PremultipliedPixel) {
        let x0 = max(x, 0)
        let y0 = max(y, 0)
        let x1 = min(x + width, self.width)
        let y1 = min(y + height, self.height)
        guard x0 < x1, y0 < y1, pixel.a > 0 else { return }
        let inverse = 255 - Int(pixel.a)
        let source = [Int(pixel.r), Int(pixel.g), Int(pixel.b), Int(pixel.a)]
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in y0..<y1 {
                var i = (row * self.width + x0) * 4
                for _ in x0..<x1 {
                    for c in 0..<4 {
                        // source + destination × (1 − source alpha), rounded (premultiplied source-over).
                        let blended = source[c] + (Int(buffer[i + c]) * inverse + 127) / 255
                        buffer[i + c] = UInt8(min(blended, 255))
                    }
                    i += 4
                }
            }
        }
    }
}
