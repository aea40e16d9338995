import Foundation

/// The object that lays out, displays and supplies actions for a layer (a UIView for its backing layer).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Lays out `layer`'s sublayers; called from `layer.layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// Updates `layer`'s content (typically its `contents`); called from `layer.display()`.
    func display(_ layer: CALayer)
    /// The action for a change of `layer`'s property `event`: an action, `NSNull` for none, or nil to let the
    /// layer keep looking (see `CALayer.action(forKey:)`).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Does nothing by default.
    public func layoutSublayers(of layer: CALayer) {}
    /// Does nothing by default.
    public func display(_ layer: CALayer) {}
    /// Nil by default: the layer keeps looking.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
