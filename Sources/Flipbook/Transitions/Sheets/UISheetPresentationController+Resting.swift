import Foundation

/// Where the sheet rests (its detents) and the chrome that follows its top edge.
extension UISheetPresentationController {
    /// The active detents with their values, smallest first (ties keep the order of `detents`); a sheet
    /// whose detents are all inactive rests at the largest value.
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let layout = layout
        let context = SheetDetentContext(traits: traitCollection, maximumDetentValue: layout.maximumDetentValue)
        let active = detents.enumerated().compactMap { index, detent in
            detent.resolvedValue(in: context).map { (index: index, identifier: detent.identifier, value: $0) }
        }
        guard !active.isEmpty else { return [(.large, layout.maximumDetentValue)] }
        return active.sorted { ($0.value, $0.index) < ($1.value, $1.index) }.map { ($0.identifier, $0.value) }
    }

    /// The top edge of the sheet at its selected detent (the smallest when none is selected).
    var restingTop: CGFloat {
        let detents = resolvedDetents
        let value = detents.first { $0.identifier == selectedDetentIdentifier }?.value ?? detents[0].value
        return layout.top(forDetentValue: value)
    }

    /// The sheet's frame with its top edge at `top`: it reaches the container's bottom (as wide as the
    /// container, or as an edge-attached sheet).
    func sheetFrame(top: CGFloat) -> CGRect {
        let layout = layout
        let resting = layout.sheetFrame
        return CGRect(x: resting.minX, y: top, width: resting.width, height: max(layout.bounds.maxY - top, 0))
    }

    /// How far in the chrome is with the sheet's top at `top`: the presenter shrinks back as the sheet
    /// rises from the next smaller detent (or the bottom) to a full-height largest detent; the dimming
    /// comes in as it rises from `largestUndimmedDetentIdentifier` (or the bottom) to the next detent.
    func chrome(atTop top: CGFloat) -> (card: CGFloat, dim: CGFloat) {
        let layout = layout
        let detents = resolvedDetents
        let bottom = layout.bounds.maxY
        func fraction(from low: CGFloat, to high: CGFloat) -> CGFloat {
            guard low - high > 0 else { return top <= high ? 1 : 0 }
            return min(max((low - top) / (low - high), 0), 1)
        }
        var card: CGFloat = 0
        // In compact height nothing shrinks back into a card (not even the corners round).
        if !layout.isCompactHeight, let largest = detents.last, largest.value >= layout.maximumDetentValue - 0.5 {
            let lower = detents.count > 1 ? layout.top(forDetentValue: detents[detents.count - 2].value) : bottom
            card = fraction(from: lower, to: layout.top(forDetentValue: largest.value))
        }
        var dim: CGFloat = 0
        let undimmed = largestUndimmedDetentIdentifier.flatMap { id in detents.first { $0.identifier == id }?.value }
        if let next = detents.first(where: { $0.value > (undimmed ?? -1) }) {
            let from = undimmed.map(layout.top(forDetentValue:)) ?? bottom
            dim = fraction(from: from, to: layout.top(forDetentValue: next.value))
        }
        return (card, dim)
    }

    /// Shows the chrome for the sheet's top at `top`.
    func applyChrome(atTop top: CGFloat) {
        let (card, dim) = chrome(atTop: top)
        applyChrome(card: card, dim: dim)
    }

    /// Puts the sheet's top edge at `top` and the chrome to match (inside an animation block, both animate).
    func layoutSheet(top: CGFloat) {
        presentedView?.frame = sheetFrame(top: top)
        applyChrome(atTop: top)
    }

    /// Puts the sheet at its selected detent, with its corners and grabber.
    func layoutAtRest() {
        guard isShowingCard, containerView != nil, presenterLook != nil || sheetLook != nil else { return }
        presentedView?.layer.cornerRadius = sheetCornerRadius
        updateGrabber()
        layoutSheet(top: restingTop)
    }

    /// A property changed: the sheet moves at once (outside `animateChanges(_:)`) while it is presented
    /// and no transition runs.
    func restingLayoutDidChange() {
        guard !isBatchingChanges, presentedViewController.transitionCoordinator == nil else { return }
        UIView.performWithoutAnimation { layoutAtRest() }
    }

    /// Adds, places or removes the grabber as `prefersGrabberVisible` says.
    func updateGrabber() {
        guard prefersGrabberVisible, let presented = presentedView else {
            grabber?.removeFromSuperview()
            grabber = nil
            return
        }
        let pill = grabber ?? UIView()
        let size = SheetMetrics.grabberSize
        let color = SheetMetrics.grabberColor
        pill.backgroundColor = UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        pill.layer.cornerRadius = size.height / 2
        pill.frame = CGRect(
            x: (presented.bounds.width - size.width) / 2, y: SheetMetrics.grabberTopInset, width: size.width,
            height: size.height)
        pill.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        pill.layer.name = "UISheetGrabber"
        if pill.superview !== presented || presented.subviews.last !== pill { presented.addSubview(pill) }
        grabber = pill
    }

    /// Whether touches outside the sheet reach the screen behind (it is undimmed).
    var passesTouchesThrough: Bool { isShowingCard && dimmingView.alpha < 0.01 }
}
