// Bad input is skipped, never drawn half-way and never allowed to trap: an item whose numbers are
// not finite (NaN or infinite transform entries, rectangle, colour, opacity, vertex), whose image
// is empty, whose source rectangle misses the image, or whose mesh indexes a vertex that does not
// exist, draws nothing. Items with no area (zero width or height) draw nothing as well.

extension Rect {
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
    var hasArea: Bool { isFinite && width != 0 && height != 0 }
}

extension Color {
    var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}

extension FillItem {
    /// The packed premultiplied colour, or nil when the item draws nothing or is invalid.
    var drawableColor: UInt32? {
        guard rect.hasArea, transform.isFinite, color.isFinite else { return nil }
        let c = color.premultiplied.packed
        return c == 0 ? nil : c
    }
}

extension ImageItem {
    /// The part of the image to draw, standardised and checked against the image.
    var validSource: Rect? {
        guard rect.hasArea, transform.isFinite, image.width > 0, image.height > 0 else { return nil }
        let s = sourceRect ?? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        guard s.hasArea else { return nil }
        let r = StandardRect(s)
        guard r.maxX > 0, r.maxY > 0, r.minX < Double(image.width), r.minY < Double(image.height) else { return nil }
        return s
    }

    /// Opacity as an 8-bit fraction (NaN counts as 0).
    var opacityByte: UInt32 { unitByte(opacity) }
}

extension MeshItem {
    /// True when the mesh can be drawn: finite numbers, a non-empty texture and in-range indices.
    var isDrawable: Bool {
        guard transform.isFinite, texture.width > 0, texture.height > 0, indices.count >= 3, unitByte(opacity) > 0
        else { return false }
        for v in vertices where !(v.x.isFinite && v.y.isFinite && v.z.isFinite && v.u.isFinite && v.v.isFinite) {
            return false
        }
        for i in indices where i < 0 || i >= vertices.count { return false }
        return true
    }
}

extension ClipShape {
    var isValid: Bool { rect.isFinite && transform.isFinite }
}
