import Foundation

/// The animatable state of a view that a cancelled transition puts back: position, size, transform,
/// opacity, visibility and mask. (UIKit leaves the model values an animator set in place after a cancel,
/// which shows as the well-known "jump"; Flipbook promises that after a cancelled transition everything
/// is as before.)
@MainActor
struct ViewStateSnapshot {
    private let view: UIView
    private let center: CGPoint
    private let bounds: CGRect
    private let transform: CATransform3D
    private let alpha: CGFloat
    private let isHidden: Bool
    private let mask: UIView?

    /// Captures `view`'s current model values.
    init(_ view: UIView) {
        self.view = view
        center = view.center
        bounds = view.bounds
        transform = view.layer.transform
        alpha = view.alpha
        isHidden = view.isHidden
        mask = view.mask
    }

    /// Puts the captured values back, without animation.
    func restore() {
        UIView.performWithoutAnimation {
            view.layer.transform = transform
            view.bounds = bounds
            view.center = center
            view.alpha = alpha
            view.isHidden = isHidden
            if view.mask !== mask { view.mask = mask }
        }
    }
}
