import Foundation

/// The views of one zoom in flight: the zoomed view controller's view inside a rounded clip that moves
/// between the source view's frame and the full frame, a dimming over the source screen, and the source
/// view hidden meanwhile. The animator and the interactive dismissal both place it; `land` puts every view
/// back where the transition leaves it.
@MainActor
final class ZoomFlight {
    let context: UIViewControllerContextTransitioning
    /// The view controller that zooms, and its view.
    let zoomed: UIViewController
    let zoomedView: UIView
    /// Whether the zoom opens (present, push) rather than closes (dismiss, pop).
    let opens: Bool
    /// The view the zoom starts from or ends in; nil makes the zoomed view fade instead.
    let source: UIView?
    private let sourceWasHidden: Bool
    private let clip = UIView()
    private let dimming: UIView
    /// The zoomed view's frame when it is shown whole.
    let fullFrame: CGRect
    /// Where the zoomed view sits when it lies on the source view.
    let collapsed: ZoomGeometry
    private let sourceCornerRadius: CGFloat

    /// Sets the views up for `context`; nil when the context has no zoomed view to move.
    init?(context: UIViewControllerContextTransitioning, transition: UIViewController.Transition, opens: Bool) {
        let zoomedKey: UITransitionContextViewControllerKey = opens ? .to : .from
        guard let zoomed = context.viewController(forKey: zoomedKey),
            let sourceController = context.viewController(forKey: opens ? .from : .to),
            let zoomedView = context.view(forKey: opens ? .to : .from)
        else { return nil }
        self.context = context
        self.zoomed = zoomed
        self.zoomedView = zoomedView
        self.opens = opens
        let container = context.containerView
        fullFrame = opens ? context.finalFrame(for: zoomed) : zoomedView.frame
        if !opens, let screen = context.view(forKey: .to), let screenController = context.viewController(forKey: .to) {
            UIView.performWithoutAnimation {
                container.insertSubview(screen, at: 0)
                screen.frame = context.finalFrame(for: screenController)
            }
            screen.layoutIfNeeded()
        }
        let source = transition.sourceView(source: sourceController, zoomed: zoomed)
        let options = transition.zoomOptions
        if let source, source.window != nil {
            self.source = source
            sourceWasHidden = source.isHidden
            sourceCornerRadius = source.layer.cornerRadius
            let alignment =
                options?.alignmentRectProvider?(
                    UIViewController.Transition.ZoomOptions.AlignmentRectContext(
                        sourceView: source, zoomedViewController: zoomed)) ?? .zero
            collapsed = ZoomGeometry.collapsed(
                size: fullFrame.size, alignment: alignment, onto: container.convert(source.bounds, from: source))
        } else {
            self.source = nil
            sourceWasHidden = false
            sourceCornerRadius = 0
            collapsed = .expanded(fullFrame)
        }
        if let effect = options?.dimmingVisualEffect {
            dimming = UIVisualEffectView(effect: effect)
        } else {
            dimming = UIView()
            dimming.backgroundColor =
                options?.dimmingColor ?? UIColor.black.withAlphaComponent(ZoomMetrics.dimmingAlpha)
        }
        UIView.performWithoutAnimation {
            dimming.frame = container.bounds
            dimming.isUserInteractionEnabled = false
            container.addSubview(dimming)
            clip.clipsToBounds = true
            clip.layer.name = "ZoomClip"
            container.addSubview(clip)
            clip.addSubview(zoomedView)
        }
        source?.isHidden = true
    }

    /// Places the zoomed view on its source (`atSource`) or whole, with the dimming to match.
    func show(atSource: Bool) {
        if atSource {
            place(collapsed, cornerRadius: source == nil ? ZoomMetrics.flightCornerRadius : sourceCornerRadius)
            dimming.alpha = 0
            clip.alpha = source == nil ? 0 : 1
        } else {
            place(.expanded(fullFrame), cornerRadius: ZoomMetrics.flightCornerRadius)
            dimming.alpha = 1
            clip.alpha = 1
        }
    }

    /// Places the zoomed view as a finger holds it: shrunk to `scale` about `center` (container
    /// coordinates), the dimming at `dimming` (0…1).
    func show(scale: CGFloat, center: CGPoint, cornerRadius: CGFloat, dimming fraction: CGFloat) {
        place(.dragged(size: fullFrame.size, scale: scale, center: center), cornerRadius: cornerRadius)
        dimming.alpha = fraction
        clip.alpha = 1
    }

    private func place(_ geometry: ZoomGeometry, cornerRadius: CGFloat) {
        clip.frame = geometry.clip
        clip.layer.cornerRadius = cornerRadius
        zoomedView.bounds = CGRect(origin: .zero, size: fullFrame.size)
        zoomedView.center = geometry.center
        zoomedView.transform = CGAffineTransform(scaleX: geometry.scale, y: geometry.scale)
    }

    /// Ends the flight: the source view shows again, the dimming and the clip go, and the zoomed view is
    /// back in the container at its full frame when it stays on screen (`completed` when opening, not
    /// `completed` when closing), else out of it.
    func land(completed: Bool) {
        let stays = opens == completed
        UIView.performWithoutAnimation {
            source?.isHidden = sourceWasHidden
            dimming.removeFromSuperview()
            zoomedView.transform = .identity
            if stays {
                context.containerView.addSubview(zoomedView)
                zoomedView.frame = fullFrame
            } else {
                zoomedView.removeFromSuperview()
                zoomedView.frame = fullFrame
            }
            clip.removeFromSuperview()
            if !opens, !completed, let screen = context.view(forKey: .to), screen.superview === context.containerView {
                screen.removeFromSuperview()
            }
        }
    }
}
