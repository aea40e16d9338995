import Foundation

/// Solves "set the frame" for a transformed layer: which bounds size and position make the layer's
/// frame (the bounding box of its transformed bounds) equal to a requested rectangle.
enum FrameSolver {
    /// With an identity transform, the size is the frame's size and the anchor point lands at its
    /// corresponding point. Otherwise, using the transform's affine part `(a b; c d)`:
    /// the size solves `|a|·w + |c|·h = W`, `|b|·w + |d|·h = H` (so reading the frame back gives the same
    /// rectangle) when that has a non-negative solution, else it is the bounding box of the frame's size
    /// mapped by the inverse (a 45° rotation, say), else (singular transform) the current size is kept.
    /// The position then centres the transformed box on the frame.
    static func boundsSizeAndPosition(
        forFrame frame: CGRect, transform: CATransform3D, anchorPoint: CGPoint,
        currentSize: CGSize
    ) -> (size: CGSize, position: CGPoint) {
        let f = frame.standardized
        if CATransform3DIsIdentity(transform) {
            return (f.size, CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height))
        }
        let affine = CATransform3DGetAffineTransform(transform)
        let (a, b, c, d) = (abs(affine.a), abs(affine.b), abs(affine.c), abs(affine.d))
        var size = currentSize
        var det = a * d - b * c
        if abs(det) <= 1e-12 * max(a * d, b * c) { det = 0 } // e.g. 45°: |cos| = |sin| up to rounding
        let solvedW = det != 0 ? (f.width * d - c * f.height) / det : -1
        let solvedH = det != 0 ? (a * f.height - b * f.width) / det : -1
        if det != 0, solvedW >= -1e-9, solvedH >= -1e-9, solvedW.isFinite, solvedH.isFinite {
            size = CGSize(width: max(solvedW, 0), height: max(solvedH, 0))
        } else {
            let linear = CGAffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: 0, ty: 0)
            if affine.a * affine.d - affine.b * affine.c != 0 {
                size = CGRect(origin: .zero, size: f.size).applying(linear.inverted()).size
            }
        }
        // Where the transformed box sits relative to the position, then centre it on the frame (exactly
        // on it when the size was solved).
        let box = CGRect(
            x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
            width: size.width, height: size.height)
        let mapped = PlaneHomography(transform).apply(box)
        let position = CGPoint(x: f.midX - mapped.midX, y: f.midY - mapped.midY)
        return (size, position)
    }
}
