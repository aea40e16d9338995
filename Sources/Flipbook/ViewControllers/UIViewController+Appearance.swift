import Foundation

extension UIViewController {
    /// `beginAppearanceTransition(_:animated:)`'s work: the callback, then the forwarded children's.
    func applyBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        let (next, notify) = appearanceState.begin(appearing: isAppearing)
        appearanceState = next
        guard notify else { return }
        appearanceAnimated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceForwardingChildren { child.applyBeginAppearance(isAppearing, animated: animated) }
    }

    /// `endAppearanceTransition()`'s work: the callback, then the forwarded children's.
    func applyEndAppearance() {
        let (next, notify) = appearanceState.end()
        let wasAppearing = appearanceState == .appearing
        appearanceState = next
        guard notify else { return }
        if wasAppearing { viewDidAppear(appearanceAnimated) } else { viewDidDisappear(appearanceAnimated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceForwardingChildren { child.applyEndAppearance() }
    }

    /// Whether the view controller is on screen or heading there.
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }
}
