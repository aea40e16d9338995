import Foundation

/// The look of a layer that a sheet changes and later restores.
@MainActor
struct LayerLook {
    var transform: CGAffineTransform
    var cornerRadius: CGFloat
    var masksToBounds: Bool
    var maskedCorners: CACornerMask

    init(of view: UIView) {
        transform = view.transform
        cornerRadius = view.layer.cornerRadius
        masksToBounds = view.layer.masksToBounds
        maskedCorners = view.layer.maskedCorners
    }

    func restore(_ view: UIView) {
        view.transform = transform
        view.layer.cornerRadius = cornerRadius
        view.layer.masksToBounds = masksToBounds
        view.layer.maskedCorners = maskedCorners
    }
}

extension UISheetPresentationController {
    /// The sheet presentation the presenting view controller is itself shown in, if any.
    var presenterSheet: UISheetPresentationController? {
        guard let sheet = presentingViewController.ownPresentationController as? UISheetPresentationController,
            sheet.isShowingCard
        else { return nil }
        return sheet
    }

    /// The corner radius of the sheet: `preferredCornerRadius` or the system's.
    var sheetCornerRadius: CGFloat { preferredCornerRadius ?? SheetMetrics.cornerRadius }

    /// Puts the dimming view, the backdrop and the corners in place, as at the start of the presentation.
    func installChrome() {
        guard let containerView else { return }
        UIView.performWithoutAnimation {
            dimmingView.backgroundColor = UIColor.black.withAlphaComponent(SheetMetrics.dimmingAlpha)
            dimmingView.frame = containerView.bounds
            dimmingView.alpha = 0
            dimmingView.layer.name = "UIDimmingView"
            containerView.insertSubview(dimmingView, at: 0)
            if let presented = presentedView {
                sheetLook = LayerLook(of: presented)
                presented.layer.cornerRadius = sheetCornerRadius
                presented.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                presented.layer.masksToBounds = true
            }
            updateGrabber()
            guard let presenter = presentingViewController.viewIfLoaded else { return }
            presenterLook = LayerLook(of: presenter)
            presenter.layer.masksToBounds = true
            presenter.layer.maskedCorners = [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
            ]
            if presenterSheet == nil, let superview = presenter.superview {
                let backdrop = UIView(frame: superview.bounds)
                backdrop.backgroundColor = .black
                backdrop.layer.name = "UISheetBackdrop"
                superview.insertSubview(backdrop, belowSubview: presenter)
                self.backdrop = backdrop
            }
        }
    }

    /// Shows the chrome: the presenter `card` of the way shrunk back into a card (and the cards behind it
    /// pushed as far further back), the dimming `dim` of the way in (0: as before the presentation).
    func applyChrome(card: CGFloat, dim: CGFloat) {
        dimmingView.alpha = dim
        guard let presenter = presentingViewController.viewIfLoaded, let look = presenterLook else { return }
        let frame = Self.untransformedFrame(of: presenter)
        presenter.transform = SheetLayout.mix(look.transform, layout.cardTransform(for: frame, depth: 1), card)
        let radius = presenterSheet == nil ? look.cornerRadius : SheetMetrics.cornerRadius
        presenter.layer.cornerRadius = radius + (SheetMetrics.cornerRadius - radius) * card
        presenterSheet?.pushBack(from: 1, card)
    }

    /// Moves this sheet's presenter (a card `depth` levels back) `progress` of the way one level further.
    func pushBack(from depth: Int, _ progress: CGFloat) {
        guard let presenter = presentingViewController.viewIfLoaded else { return }
        let frame = Self.untransformedFrame(of: presenter)
        let near = layout.cardTransform(for: frame, depth: depth)
        presenter.transform = SheetLayout.mix(near, layout.cardTransform(for: frame, depth: depth + 1), progress)
        presenterSheet?.pushBack(from: depth + 1, progress)
    }

    /// Takes the chrome away and gives the presenter and the sheet their former looks.
    func removeChrome() {
        UIView.performWithoutAnimation {
            dimmingView.removeFromSuperview()
            backdrop?.removeFromSuperview()
            backdrop = nil
            if let look = presenterLook, let presenter = presentingViewController.viewIfLoaded {
                look.restore(presenter)
            }
            if let look = sheetLook, let presented = presentedView { look.restore(presented) }
            presenterLook = nil
            sheetLook = nil
            grabber?.removeFromSuperview()
            grabber = nil
        }
    }

    /// A view's frame without its transform (its centre and bounds).
    static func untransformedFrame(of view: UIView) -> CGRect {
        CGRect(
            x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
            width: view.bounds.width, height: view.bounds.height)
    }
}
