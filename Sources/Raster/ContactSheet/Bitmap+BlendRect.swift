extension Bitmap {
    /// Composites a premultiplied pixel source-over onto the pixel-aligned rectangle, clipped to the bitmap.
    /// (A helper for labels and grids; general drawing goes through the rasterizer.) The blend is the
    /// rasterizer's own `sourceOver`.
    public mutating func blendRect(x: Int, y: Int, width: Int, height: Int, _ pixel: PremultipliedPixel) {
        let x0 = max(x, 0)
        let y0 = max(y, 0)
        let x1 = min(x + width, self.width)
        let y1 = min(y + height, self.height)
        guard x0 < x1, y0 < y1, pixel.a > 0 else { return }
        let source = pixel.packed
        for row in y0..<y1 {
            for column in x0..<x1 {
                self[column, row] = PremultipliedPixel(packed: sourceOver(source, self[column, row].packed))
            }
        }
    }
}
