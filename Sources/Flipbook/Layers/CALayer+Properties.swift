import Foundation

// How the animatable model properties (declared in CALayer.swift, `open` as in Core Animation) store a
// new value and report the change, so `UIView.animate` can turn it into an animation.
extension CALayer {
    /// Stores a model value and reports the change (old *presentation* value → new model value) to the
    /// animation system. Presentation copies only store.
    func storeAnimatable<T>(_ keyPath: String, _ storage: ReferenceWritableKeyPath<CALayer, T>, _ newValue: T) {
        guard !isPresentationCopy else {
            self[keyPath: storage] = newValue
            return
        }
        let old: Any = animationEntries.isEmpty
            ? self[keyPath: storage]
            : (presentation()?.value(forKeyPath: keyPath) ?? self[keyPath: storage])
        self[keyPath: storage] = newValue
        reportChange(keyPath: keyPath, from: old, to: newValue)
    }
}
