import Foundation

extension CALayer {
    /// The display pass: ``displayIfNeeded()`` for this layer, its mask and its sublayers, parents first.
    /// Runs before each frame is drawn, after layout, as Core Animation displays layers when a transaction
    /// commits.
    func displaySubtreeIfNeeded() {
        displayIfNeeded()
        storedMask?.displaySubtreeIfNeeded()
        for sublayer in storedSublayers { sublayer.displaySubtreeIfNeeded() }
    }

    /// True while a running animation animates a key for which ``needsDisplay(forKey:)`` is true: every
    /// frame's presentation copy is then displayed.
    var animatesDisplayedKey: Bool {
        animationEntries.contains { entry in
            Self.keyPaths(of: entry.animation).contains { type(of: self).needsDisplay(forKey: $0) }
        }
    }

    /// The key paths an animation animates (a group's, recursively).
    private static func keyPaths(of animation: CAAnimation) -> [String] {
        if let property = animation as? CAPropertyAnimation { return property.keyPath.map { [$0] } ?? [] }
        if let group = animation as? CAAnimationGroup { return (group.animations ?? []).flatMap(keyPaths) }
        return []
    }
}
