import Foundation

extension UIView {
    /// `isHidden`'s setter. An arranged view of a stack view tells the stack, which collapses or expands it;
    /// inside an animation block a view being hidden keeps drawing until the block's animations end (then
    /// its layer hides, unless it was shown again meanwhile), as UIKit's stack views do.
    func setHidden(_ hidden: Bool) {
        let wasHidden = isHidden
        let stack = (superview as? UIStackView).flatMap { stack in
            stack.arrangedSubviews.contains { $0 === self } ? stack : nil
        }
        stackHidingToken = nil
        if hidden, !wasHidden, stack != nil, let group = AnimationContext.stackHidingGroup {
            let token = NSObject()
            stackHidingToken = token
            group.addFollowUp { [weak self] in
                guard let self, self.stackHidingToken === token else { return }
                self.stackHidingToken = nil
                self.layer.isHidden = true
            }
        } else {
            layer.isHidden = hidden
        }
        if hidden != wasHidden { stack?.arrangedSubviewVisibilityDidChange(self) }
    }
}

extension AnimationContext {
    /// The completion group of the innermost animation block when it animates changes as `UIView`
    /// animations (enabled, with a duration, not captured by a property animator), else nil.
    static var stackHidingGroup: AnimationCompletionGroup? {
        guard let block = blocks.last, block.isEnabled, block.duration > 0, block.capture == nil else { return nil }
        return block.group
    }
}
