import Foundation

/// Swipe to dismiss: a pan on the sheet follows the finger down (and rubber-bands when pulled up); past
/// the threshold, or thrown fast enough, the sheet is dismissed, else it springs back. A refused swipe
/// (`isModalInPresentation`, or the delegate's `presentationControllerShouldDismiss(_:)`) only lets the
/// sheet give a little, rubber-banding both ways.
extension UISheetPresentationController {
    func installSwipe() {
        guard swipe == nil, let presented = presentedView else { return }
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.handleSwipe(pan) }
        pan.maximumNumberOfTouches = 1
        presented.addGestureRecognizer(pan)
        swipe = pan
    }

    func removeSwipe() {
        if let swipe { swipe.view?.removeGestureRecognizer(swipe) }
        swipe = nil
        swipeMode = .idle
    }

    /// Whether the presented view controller, or one of its children, is modal in presentation.
    var refusesSwipe: Bool {
        func modal(_ vc: UIViewController) -> Bool { vc.isModalInPresentation || vc.children.contains(where: modal) }
        return modal(presentedViewController)
    }

    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: containerView).y
        switch pan.state {
        case .began:
            beginSwipe()
            followFinger(translation)
        case .changed:
            followFinger(translation)
        case .ended, .cancelled:
            let velocity = pan.velocity(in: containerView).y
            endSwipe(at: translation, velocity: velocity, cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    private func beginSwipe() {
        if refusesSwipe || delegate?.presentationControllerShouldDismiss(self) == false {
            swipeMode = .resisting
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        let interaction = SheetDismissInteraction(controller: self)
        pendingInteraction = interaction
        swipeMode = .dismissing(interaction)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        if pendingInteraction != nil {
            // The dismissal did not take the interaction (it was refused): the sheet only resists.
            pendingInteraction = nil
            swipeMode = .resisting
        }
    }

    /// The sheet's offset below its resting place for a finger `translation` points down.
    private func offset(for translation: CGFloat) -> CGFloat {
        let height = layout.sheetFrame.height
        switch swipeMode {
        case .dismissing:
            return translation >= 0 ? translation : -SheetLayout.rubberBand(-translation, dimension: height)
        default:
            let pulled = SheetLayout.rubberBand(abs(translation), dimension: height)
            return translation >= 0 ? pulled : -pulled
        }
    }

    private func followFinger(_ translation: CGFloat) {
        let offset = offset(for: translation)
        switch swipeMode {
        case .dismissing(let interaction):
            interaction.update(offset: offset)
        case .resisting:
            UIView.performWithoutAnimation { placeSheet(offset: offset) }
        case .idle:
            break
        }
    }

    private func endSwipe(at translation: CGFloat, velocity: CGFloat, cancelled: Bool) {
        let offset = offset(for: translation)
        print("DBGSWIPE", offset, velocity, cancelled, swipeMode, layout)
        print("DBGSWIPE", offset, velocity, cancelled, swipeMode, layout)
        switch swipeMode {
        case .dismissing(let interaction):
            if !cancelled, layout.dismisses(offset: offset, velocity: velocity) {
                interaction.finish(velocity: velocity)
            } else {
                interaction.cancel(velocity: velocity)
            }
        case .resisting:
            let speed = offset != 0 ? -velocity / offset : 0
            UIView.animate(
                withDuration: SheetMetrics.releaseDuration, delay: 0,
                usingSpringWithDamping: SheetMetrics.springDamping,
                initialSpringVelocity: speed.isFinite ? speed : 0, options: [.allowUserInteraction],
                animations: { self.placeSheet(offset: 0) })
        case .idle:
            break
        }
    }

    /// Puts the sheet `offset` points below its resting frame.
    func placeSheet(offset: CGFloat) {
        presentedView?.frame = layout.sheetFrame.offsetBy(dx: 0, dy: offset)
    }

    /// Places the sheet `offset` points below rest and the chrome to match (fully shown at rest, gone
    /// when the sheet is below the container).
    func layoutForDismissal(offset: CGFloat) {
        placeSheet(offset: offset)
        applyChrome(1 - min(max(offset / layout.travel, 0), 1))
    }
}
