import Foundation

/// One running animation of a layer and the key it was added under.
struct LayerAnimationEntry {
    /// The key given to `add(_:forKey:)` (nil: the animation can't be looked up or listed by key).
    var key: String?
    /// The layer's own copy of the animation.
    var animation: CAAnimation
}

extension CALayer {
    /// Adds a copy of `anim` (Core Animation copies). An animation already stored under the same key is
    /// removed first. Animations added with a nil key run but can't be looked up or removed by key.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else {
            flipbookWarning("animations cannot be added to a presentation layer; ignored")
            return
        }
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let key, let index = animationEntries.firstIndex(where: { $0.key == key }) {
            let old = animationEntries.remove(at: index)
            AnimationContext.layer(self, didRemove: old.animation)
        }
        animationEntries.append(LayerAnimationEntry(key: key, animation: copy))
        AnimationContext.layer(self, didAdd: copy, forKey: key)
    }

    /// The animation stored under `key` (the layer's copy), if any.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// Removes the animation stored under `key`, if any (its completion reports finished = false unless it
    /// had already finished).
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        AnimationContext.layer(self, didRemove: entry.animation)
    }

    /// Removes every animation, in the order they were added.
    public func removeAllAnimations() {
        let entries = animationEntries
        animationEntries.removeAll()
        for entry in entries { AnimationContext.layer(self, didRemove: entry.animation) }
    }

    /// The keys of the running animations in the order added (nil-keyed ones are not listed), or nil when
    /// there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Takes an animation out of the list without reporting it (for the animation system, which has
    /// already handled its completion). Matches by identity.
    func removeAnimationSilently(_ animation: CAAnimation) {
        animationEntries.removeAll { $0.animation === animation }
    }

    /// A copy of the layer holding what is on screen at the current virtual time: its model values with
    /// every running animation applied, in the order added. The copy has no sublayers; its ``model()`` is
    /// this layer. Calling it on a presentation copy returns that copy.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = type(of: self).init(layer: self)
        copy.isPresentationCopy = true
        copy.modelLayer = self
        if !animationEntries.isEmpty {
            let layerTime = convertTime(CACurrentMediaTime(), from: nil)
            for entry in animationEntries {
                entry.animation.applyPresentation(to: copy, layerTime: layerTime)
            }
        }
        return copy
    }

    /// The model layer: `self`, or for a presentation copy the layer it was made from.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The values to draw: the presentation copy when animations run (displayed first when an animated key
    /// needs display), else the layer itself.
    var presentedValues: CALayer {
        guard !animationEntries.isEmpty, let copy = presentation() else { return self }
        if animatesDisplayedKey { copy.display() }
        return copy
    }

    /// Reports a stored model change to the animation system (contract seam 3), after marking the layer as
    /// needing display when ``needsDisplay(forKey:)`` is true for the key.
    func reportChange(keyPath: String, from old: Any, to new: Any) {
        if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
        AnimationContext.layerDidChange(self, keyPath: keyPath, from: old, to: new)
    }
}
