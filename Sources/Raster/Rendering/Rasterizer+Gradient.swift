extension Rasterizer {
    /// A `width × height` bitmap covered by `gradient`, whose points are the bitmap's pixels (pixel
    /// `(x, y)` takes the ramp's colour at its centre `(x + ½, y + ½)`). Without stops the bitmap stays
    /// transparent. For textures and images made from a ramp, painted as any gradient item is.
    public func render(gradient: Gradient, width: Int, height: Int) -> Bitmap {
        let rect = Rect(x: 0, y: 0, width: Double(max(0, width)), height: Double(max(0, height)))
        let item = ShapeItem(shape: .roundedRect(rect, .zero), paint: .gradient(gradient))
        return render(DisplayList(width: width, height: height, items: [.shape(item)]))
    }
}
