import Flipbook
import Testing

// The UIKit members an animator, interaction controller or presentation controller may call, per type Flipbook
// has, taken from UIKit's Swift interface. Each one is used below as client code uses it, so this file only
// compiles while all of them exist with UIKit's names, labels, optionality and default arguments.
//
// Members deliberately absent (see README, "Porting your animator"):
// - UIView: `draw(_:)`, `setNeedsDisplay(_:)` (rect), `isOpaque`, `clearsContextBeforeDrawing` (no Core Graphics
//   context); `layoutMargins…`, `safeAreaLayoutGuide`, constraints and anchors (Auto Layout is separate work);
//   `isExclusiveTouch`, `isMultipleTouchEnabled` (scripted touches are delivered to every view they hit);
//   `endEditing(_:)`, first-responder members (no text input).
// - CALayer: `draw(in:)`, `render(in:)`, `setNeedsDisplay(_:)` (rect), `drawsAsynchronously` (no Core Graphics
//   context: `display()` sets `contents` instead); `style` (no style dictionaries).
// - UIViewController: `preferredScreenEdgesDeferringSystemGestures` (no system gestures to defer), storyboard
//   segues (no storyboards).

@MainActor
@Suite struct UIKitSurfaceTests {
    @Test func viewAndLayerMembers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        view.addSubview(child)
        view.insertSubview(UIView(), at: 0)
        view.insertSubview(UIView(), belowSubview: child)
        view.insertSubview(UIView(), aboveSubview: child)
        view.bringSubviewToFront(child)
        view.sendSubviewToBack(child)
        child.frame = view.bounds.insetBy(dx: 10, dy: 10)
        child.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).rotated(by: .pi / 8)
        child.transform3D = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        child.alpha = 0.5
        child.isHidden = false
        child.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        child.clipsToBounds = true
        child.isUserInteractionEnabled = false
        child.tag = 7
        child.accessibilityIdentifier = "child"
        child.contentMode = .scaleAspectFill
        child.mask = UIView(frame: child.bounds)
        child.layer.cornerRadius = 4
        child.layer.masksToBounds = true
        child.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        child.layer.zPosition = 1
        child.layer.opacity = 1
        child.layer.sublayerTransform = CATransform3DIdentity
        child.layer.isDoubleSided = false
        _ = view.convert(CGPoint.zero, to: nil)
        _ = view.convert(CGRect.zero, from: child)
        _ = view.viewWithTag(7)
        _ = view.safeAreaInsets
        _ = view.traitCollection.userInterfaceIdiom
        view.setNeedsLayout()
        view.layoutIfNeeded()
        _ = view.snapshotView(afterScreenUpdates: true)
        _ = view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: false, withCapInsets: .zero)
        UIView.animate(withDuration: 0.1) { child.alpha = 1 }
        UIView.animate(withDuration: 0.1, animations: { child.alpha = 1 }, completion: { _ in })
        UIView.animate(withDuration: 0.1, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {})
        UIView.animate(
            withDuration: 0.1, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
            options: [], animations: {}, completion: nil)
        UIView.animateKeyframes(
            withDuration: 0.1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { child.alpha = 0 }
            })
        UIView.transition(with: view, duration: 0.1, options: .transitionCrossDissolve, animations: {})
        UIView.performWithoutAnimation { child.alpha = 1 }
        child.removeFromSuperview()
        #expect(view.subviews.count == 3)
    }

    @Test func layerDisplayActionAndHierarchyMembers() {
        let layer = CAShapeLayer()
        let host = CALayer()
        host.addSublayer(layer)
        host.insertSublayer(CALayer(), at: 0)
        host.insertSublayer(CALayer(), below: layer)
        host.insertSublayer(CALayer(), above: layer)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        layer.shadowPath = UIBezierPath(roundedRect: layer.bounds, cornerRadius: 8).cgPath
        layer.borderWidth = 1
        layer.borderColor = UIColor.white.cgColor
        layer.contents = UIImage.filled(with: .red, size: CGSize(width: 1, height: 1)).cgImage
        layer.contentsGravity = .resizeAspectFill
        layer.contentsScale = UIScreen.main.scale
        layer.needsDisplayOnBoundsChange = true
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        _ = layer.needsDisplay()
        _ = CAShapeLayer.needsDisplay(forKey: "path")
        _ = CALayer.defaultAction(forKey: "opacity")
        layer.actions = ["opacity": NSNull()]
        _ = layer.action(forKey: "opacity")
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        _ = layer.convert(CGPoint.zero, to: host)
        _ = layer.contains(.zero)
        _ = layer.convertTime(CACurrentMediaTime(), from: nil)
        let animation = CABasicAnimation(keyPath: "path")
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "path")
        _ = layer.animation(forKey: "path")
        layer.removeAnimation(forKey: "path")
        layer.removeAllAnimations()
        _ = layer.presentation()?.model()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.3)
        CATransaction.setCompletionBlock {}
        CATransaction.commit()
        layer.removeFromSuperlayer()
        #expect(host.sublayers?.count == 3)
    }

    @Test func gestureMembers() {
        let view = UIView()
        let tap = UITapGestureRecognizer(handler: { _ in })
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 1
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer(handler: { _ in })
        pan.maximumNumberOfTouches = 1
        _ = pan.translation(in: view)
        _ = pan.velocity(in: view)
        pan.setTranslation(.zero, in: view)
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil)
    }

    @Test func tintAndContainerMembers() {
        let view = UIView()
        view.tintColor = .systemPink
        view.tintAdjustmentMode = .dimmed
        view.tintColorDidChange()
        view.contentScaleFactor = UIScreen.main.scale
        view.setNeedsDisplay()
        _ = view.action(for: view.layer, forKey: "opacity")
        let container = UIViewController()
        let first = UIViewController()
        let second = UIViewController()
        container.addChild(first)
        container.addChild(second)
        container.transition(
            from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve, .curveEaseInOut],
            animations: {}, completion: { _ in })
        container.transition(from: second, to: first, duration: 0, animations: nil)
        container.show(UIViewController(), sender: nil)
        container.showDetailViewController(UIViewController(), sender: self)
        #expect(view.tintAdjustmentMode == .dimmed)
    }

    @Test func propertyAnimatorMembers() {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
        animator.addAnimations { view.alpha = 0 }
        animator.addAnimations({ view.center.x = 10 }, delayFactor: 0.5)
        animator.addCompletion { position in _ = position == .end }
        animator.isUserInteractionEnabled = false
        animator.scrubsLinearly = false
        animator.pausesOnCompletion = false
        animator.startAnimation(afterDelay: 0)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        animator.continueAnimation(
            withTimingParameters: UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: 0)),
            durationFactor: 1)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        _ = UIViewPropertyAnimator(
            duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        _ = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8)
        _ = UIViewPropertyAnimator(duration: 0.3, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        let running = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.1, delay: 0, options: [], animations: {})
        #expect(animator.state == .inactive && running.isRunning)
    }

    @Test func applicationDeviceScreenAndGeometryMembers() {
        _ = UIApplication.shared.keyWindow
        _ = UIApplication.shared.windows
        _ = UIApplication.shared.statusBarFrame.height
        _ = UIApplication.shared.statusBarOrientation.isLandscape
        _ = UIDevice.current.userInterfaceIdiom == .pad
        _ = UIDevice.current.orientation.isPortrait
        _ = UIScreen.main.bounds.width * UIScreen.main.scale
        _ = UIScreen.main.traitCollection.horizontalSizeClass
        _ = CGPoint.zero.equalTo(.zero)
        _ = CGRect.zero.inset(by: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        _ = UIOffset(horizontal: 1, vertical: 2)
        _ = UIRectCorner.allCorners
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
    }

    @Test func controllerAndTransitionMembers() {
        let controller = UIViewController()
        controller.modalPresentationStyle = .overFullScreen
        controller.modalTransitionStyle = .crossDissolve
        controller.modalPresentationCapturesStatusBarAppearance = true
        controller.preferredContentSize = CGSize(width: 100, height: 100)
        controller.definesPresentationContext = true
        controller.setNeedsStatusBarAppearanceUpdate()
        _ = controller.transitionCoordinator
        _ = controller.presentationController
        _ = controller.isBeingPresented || controller.isBeingDismissed || controller.isMovingToParent
        _ = controller.traitCollection
        let presentation = UIPresentationController(presentedViewController: controller, presenting: nil)
        _ = presentation.presentedView
        _ = presentation.frameOfPresentedViewInContainerView
        _ = presentation.shouldRemovePresentersView
        _ = presentation.traitCollection
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .easeOut
        interaction.completionSpeed = 1.5
        interaction.wantsInteractiveStart = false
        interaction.pause()
        let pan = UIScreenEdgePanGestureRecognizer(
            target: interaction, action: UIPercentDrivenInteractiveTransition.pause)
        pan.edges = .left
        let swipe = UISwipeGestureRecognizer(handler: { _ in })
        swipe.direction = .down
        #expect(presentation.presentationStyle == .overFullScreen)
    }

    @Test func sheetMembers() {
        final class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                .none
            }
            func adaptivePresentationStyle(
                for controller: UIPresentationController, traitCollection: UITraitCollection
            ) -> UIModalPresentationStyle { .none }
            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                true
            }
            func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
        }
        let delegate = Delegate()
        let controller = UIViewController()
        controller.modalPresentationStyle = .pageSheet
        controller.modalPresentationStyle = .formSheet
        controller.modalPresentationStyle = .automatic
        controller.isModalInPresentation = true
        controller.presentationController?.delegate = delegate
        let sheet: UISheetPresentationController? = controller.sheetPresentationController
        _ = sheet?.adaptivePresentationStyle
        _ = UIApplication.shared.statusBarStyle
        let presentation: UIPresentationController = UISheetPresentationController(
            presentedViewController: controller, presenting: nil)
        #expect(presentation.presentationStyle == .pageSheet)
        #expect(sheet?.delegate === delegate)
    }

    @Test func detentMembers() {
        final class Delegate: NSObject, UISheetPresentationControllerDelegate {
            func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
                _ sheetPresentationController: UISheetPresentationController
            ) {}
        }
        let delegate = Delegate()
        let controller = UIViewController()
        controller.modalPresentationStyle = .pageSheet
        guard let sheet = controller.sheetPresentationController else {
            Issue.record("a page sheet has a sheet presentation controller")
            return
        }
        let smallID = UISheetPresentationController.Detent.Identifier("small")
        let small = UISheetPresentationController.Detent.custom(identifier: smallID) { context in
            context.containerTraitCollection.verticalSizeClass == .compact ? nil : context.maximumDetentValue * 0.2
        }
        sheet.detents = [small, .medium(), .large(), .custom { _ in 120 }]
        sheet.selectedDetentIdentifier = .medium
        sheet.largestUndimmedDetentIdentifier = smallID
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 16
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        sheet.prefersEdgeAttachedInCompactHeight = true
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet.delegate = delegate
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        _ = sheet.detents.map(\.identifier) == [smallID, .medium, .large]
        _ = UISheetPresentationController.Detent.Identifier(rawValue: "x").rawValue
        #expect(sheet.selectedDetentIdentifier == .large)
    }
}
