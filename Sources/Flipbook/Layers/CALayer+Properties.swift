import Foundation

// How the animatable model properties (declared in CALayer.swift, `open` as in Core Animation) store a
// new value and report the change, so `UIView.animate` can turn it into an animation.
extension CALayer {
    /// Stores a model value and reports the change (old *presentation* value → new model value) to the
    /// animation system; outside animation blocks the layer's action for the key runs (see
    /// `actionForChange(ofKey:)`). Presentation copies only store.
    @inline(__always)
    func storeAnimatable<T>(_ keyPath: String, _ storage: ReferenceWritableKeyPath<CALayer, T>, _ newValue: T) {
        storeAnimatable(keyPath, on: self, storage, newValue)
    }

    /// The same for a subclass's own storage (`layer` is `self`, typed as the subclass).
    ///
    /// Inlined into each property's setter, so the key path becomes a direct access to the stored value. A
    /// change that no animation block records and no action animates (every change to a view's layer outside
    /// an animation block: layout, scrolling, UIKit Dynamics) only stores, tells key-value observers and marks
    /// the layer for display when its class asks: the old value is read (and boxed) only when something uses it.
    @inline(__always)
    func storeAnimatable<Layer: CALayer, T>(
        _ keyPath: String, on layer: Layer,
        _ storage: ReferenceWritableKeyPath<Layer, T>, _ newValue: T
    ) {
        guard !isPresentationCopy else {
            layer[keyPath: storage] = newValue
            return
        }
        if CALayer.changesRunNoActions {
            layer[keyPath: storage] = newValue
            KeyValueObserving.layerDidChange(self)
            if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
            return
        }
        let world = World.current
        let recorded = world.isAnimatingChanges
        let action = recorded ? nil : actionForChange(ofKey: keyPath, in: world)
        guard recorded || action != nil else {
            layer[keyPath: storage] = newValue
            KeyValueObserving.layerDidChange(self)
            if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
            return
        }
        let old: Any =
            animationEntries.isEmpty
            ? layer[keyPath: storage]
            : (presentation()?.value(forKeyPath: keyPath) ?? layer[keyPath: storage])
        layer[keyPath: storage] = newValue
        KeyValueObserving.layerDidChange(self)
        reportChange(keyPath: keyPath, from: old, to: newValue)
        if let action { run(action, forChangeOfKey: keyPath, from: old) }
    }
}
