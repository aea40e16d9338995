import Flipbook

/// Sets a scene view state's properties on a view, as the lines of an animation block would.
@MainActor
extension SceneViewState {
    /// Sets every property this state has on `view` (inside an animation block they animate).
    func apply(to view: UIView) {
        if let frame {
            view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        if let center { view.center = CGPoint(x: center.x, y: center.y) }
        if let transform {
            if transform.is3D {
                view.layer.transform = transform.layerTransform
            } else {
                view.transform = transform.affineTransform
            }
        }
        if let alpha { view.alpha = CGFloat(alpha) }
        if let cornerRadius { view.layer.cornerRadius = CGFloat(cornerRadius) }
        if let color { view.backgroundColor = SceneViewFactory.uiColor(color) }
        if let mask { view.mask?.frame = CGRect(x: mask.x, y: mask.y, width: mask.width, height: mask.height) }
    }

    /// Whether any state of `states` has a mask.
    static func anyMask(_ states: [SceneViewState?]) -> Bool { states.contains { $0?.mask != nil } }
}

@MainActor
extension SceneTransform {
    /// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`.
    var affineTransform: CGAffineTransform {
        CGAffineTransform(translationX: CGFloat(translation.x), y: CGFloat(translation.y))
            .rotated(by: CGFloat(rotation * .pi / 180))
            .scaledBy(x: CGFloat(scale.x), y: CGFloat(scale.y))
    }

    /// The same chain in 3D, with the turns about the x and y axes after the one in the screen's plane and
    /// the perspective (`m34 = -1 / perspective`) over everything.
    var layerTransform: CATransform3D {
        var t = CATransform3DIdentity
        if let perspective { t.m34 = -1 / CGFloat(perspective) }
        t = CATransform3DTranslate(t, CGFloat(translation.x), CGFloat(translation.y), CGFloat(translationZ))
        t = CATransform3DRotate(t, CGFloat(rotation * .pi / 180), 0, 0, 1)
        t = CATransform3DRotate(t, CGFloat(rotationX * .pi / 180), 1, 0, 0)
        t = CATransform3DRotate(t, CGFloat(rotationY * .pi / 180), 0, 1, 0)
        return CATransform3DScale(t, CGFloat(scale.x), CGFloat(scale.y), 1)
    }
}

/// The animatable properties of a view as they were before a transition, to return to or restore.
@MainActor
struct SceneViewOwnState {
    let center: CGPoint
    let bounds: CGRect
    let frame: CGRect
    let transform: CATransform3D
    let alpha: CGFloat
    let cornerRadius: CGFloat
    let color: UIColor?
    let isHidden: Bool

    init(of view: UIView) {
        center = view.center
        bounds = view.bounds
        frame = view.frame
        transform = view.layer.transform
        alpha = view.alpha
        cornerRadius = view.layer.cornerRadius
        color = view.backgroundColor
        isHidden = view.isHidden
    }

    /// Sets back the properties `state` has (the end of a track that only says where the view starts).
    func apply(_ state: SceneViewState, to view: UIView) {
        if state.frame != nil || state.center != nil {
            view.bounds = bounds
            view.center = center
        }
        if state.transform != nil { view.layer.transform = transform }
        if state.alpha != nil { view.alpha = alpha }
        if state.cornerRadius != nil { view.layer.cornerRadius = cornerRadius }
        if state.color != nil { view.backgroundColor = color ?? UIColor.clear }
        if state.mask != nil { view.mask?.frame = CGRect(origin: .zero, size: bounds.size) }
    }

    /// Restores everything, without animation.
    func restore(_ view: UIView) {
        view.layer.transform = transform
        view.bounds = bounds
        view.center = center
        view.alpha = alpha
        view.layer.cornerRadius = cornerRadius
        view.backgroundColor = color
        view.isHidden = isHidden
    }
}
