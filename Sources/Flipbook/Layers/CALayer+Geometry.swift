import Foundation

extension CALayer {
    /// Maps this layer's box space (origin at the top-left of its bounds rectangle, before `bounds.origin`)
    /// into its superlayer's coordinate space: `translate(−anchorPoint·size, −anchorPointZ) × transform ×
    /// translate(position, zPosition)`. Uses this object's values (pass a presentation copy for screen values).
    var boxToSuperlayerTransform: CATransform3D {
        let size = storedBounds.size
        var m = CATransform3DMakeTranslation(
            -storedAnchorPoint.x * size.width, -storedAnchorPoint.y * size.height,
            -storedAnchorPointZ)
        if !CATransform3DIsIdentity(storedTransform) { m = m.multiplied(by: storedTransform) }
        return m.multiplied(by: CATransform3DMakeTranslation(storedPosition.x, storedPosition.y, storedZPosition))
    }

    /// ``sublayerTransform`` applied about the anchor point, as a map of this layer's coordinate space
    /// (bounds coordinates) to itself; nil when it is the identity.
    var sublayerTransformInBoundsSpace: CATransform3D? {
        guard !CATransform3DIsIdentity(storedSublayerTransform) else { return nil }
        let pivot = CGPoint(
            x: storedBounds.minX + storedAnchorPoint.x * storedBounds.width,
            y: storedBounds.minY + storedAnchorPoint.y * storedBounds.height)
        return CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0)
            .multiplied(by: storedSublayerTransform)
            .multiplied(by: CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
    }

    /// The map from this layer's coordinate space to its superlayer's, flattened onto the superlayer's plane
    /// (model values).
    var homographyToSuperlayer: PlaneHomography {
        var m = CATransform3DMakeTranslation(-storedBounds.minX, -storedBounds.minY, 0).multiplied(
            by: boxToSuperlayerTransform)
        if let parentSub = superlayer?.sublayerTransformInBoundsSpace { m = m.multiplied(by: parentSub) }
        return PlaneHomography(m)
    }

    /// The map from this layer's coordinate space to its root layer's.
    var homographyToRoot: PlaneHomography {
        var h = PlaneHomography.identity
        var current: CALayer? = self
        while let layer = current, layer.superlayer != nil {
            h = h.concatenating(layer.homographyToSuperlayer)
            current = layer.superlayer
        }
        return h
    }

    /// The map from this layer's coordinate space to `other`'s (nil: the root layer's).
    /// A singular path (a layer seen edge-on) maps everything to infinity.
    func homography(to other: CALayer?) -> PlaneHomography {
        let up = homographyToRoot
        guard let other else { return up }
        if other === self { return .identity }
        guard let down = other.homographyToRoot.inverse else {
            return PlaneHomography(h11: 1, h12: 0, h13: 0, h21: 0, h22: 1, h23: 0, h31: 0, h32: 0, h33: 0)
        }
        return up.concatenating(down)
    }
}
