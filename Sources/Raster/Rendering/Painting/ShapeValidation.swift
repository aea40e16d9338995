// What makes shape items drawable, and how far they can reach (see ItemValidation.swift).

extension Shape {
    /// Every number is finite.
    var isFinite: Bool {
        switch self {
        case .roundedRect(let rect, let radii):
            rect.isFinite && radii.topLeft.isFinite && radii.topRight.isFinite
                && radii.bottomRight.isFinite && radii.bottomLeft.isFinite
        case .path(let path, _): path.isFinite
        case .stroke(let path, let style): path.isFinite && style.isFinite
        case .glyphs(let run): run.size.isFinite && run.outline.isFinite
        }
    }

    /// A local rectangle every covered point lies in (nil when the shape covers nothing).
    var localBounds: Rect? {
        switch self {
        case .roundedRect(let rect, _):
            return rect.hasArea ? rect : nil
        case .path(let path, _):
            return path.controlPointBounds
        case .glyphs(let run):
            return run.outline.controlPointBounds
        case .stroke(let path, let style):
            guard style.width > 0, let b = path.controlPointBounds else { return nil }
            // A miter reaches at most miterLimit · width / 2 from the path, a square cap √2 · width / 2.
            let reach = style.width / 2 * max(style.join == .miter ? max(style.miterLimit, 1) : 1, 1.5)
            return Rect(x: b.x - reach, y: b.y - reach, width: b.width + 2 * reach, height: b.height + 2 * reach)
        }
    }
}

extension Paint {
    /// Every number is finite.
    var isFinite: Bool {
        switch self {
        case .solid(let color): color.isFinite
        case .gradient(let gradient): gradient.isFinite
        }
    }
}

extension ShapeItem {
    /// True when the item can draw something: finite numbers and a shape with extent.
    var isDrawable: Bool {
        transform.isFinite && shape.isFinite && paint.isFinite && shape.localBounds != nil
    }
}
