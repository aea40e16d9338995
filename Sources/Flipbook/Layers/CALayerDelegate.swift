import Foundation

/// The object that a layer asks to lay out its sublayers (a UIView for its backing layer).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Lays out `layer`'s sublayers; called from `layer.layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Does nothing by default.
    public func layoutSublayers(of layer: CALayer) {}
}
