import Foundation

extension CALayer {
    /// The action to run for a model change of `keyPath` that is about to happen (looked up before the new
    /// value is stored, as Core Animation does, so `presentation()` still shows the old value): none for a
    /// presentation copy, inside an enabled animation block (the block animates the change) or while the
    /// transaction disables actions; otherwise ``action(forKey:)``.
    func actionForChange(ofKey keyPath: String) -> (any CAAction)? {
        actionForChange(ofKey: keyPath, in: World.current)
    }

    /// ``actionForChange(ofKey:)`` with the current world already looked up.
    func actionForChange(ofKey keyPath: String, in world: World) -> (any CAAction)? {
        guard !isPresentationCopy, !world.isAnimatingChanges, !CALayer.changesRunNoActions,
            !world.transactions[world.transactions.count - 1].disableActions
        else { return nil }
        return action(forKey: keyPath)
    }

    /// True while ``withoutActions(_:)`` runs its body and no enabled animation block is open inside it: model
    /// changes then only store (and tell observers), without looking up the world, the transaction or an action.
    private(set) static var changesRunNoActions = false

    /// Runs `body` with layer changes running no actions, as in a transaction that disables actions, without
    /// opening one (so nothing is committed) and without asking layers for their actions: for movers that never
    /// animate implicitly, such as UIKit Dynamics writing its items' centres and transforms on every step.
    /// Changes inside an animation block (open around the call, or opened inside it) are still the block's
    /// animations.
    static func withoutActions(_ body: () -> Void) {
        guard !AnimationContext.isAnimatingChanges else { return body() }
        let outer = changesRunNoActions
        changesRunNoActions = true
        defer { changesRunNoActions = outer }
        body()
    }

    /// Runs `body` (an open animation block's work) with ``changesRunNoActions`` off when the block is
    /// `enabled`, so its changes are recorded.
    static func recordingChanges(_ enabled: Bool, _ body: () -> Void) {
        let outer = changesRunNoActions
        if enabled { changesRunNoActions = false }
        defer { changesRunNoActions = outer }
        body()
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
