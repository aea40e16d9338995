import Foundation

/// One running animation of a layer and the key it was added under.
struct LayerAnimationEntry {
    /// The key given to `add(_:forKey:)` (nil: the animation can't be looked up or listed by key).
    var key: String?
    /// The layer's own copy of the animation.
    var animation: CAAnimation
}

extension CALayer {
    /// `add(_:forKey:)`'s work.
    func store(_ anim: CAAnimation, forKey key: String?) {
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

    /// Takes an animation out of the list without reporting it (for the animation system, which has
    /// already handled its completion). Matches by identity.
    func removeAnimationSilently(_ animation: CAAnimation) {
        animationEntries.removeAll { $0.animation === animation }
    }

    /// `presentation()`'s work: a copy of the model values with every running animation applied, in the
    /// order added.
    func makePresentationCopy() -> CALayer {
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
