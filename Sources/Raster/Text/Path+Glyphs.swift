extension Path {
    /// Appends a glyph outline (in ems, as ``FontFace/glyphOutline(_:)`` returns it) scaled to `size`
    /// units per em with its origin at `(x, y)` (the pen position on the baseline). `slant` shears it
    /// (x += slant × height above the baseline), for an oblique style a font lacks.
    public mutating func addGlyph(_ outline: Path, size: Double, x: Double, y: Double, slant: Double = 0) {
        func px(_ gx: Double, _ gy: Double) -> Double { x + (gx - slant * gy) * size }
        func py(_ gy: Double) -> Double { y + gy * size }
        for element in outline.elements {
            switch element {
            case .move(let gx, let gy): elements.append(.move(x: px(gx, gy), y: py(gy)))
            case .line(let gx, let gy): elements.append(.line(x: px(gx, gy), y: py(gy)))
            case .quad(let cx, let cy, let gx, let gy):
                elements.append(.quad(cx: px(cx, cy), cy: py(cy), x: px(gx, gy), y: py(gy)))
            case .cubic(let ax, let ay, let bx, let by, let gx, let gy):
                elements.append(
                    .cubic(c1x: px(ax, ay), c1y: py(ay), c2x: px(bx, by), c2y: py(by), x: px(gx, gy), y: py(gy)))
            case .close: elements.append(.close)
            }
        }
    }
}
