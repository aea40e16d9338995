import Foundation

/// Where the popover goes and the views around it: the bubble's chrome, the mask of the presented view,
/// the arrow's room in its safe area, and the clear view that catches taps outside.
extension UIPopoverPresentationController {
    /// The source rect in the container's coordinates, with whether it is a bar button item's; `nil` when
    /// nothing to point at is set or on screen.
    func sourceInContainer() -> (rect: CGRect, isBarItem: Bool)? {
        containerView.flatMap { source(in: $0) }
    }

    /// The source rect in `reference`'s coordinates, with whether it is a bar button item's; `nil` when
    /// nothing to point at is set or it is not in `reference`'s window.
    func source(in reference: UIView) -> (rect: CGRect, isBarItem: Bool)? {
        if let item = sourceItem {
            if let view = item as? UIView {
                guard let window = view.window, window === reference.window else { return nil }
                let rect = sourceRect.isNull ? view.bounds : sourceRect
                return (view.convert(rect, to: reference), false)
            }
            guard let rect = item.frame(in: reference) else { return nil }
            return (rect, item is UIBarButtonItem)
        }
        guard let sourceView, sourceView.window != nil, sourceView.window === reference.window else { return nil }
        let rect = sourceRect.isNull ? sourceView.bounds : sourceRect
        return (sourceView.convert(rect, to: reference), false)
    }

    /// What is wrong with the popover's source for a presentation in `window`, or `nil` when it is on screen.
    func sourceProblem(in window: UIView?) -> String? {
        let name = TransitionContext.name(of: presentedViewController)
        if sourceItem == nil, sourceView == nil {
            return """
                the UIPopoverPresentationController of \(name) should have a non-nil sourceView, sourceItem or \
                barButtonItem set before the presentation occurs
                """
        }
        guard let window, source(in: window) != nil else {
            return """
                the source of the popover of \(name) is not on screen (its view is not in the presenting \
                window, or no bar shows its bar button item)
                """
        }
        return nil
    }

    /// The area the popover must stay in: the container inside the window's safe area and the margins.
    var placementArea: CGRect {
        guard let containerView else { return .zero }
        let safe = containerView.window?.safeAreaInsets ?? .zero
        let bounds = containerView.bounds
        let margins = popoverLayoutMargins
        return CGRect(
            x: bounds.minX + safe.left + margins.left, y: bounds.minY + safe.top + margins.top,
            width: bounds.width - safe.left - safe.right - margins.left - margins.right,
            height: bounds.height - safe.top - safe.bottom - margins.top - margins.bottom)
    }

    /// The placement for the current source, size and options (`nil` without a source on screen).
    func currentPlacement() -> PopoverPlacement? {
        guard let source = sourceInContainer() else { return nil }
        let permitted: [PopoverPlacement.Direction]
        if source.isBarItem {
            // A bar button item's popover points at its bar: up from a bar in the top half, down from one below.
            permitted = source.rect.midY < (containerView?.bounds.midY ?? 0) ? [.up] : [.down]
        } else {
            permitted = permittedArrowDirections.placementDirections
        }
        return PopoverPlacement(
            .init(
                area: placementArea, source: source.rect, preferredSize: presentedViewController.preferredContentSize,
                permitted: permitted, canOverlapSource: canOverlapSourceViewRect))
    }

    /// Puts the chrome, the mask and the tap catcher in place for `placement`.
    func apply(_ placement: PopoverPlacement) {
        self.placement = placement
        arrowDirection = UIPopoverArrowDirection(placement.direction)
        let shape = PopoverShape(placement: placement)
        UIView.performWithoutAnimation {
            chrome?.frame = placement.frame
            chrome?.update(shape: shape)
            if let presented = presentedView {
                presented.frame = placement.frame
                let mask = (presented.layer.mask as? CAShapeLayer) ?? CAShapeLayer()
                mask.frame = presented.bounds
                mask.path = shape.path
                presented.layer.mask = mask
            }
        }
        presentedViewController.chromeSafeAreaInsets = shape.arrowInsets
    }

    /// Adds the tap catcher, the chrome and the presented view's mask as the presentation starts.
    func installChrome() {
        guard let containerView, let placement = currentPlacement() else { return }
        let catcher = PopoverTapCatcherView(frame: containerView.bounds)
        catcher.popover = self
        containerView.insertSubview(catcher, at: 0)
        tapCatcher = catcher
        let chrome = PopoverChromeView(frame: placement.frame, fill: backgroundColor)
        containerView.insertSubview(chrome, aboveSubview: catcher)
        self.chrome = chrome
        presentedMaskBefore = presentedView?.layer.mask
        apply(placement)
    }

    /// Takes the chrome, the mask and the tap catcher away.
    func removeChrome() {
        tapCatcher?.removeFromSuperview()
        tapCatcher = nil
        chrome?.removeFromSuperview()
        chrome = nil
        presentedView?.layer.mask = presentedMaskBefore
        presentedMaskBefore = nil
        presentedViewController.chromeSafeAreaInsets = .zero
        placement = nil
        arrowDirection = .unknown
    }

    /// Places the popover again after a layout of the container: when its place would change, the delegate
    /// may first point it elsewhere (`popoverPresentationController(_:willRepositionPopoverTo:in:)`, given
    /// the current source rect in its view's coordinates).
    func repositionIfNeeded() {
        guard let placement, let next = currentPlacement(), next != placement else { return }
        if let popoverDelegate, let current = sourceInView() {
            var rect = current.rect
            var view = current.view
            withUnsafeMutablePointer(to: &rect) { rectPointer in
                withUnsafeMutablePointer(to: &view) { viewPointer in
                    popoverDelegate.popoverPresentationController(
                        self, willRepositionPopoverTo: rectPointer, in: AutoreleasingUnsafeMutablePointer(viewPointer))
                }
            }
            if rect != current.rect || view !== current.view {
                sourceItem = nil
                sourceView = view
                sourceRect = rect
            }
        }
        if let moved = currentPlacement() { apply(moved) }
    }

    /// The source as a rect in a view: the source view's (or view item's) rect, or a bar button item's
    /// frame in the container.
    private func sourceInView() -> (rect: CGRect, view: UIView)? {
        if let view = (sourceItem as? UIView) ?? (sourceItem == nil ? sourceView : nil) {
            return (sourceRect.isNull ? view.bounds : sourceRect, view)
        }
        guard let containerView, let rect = sourceItem?.frame(in: containerView) else { return nil }
        return (rect, containerView)
    }
}
