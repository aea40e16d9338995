import Foundation

/// What a popover shows behind its content: the bubble's soft shadow and its fill (the popover's
/// `backgroundColor`, or UIKit's material: a blur of the screen behind), both shaped like the bubble and
/// its arrow.
@MainActor
final class PopoverChromeView: UIView {
    /// The blur of the default material, masked to the bubble's shape (absent with a `backgroundColor`).
    private var material: UIVisualEffectView?
    /// The flat fill, masked to the bubble's shape (absent with the default material).
    private let fill = CAShapeLayer()
    /// The current outline.
    private var shapePath: CGPath?

    init(frame: CGRect, fill color: UIColor?) {
        super.init(frame: frame)
        layer.name = "_UIPopoverChromeView"
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = PopoverMetrics.shadowOpacity
        layer.shadowRadius = PopoverMetrics.shadowRadius
        layer.shadowOffset = PopoverMetrics.shadowOffset
        layer.addSublayer(fill)
        update(fill: color)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `color`, or the default material when it is `nil`.
    func update(fill color: UIColor?) {
        if let color {
            material?.removeFromSuperview()
            material = nil
            fill.fillColor = color.cgColor
        } else {
            fill.fillColor = nil
            if material == nil {
                let view = UIVisualEffectView(effect: UIBlurEffect(style: PopoverMetrics.backgroundEffect))
                view.frame = bounds
                insertSubview(view, at: 0)
                material = view
            }
        }
        if let shapePath { update(shape: shapePath) }
    }

    /// Gives the shadow, the fill and the material the popover's outline.
    func update(shape: PopoverShape) {
        update(shape: shape.path)
    }

    private func update(shape path: CGPath) {
        shapePath = path
        layer.shadowPath = path
        fill.frame = bounds
        fill.path = path
        if let material {
            material.frame = bounds
            let mask = (material.layer.mask as? CAShapeLayer) ?? CAShapeLayer()
            mask.frame = material.bounds
            mask.path = path
            material.layer.mask = mask
        }
    }
}

/// The clear view over the screen behind a popover: a tap on it dismisses the popover (see
/// ``UIPopoverPresentationControllerDelegate``); touches on the popover's `passthroughViews` go through to them.
@MainActor
final class PopoverTapCatcherView: UIView {
    /// The popover this view dismisses.
    weak var popover: UIPopoverPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.name = "_UIPopoverDimmingView"
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.popover?.tappedOutside() })
    }

    required init?(coder: NSCoder) { nil }

    /// Not hit on a passthrough view.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover, popover.passesThrough(convert(point, to: nil)) == false else { return nil }
        return super.hitTest(point, with: event)
    }
}
