import Foundation

/// Swipe to dismiss: a pan on the sheet follows the finger down (and rubber-bands when pulled up); past
/// the threshold, or thrown fast enough, the sheet is dismissed, else it springs back. A refused swipe
/// (`isModalInPresentation`, or the delegate's `presentationControllerShouldDismiss(_:)`) only lets the
/// sheet give a little, rubber-banding both ways.
extension UISheetPresentationController {
    func installSwipe() {
        guard swipe == nil, let presented = presentedView else { return }
        let pan = SheetSwipeGestureRecognizer { [weak self] pan in self?.handleSwipe(pan) }
        pan.sheet = self
        pan.maximumNumberOfTouches = 1
        presented.addGestureRecognizer(pan)
        swipe = pan
    }

    func removeSwipe() {
        if let swipe { swipe.view?.removeGestureRecognizer(swipe) }
        swipe = nil
        swipeMode = .idle
        releaseScrollViews()
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

    /// Starts a drag of the sheet: it resizes between detents, drives the dismissal, or resists.
    func beginSwipe() {
        let detents = resolvedDetents
        if detents.count > 1 {
            swipeMode = .resizing(startTop: presentedView?.frame.minY ?? restingTop)
            return
        }
        if refusesSwipe || dismissalReporter.delegate?.presentationControllerShouldDismiss(dismissalReporter) == false {
            swipeMode = .resisting
            dismissalReporter.delegate?.presentationControllerDidAttemptToDismiss(dismissalReporter)
            return
        }
        dismissalReporter.delegate?.presentationControllerWillDismiss(dismissalReporter)
        let interaction = SheetDismissInteraction(controller: self)
        pendingInteraction = interaction
        swipeMode = .dismissing(interaction)
        let reporter = reportsTo
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let named = reporter ?? self else { return }
            named.delegate?.presentationControllerDidDismiss(named)
        }
        if pendingInteraction != nil {
            pendingInteraction = nil
            // The transitioning delegate's own interaction controller drives the dismissal: the swipe leaves
            // it alone. Otherwise the dismissal did not start (it was refused): the sheet only resists.
            swipeMode = presentedViewController.isBeingDismissed ? .idle : .resisting
        }
    }

    /// The sheet's offset below its resting place for a finger `translation` points down.
    private func offset(for translation: CGFloat) -> CGFloat {
        let height = restingTravel
        switch swipeMode {
        case .dismissing:
            return translation >= 0 ? translation : -SheetLayout.rubberBand(-translation, dimension: height)
        default:
            let pulled = SheetLayout.rubberBand(abs(translation), dimension: height)
            return translation >= 0 ? pulled : -pulled
        }
    }

    /// The finger is `translation` points below where the drag began.
    func followFinger(_ translation: CGFloat) {
        let offset = offset(for: translation)
        switch swipeMode {
        case .dismissing(let interaction):
            interaction.update(offset: offset)
        case .resisting:
            UIView.performWithoutAnimation { placeSheet(offset: offset) }
        case .resizing(let startTop):
            UIView.performWithoutAnimation {
                layoutSheet(top: resizedTop(startTop: startTop, translation: translation))
            }
        case .idle:
            break
        }
    }

    /// The top edge of a sheet with several detents dragged `translation` points from `startTop`: free
    /// below the largest detent, rubber-banding above it.
    func resizedTop(startTop: CGFloat, translation: CGFloat) -> CGFloat {
        let highest = layout.top(forDetentValue: resolvedDetents.last?.value ?? 0)
        let top = startTop + translation
        guard top < highest else { return top }
        return highest - SheetLayout.rubberBand(highest - top, dimension: layout.bounds.height)
    }

    /// A sheet with several detents was let go with its top at `top`: it settles at the detent nearest to
    /// where it would come to rest, or, thrown below the smallest one, is dismissed (if allowed).
    private func settle(fromTop top: CGFloat, velocity: CGFloat, cancelled: Bool) {
        let detents = resolvedDetents
        let projected = SheetLayout.projectedOffset(top, velocity: velocity)
        let lowest = layout.top(forDetentValue: detents[0].value)
        let bottom = layout.bounds.maxY
        if !cancelled, projected - lowest > SheetMetrics.dismissFraction * (bottom - lowest) {
            if refusesSwipe
                || dismissalReporter.delegate?.presentationControllerShouldDismiss(dismissalReporter) == false
            {
                dismissalReporter.delegate?.presentationControllerDidAttemptToDismiss(dismissalReporter)
            } else {
                dismissalReporter.delegate?.presentationControllerWillDismiss(dismissalReporter)
                let reporter = reportsTo
                presentedViewController.dismiss(animated: true) { [weak self] in
                    guard let named = reporter ?? self else { return }
                    named.delegate?.presentationControllerDidDismiss(named)
                }
                if presentedViewController.isBeingDismissed { return }
            }
        }
        var target = detents[0]
        for detent in detents
        where abs(layout.top(forDetentValue: detent.value) - projected)
            < abs(layout.top(forDetentValue: target.value) - projected)
        {
            target = detent
        }
        let targetTop = layout.top(forDetentValue: target.value)
        let distance = targetTop - top
        let speed = distance != 0 ? velocity / distance : 0
        let changed =
            target.identifier
            != (detents.first { $0.identifier == selectedDetentIdentifier } ?? detents[0])
            .identifier
        isBatchingChanges = true
        selectedDetentIdentifier = target.identifier
        isBatchingChanges = false
        UIView.animate(
            withDuration: SheetMetrics.releaseDuration, delay: 0, usingSpringWithDamping: SheetMetrics.springDamping,
            initialSpringVelocity: speed.isFinite ? max(speed, 0) : 0, options: [.allowUserInteraction],
            animations: { self.layoutSheet(top: targetTop) })
        if changed {
            (delegate as? UISheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// The finger lifted (or was cancelled) `translation` points below where the drag began.
    func endSwipe(at translation: CGFloat, velocity: CGFloat, cancelled: Bool) {
        let offset = offset(for: translation)
        switch swipeMode {
        case .dismissing(let interaction):
            if !cancelled, SheetLayout.dismisses(offset: offset, velocity: velocity, height: restingTravel) {
                interaction.finish(velocity: velocity)
            } else {
                interaction.cancel(velocity: velocity)
            }
        case .resizing(let startTop):
            settle(
                fromTop: resizedTop(startTop: startTop, translation: translation), velocity: velocity,
                cancelled: cancelled)
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
        presentedView?.frame = sheetFrame(top: restingTop).offsetBy(dx: 0, dy: offset)
    }

    /// How far the sheet travels from rest to just below the container.
    var restingTravel: CGFloat { max(layout.bounds.maxY - restingTop, 1) }

    /// Places the sheet `offset` points below rest and the chrome to match (as at rest there, gone when
    /// the sheet is below the container).
    func layoutForDismissal(offset: CGFloat) {
        placeSheet(offset: offset)
        applyChrome(atTop: restingTop + offset)
    }
}
