import Foundation

extension CALayer {
    /// The action to run for a model change of `keyPath` that is about to happen (looked up before the new
    /// value is stored, as Core Animation does, so `presentation()` still shows the old value): none for a
    /// presentation copy, inside an enabled animation block (the block animates the change) or while the
    /// transaction disables actions; otherwise ``action(forKey:)``.
    func actionForChange(ofKey keyPath: String) -> (any CAAction)? {
        guard !isPresentationCopy, !AnimationContext.isAnimatingChanges, !CATransaction.disableActions() else {
            return nil
        }
        return action(forKey: keyPath)
    }

    /// Runs `action` for the change of `keyPath` from `oldPresentationValue` (what was on screen), after the new
    /// value was stored. A property animation without a key path animates `keyPath`; a basic animation without
    /// values animates from the old value to the new one, as Core Animation's do.
    func run(_ action: any CAAction, forChangeOfKey keyPath: String, from oldPresentationValue: Any?) {
        guard let animation = action as? CAPropertyAnimation,
            let filled = animation.copy() as? CAPropertyAnimation
        else {
            action.run(forKey: keyPath, object: self, arguments: nil)
            return
        }
        if filled.keyPath == nil { filled.keyPath = keyPath }
        if let basic = filled as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
            basic.byValue == nil
        {
            basic.fromValue = oldPresentationValue
        }
        filled.run(forKey: keyPath, object: self, arguments: nil)
    }
}
