import Foundation

extension UINavigationBar {
    /// Slides and cross-fades from the items of `oldStack` to those of `newStack` alongside a transition,
    /// as iOS does: the incoming items come from the right on a push (from the left on a pop) while the
    /// old ones fade the other way. A large title and the back button that stands for it morph into each
    /// other: on a push the old large title shrinks into the new back button's place, on a pop the old
    /// back button grows into the new large title. The bar's height animates between 44 and 96 points
    /// when a large title appears or goes. Bar button items cross-fade in place (their container moves
    /// against the content's slide), while the title and title view slide with it.
    func transition(
        to newStack: [UIViewController], from oldStack: [UIViewController],
        operation: UINavigationController.Operation, coordinator: UIViewControllerTransitionCoordinator
    ) {
        let old = content
        let incoming = makeContent(for: newStack)
        let isPush = operation != .pop
        let width = bounds.width
        let inShift = CGAffineTransform(translationX: width * (isPush ? 0.5 : -0.3), y: 0)
        let outShift = CGAffineTransform(translationX: width * (isPush ? -0.3 : 0.5), y: 0)
        let oldFrame = frame
        let newHeight = height(large: incoming.isLarge)
        let morph = old.flatMap { TitleMorph(from: $0, to: incoming, isPush: isPush) }
        UIView.performWithoutAnimation {
            addContent(incoming)
            incoming.alpha = 0
            incoming.transform = inShift
            incoming.itemsContainer.transform = inShift.inverted()
            morph?.placeArrivingOverLeaving(arrivingShift: inShift)
        }
        content = incoming
        coordinator.animate(
            alongsideTransition: { _ in
                incoming.alpha = 1
                incoming.transform = .identity
                incoming.itemsContainer.transform = .identity
                old?.alpha = 0
                old?.transform = outShift
                old?.itemsContainer.transform = outShift.inverted()
                morph?.moveLeavingOntoArriving(leavingShift: outShift)
                if newHeight != oldFrame.height {
                    self.frame = CGRect(
                        x: oldFrame.minX, y: oldFrame.minY, width: oldFrame.width, height: newHeight)
                    self.layoutBackground()
                }
            },
            completion: { context in
                UIView.performWithoutAnimation {
                    morph?.reset()
                    if context.isCancelled {
                        incoming.removeFromSuperview()
                        old?.alpha = 1
                        old?.transform = .identity
                        old?.itemsContainer.transform = .identity
                        self.content = old
                        self.frame = CGRect(
                            x: self.frame.minX, y: self.frame.minY, width: self.frame.width,
                            height: self.preferredHeight)
                    } else {
                        old?.removeFromSuperview()
                    }
                    self.layoutBackground()
                }
            })
    }
}

/// A large title and the back-button title that stands for the same view controller, drawn in two
/// content views of a bar transition: the leaving label ends over the arriving one's place and size, the
/// arriving label starts over the leaving one's, so the two cross-fade as one title changing size.
@MainActor
private struct TitleMorph {
    let leaving: UILabel
    let arriving: UILabel

    /// A push from a large title (it becomes the back button) or a pop to one (the back button becomes it).
    init?(from old: NavigationBarContentView, to new: NavigationBarContentView, isPush: Bool) {
        let pair = isPush ? (old.largeTitleLabel, new.backLabel) : (old.backLabel, new.largeTitleLabel)
        guard let leaving = pair.0, let arriving = pair.1 else { return nil }
        self.leaving = leaving
        self.arriving = arriving
    }

    /// Puts the arriving label over the leaving one, undoing its content view's `arrivingShift`.
    func placeArrivingOverLeaving(arrivingShift: CGAffineTransform) {
        arriving.transform = Self.transform(placing: arriving, over: leaving, undoing: arrivingShift)
    }

    /// Moves the leaving label over the arriving one's place, undoing its content view's `leavingShift`.
    func moveLeavingOntoArriving(leavingShift: CGAffineTransform) {
        arriving.transform = .identity
        leaving.transform = Self.transform(placing: leaving, over: arriving, undoing: leavingShift)
    }

    /// Takes both labels back to their own places.
    func reset() {
        leaving.transform = .identity
        arriving.transform = .identity
    }

    /// The transform that draws `label` over `target` (both laid out at the origin of their content views)
    /// when `label`'s content view is moved by `shift`: the same leading edge and vertical centre, scaled so
    /// the two texts (the same title in two fonts) are equally wide and their glyphs overlap.
    private static func transform(placing label: UILabel, over target: UILabel, undoing shift: CGAffineTransform)
        -> CGAffineTransform
    {
        let width = label.intrinsicContentSize.width
        let targetWidth = target.intrinsicContentSize.width
        let scale = width > 0 && targetWidth > 0 ? targetWidth / width : 1
        let scaledMinX = label.center.x - scale * label.bounds.width / 2
        return CGAffineTransform(
            translationX: target.frame.minX - scaledMinX - shift.tx, y: target.center.y - label.center.y - shift.ty
        ).scaledBy(x: scale, y: scale)
    }
}
