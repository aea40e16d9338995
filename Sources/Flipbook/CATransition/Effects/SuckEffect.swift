import Foundation

/// `suckEffect`: the old content is drawn into a point at the middle of the bottom edge like the
/// macOS genie — its sides first bend into a funnel that narrows to the point, then the content slides
/// down through the funnel and disappears into the point, uncovering the new content. Ignores the
/// subtype.
struct SuckEffect: TransitionEffect {
    /// Half-width of the funnel's neck as a fraction of the layer width.
    static let neckFactor = 0.02
    /// Mesh cells across and down.
    static let columns = 16, rows = 64

    func interiorItems(for frame: TransitionFrame) -> [DisplayItem] {
        let w = frame.width
        let h = frame.height
        // The funnel forms, and the content runs down into it, paced so that the old content's area
        // shrinks evenly.
        let x = EvenPacing.parameter(at: frame.progress) { 1 - Self.coveredFraction(Self.shape(at: $0)) }
        let (bend, slide) = Self.shape(at: x)
        let sinkX = w / 2
        let neck = Self.neckFactor * w

        var mesh = MeshBuilder()
        mesh.addGrid(columns: Self.columns, rows: Self.rows) { i, j in
            let u = Double(i) / Double(Self.columns)
            let v = Double(j) / Double(Self.rows)
            let y = (v + slide) * h
            let squeeze = bend * Self.smooth(y / h)
            let left = squeeze * (sinkX - neck)
            let right = w + squeeze * (sinkX + neck - w)
            return MeshVertex(x: left + (right - left) * u, y: y, u: u, v: v)
        }
        // What has gone through the point is gone: clip to the layer.
        return [
            EffectItems.layerImage(frame.newImage, frame),
            .group(
                GroupItem(
                    clip: ClipShape(rect: Rect(x: 0, y: 0, width: w, height: h)),
                    children: mesh.item(texture: frame.oldImage))),
        ]
    }

    /// How far the funnel has formed (0…1) and how far the content has run down into it (in layer
    /// heights) at `x`, the effect's own parameter.
    static func shape(at x: Double) -> (bend: Double, slide: Double) {
        (smooth(x / 0.45), max(0, (x - 0.2) / 0.8))
    }

    /// The fraction of the layer the old content still covers: the rows from `slide` layer heights down
    /// to the bottom edge, each as wide as the funnel at its height (`∫ smooth = x³ − x⁴/2`).
    static func coveredFraction(_ shape: (bend: Double, slide: Double)) -> Double {
        let s = shape.slide
        return (1 - s) - shape.bend * (1 - 2 * neckFactor) * (0.5 - (s * s * s - s * s * s * s / 2))
    }

    /// Smoothstep of `x` clamped to 0…1.
    static func smooth(_ x: Double) -> Double {
        let c = min(max(x, 0), 1)
        return c * c * (3 - 2 * c)
    }
}
