import Foundation

/// Standalone copies of layer subtrees as they are on screen, for view transitions (the old and new
/// content of a cross-dissolve or flip).
@MainActor
enum LayerSnapshot {
    /// A copy of `layer` and its sublayers (and mask) with their presentation values at the current time:
    /// no animations, no delegates, not attached anywhere.
    static func copy(of layer: CALayer) -> CALayer {
        let source = layer.presentation() ?? layer
        let copy = type(of: layer).init(layer: source)
        for sublayer in layer.sublayers ?? [] {
            copy.addSublayer(Self.copy(of: sublayer))
        }
        copy.mask = layer.mask.map { Self.copy(of: $0) }
        return copy
    }

    /// Places `snapshot` (a copy of `layer`) so that it covers `layer`'s bounds from inside `layer`'s own
    /// coordinate space: no transform, full opacity, no mask (the view's own opacity and mask still apply
    /// around it).
    static func placeInside(_ snapshot: CALayer, of layer: CALayer) {
        let bounds = layer.bounds
        snapshot.transform = CATransform3DIdentity
        snapshot.opacity = 1
        snapshot.mask = nil
        snapshot.position = CGPoint(
            x: bounds.minX + snapshot.anchorPoint.x * bounds.width,
            y: bounds.minY + snapshot.anchorPoint.y * bounds.height)
    }
}
