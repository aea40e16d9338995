import Flipbook
import Testing

// The UIKit members an animator, interaction controller or presentation controller may call, per type Flipbook
// has, taken from UIKit's Swift interface. Each one is used below as client code uses it, so this file only
// compiles while all of them exist with UIKit's names, labels, optionality and default arguments.
//
// Members deliberately absent (see README, "Bringing your iOS sources"):
// - UIView: `draw(_:)`, `setNeedsDisplay(_:)` (rect), `isOpaque`, `clearsContextBeforeDrawing` (no Core Graphics
//   context); `layoutMargins…`, `safeAreaLayoutGuide`, constraints and anchors (Auto Layout is separate work);
//   `isExclusiveTouch`, `isMultipleTouchEnabled` (scripted touches are delivered to every view they hit).
// - CALayer: `draw(in:)`, `render(in:)`, `setNeedsDisplay(_:)` (rect), `drawsAsynchronously` (no Core Graphics
//   context: `display()` sets `contents` instead); `style` (no style dictionaries).
// - UIViewController: `preferredScreenEdgesDeferringSystemGestures` (no system gestures to defer),
//   `performSegue(withIdentifier:sender:)` (no storyboard to look segues up in; `UIStoryboardSegue` itself exists).

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

    @Test func responderAndInitializerMembers() {
        let controller = UIViewController()
        let navigation = UINavigationController()
        let tabs = UITabBarController()
        let responders: [UIResponder] = [controller, navigation, tabs, UIView(), UIWindow(), UIApplication.shared]
        for responder in responders {
            _ = responder.next
            _ = responder.canBecomeFirstResponder
            _ = responder.canResignFirstResponder
            _ = responder.isFirstResponder
            responder.becomeFirstResponder()
            responder.resignFirstResponder()
            let touches: Set<UITouch> = []
            responder.touchesBegan(touches, with: nil)
            responder.touchesMoved(touches, with: UIEvent())
            responder.touchesEnded(touches, with: nil)
            responder.touchesCancelled(touches, with: nil)
        }
        let keyboardNames: [Notification.Name] = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        let keyboardKeys: [String] = [
            UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
            UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
            UIResponder.keyboardIsLocalUserInfoKey,
        ]
        #expect(Set(keyboardNames).count == 6 && Set(keyboardKeys).count == 5)
        #expect(UIView.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        let field = UITextField()
        #expect(!field.isEditing)
        #expect(controller.view.endEditing(true))
        #expect(UIView().endEditing(false))
    }

    @Test func keyValueObservingMembers() {
        final class Observer: UIView {
            override func observeValue(
                forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                context: UnsafeMutableRawPointer?
            ) {
                _ = change?[.kindKey]
                _ = change?[.newKey]
                _ = change?[.oldKey]
                _ = change?[.indexesKey]
                _ = change?[.notificationIsPriorKey]
                super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
        }
        let view = UIView()
        let observer = Observer()
        view.addObserver(observer, forKeyPath: "frame", options: [.new, .old, .initial, .prior], context: nil)
        view.removeObserver(observer, forKeyPath: "frame")
        view.addObserver(observer, forKeyPath: "bounds", options: [], context: nil)
        view.removeObserver(observer, forKeyPath: "bounds", context: nil)
        let observation: NSKeyValueObservation = view.observe(\.center, options: [.new]) { _, change in
            let kind: NSKeyValueChange = change.kind
            _ = (kind, change.newValue, change.oldValue, change.indexes, change.isPrior)
        }
        observation.invalidate()
        let layer = CALayer()
        layer.addObserver(observer, forKeyPath: "position", options: .new, context: nil)
        layer.removeObserver(observer, forKeyPath: "position")
        layer.observe(\.opacity) { _, _ in }.invalidate()
        _ = [NSKeyValueChange.setting, .insertion, .removal, .replacement]
    }

    @Test func stackViewMembers() {
        let first = UILabel()
        let stack = UIStackView(arrangedSubviews: [first])
        let other = UIStackView(frame: .zero)
        other.axis = .vertical
        other.distribution = .fillProportionally
        other.alignment = .firstBaseline
        stack.axis = .horizontal
        stack.distribution = .equalCentering
        stack.alignment = .top
        stack.alignment = .bottom
        stack.spacing = UIStackView.spacingUseSystem
        stack.isBaselineRelativeArrangement = true
        stack.isLayoutMarginsRelativeArrangement = true
        let second = UIView()
        stack.addArrangedSubview(second)
        stack.insertArrangedSubview(UIView(), at: 1)
        stack.setCustomSpacing(12, after: first)
        _ = stack.customSpacing(after: first) == UIStackView.spacingUseDefault
        stack.removeArrangedSubview(second)
        let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing]
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .center, .trailing, .lastBaseline]
        first.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        first.setContentCompressionResistancePriority(.required, for: .vertical)
        _ = first.intrinsicContentSize
        #expect(stack.arrangedSubviews.count == 2 && distributions.count == 4 && alignments.count == 5)
    }

    @Test func visualFormatMembers() {
        let container = UIView()
        let a = UIView()
        container.addSubview(a)
        let options: NSLayoutConstraint.FormatOptions = [
            .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
            .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
        ]
        _ = options.intersection(.alignmentMask)
        let directions: [NSLayoutConstraint.FormatOptions] = [
            .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft, .directionMask,
            .spacingEdgeToEdge, .spacingBaselineToBaseline, .spacingMask,
        ]
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(m)-[a(>=10@750)]-|", options: .directionLeadingToTrailing, metrics: ["m": 4],
            views: ["a": a])
        let plain = NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]|", metrics: nil, views: ["a": a])
        #expect(made.count == 3 && plain.count == 2 && directions.count == 7)
    }

    @Test func segueStatusBarDeviceAndValueMembers() {
        let source = UIViewController()
        let destination = UIViewController()
        let segue = UIStoryboardSegue(identifier: "next", source: source, destination: destination)
        _ = (segue.identifier, segue.source, segue.destination)
        segue.perform()
        UIStoryboardSegue(identifier: nil, source: source, destination: destination, performHandler: {}).perform()
        source.prepare(for: segue, sender: nil)
        _ = source.shouldPerformSegue(withIdentifier: "next", sender: nil)
        _ = source.preferredStatusBarUpdateAnimation == UIStatusBarAnimation.slide
        _ = [UIStatusBarAnimation.none, .fade]
        _ = source.childForStatusBarStyle ?? source.childForStatusBarHidden
        _ = UIApplication.shared.isStatusBarHidden
        _ = UIApplication.shared.statusBarStyle
        let device = UIDevice.current
        _ = device.systemVersion + device.systemName + device.model + device.localizedModel + device.name
        device.beginGeneratingDeviceOrientationNotifications()
        _ = device.isGeneratingDeviceOrientationNotifications
        device.endGeneratingDeviceOrientationNotifications()
        let names: [Notification.Name] = [
            UIDevice.orientationDidChangeNotification, UIApplication.didChangeStatusBarFrameNotification,
            UIApplication.willChangeStatusBarFrameNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didReceiveMemoryWarningNotification,
        ]
        _ = UIApplication.statusBarFrameUserInfoKey
        let values: [NSValue] = [
            NSValue(cgRect: .zero), NSValue(cgPoint: .zero), NSValue(cgSize: .zero),
            NSValue(cgVector: CGVector(dx: 1, dy: 1)), NSValue(cgAffineTransform: .identity),
            NSValue(caTransform3D: CATransform3DIdentity), NSValue(uiEdgeInsets: .zero),
            NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 1)),
        ]
        _ = (values[0].cgRectValue, values[1].cgPointValue, values[2].cgSizeValue, values[3].cgVectorValue)
        _ = (values[4].cgAffineTransformValue, values[5].caTransform3DValue, values[6].uiEdgeInsetsValue)
        #expect(values[7].uiOffsetValue.vertical == 1 && names.count == 8)
    }

    /// A target for the method-reference forms below.
    final class Target: UIViewController {
        func control(_ sender: UIButton) {}
        func controlEvent(_ sender: UIControl, _ event: UIEvent) {}
        func plain() {}
        func item(_ sender: UIBarButtonItem) {}
        func note(_ notification: Notification) {}
        func tick(_ timer: Timer) {}
        func step(_ link: CADisplayLink) {}
        func edge(_ recognizer: UIScreenEdgePanGestureRecognizer) {}
    }

    @Test func targetActionMembers() {
        let target = Target()
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go", handler: { _ in }))
        button.addTarget(target, action: Target.control, for: [.touchUpInside, .primaryActionTriggered])
        button.addTarget(target, action: Target.controlEvent, for: .allTouchEvents)
        button.addTarget(target, action: Target.plain, for: [.touchDown, .touchDownRepeat, .touchCancel])
        _ = [
            UIControl.Event.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpOutside,
            .valueChanged, .menuActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd,
            .editingDidEndOnExit, .allEditingEvents, .applicationReserved, .systemReserved, .allEvents,
        ]
        button.removeTarget(target, action: Target.control, for: .touchUpInside)
        button.removeTarget(target, action: Target.controlEvent, for: .allTouchEvents)
        button.removeTarget(target, action: Target.plain, for: .touchDown)
        button.removeTarget(nil, action: nil, for: .allEvents)
        _ = button.allTargets
        _ = button.allControlEvents
        button.sendActions(for: .valueChanged)
        button.sendAction(Target.control, to: target, for: nil)
        button.sendAction(Target.controlEvent, to: nil, for: UIEvent())
        button.sendAction(Target.plain, to: target, for: nil)
        let action = UIAction(
            title: "Copy", image: nil, identifier: UIAction.Identifier("copy"), discoverabilityTitle: "Copy",
            attributes: [.destructive, .disabled, .hidden, .keepsMenuPresented], state: .on
        ) { action in _ = action.sender }
        _ = (action.title, action.image, action.identifier.rawValue, action.attributes, action.state, action.subtitle)
        button.addAction(action, for: .touchUpInside)
        button.sendAction(action)
        button.removeAction(action, for: .touchUpInside)
        button.removeAction(identifiedBy: UIAction.Identifier(rawValue: "copy"), for: .touchUpInside)
        _ = (button.isTracking, button.isTouchInside)
        _ = UIButton(primaryAction: nil)
        _ = UIButton(frame: .zero, primaryAction: action)
        _ = UIButton(configuration: .filled(), primaryAction: action)
        let pan: UIPanGestureRecognizer = UIScreenEdgePanGestureRecognizer(target: target, action: Target.edge)
        pan.addTarget(target, action: Target.edge)
        pan.removeTarget(target, action: Target.edge)
        pan.removeTarget(nil, action: nil)
        let center = NotificationCenter.default
        center.addObserver(target, selector: Target.note, name: .init("surface"), object: nil)
        center.addObserver(target, selector: Target.plain, name: nil, object: button)
        center.post(name: .init("surface"), object: nil, userInfo: nil)
        center.removeObserver(target, name: .init("surface"), object: nil)
        center.removeObserver(target)
        let link = CADisplayLink(target: target, selector: Target.step)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        _ = CAFrameRateRange(minimum: 10, maximum: 30) == .default
        link.add(to: .main, forMode: .common)
        _ = (link.timestamp, link.targetTimestamp, link.duration, link.isPaused)
        link.invalidate()
        _ = CADisplayLink(target: target, selector: Target.plain)
        let timer = Timer.scheduledTimer(
            timeInterval: 1, target: target, selector: Target.tick, userInfo: ["key": 1], repeats: true)
        _ = (timer.isValid, timer.userInfo, timer.timeInterval)
        timer.fire()
        timer.invalidate()
        _ = Timer.scheduledTimer(timeInterval: 1, target: target, selector: Target.plain, userInfo: nil, repeats: false)
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { timer in timer.invalidate() }.invalidate()
    }

    @Test func barMembers() {
        let target = Target()
        let items: [UIBarButtonItem] = [
            UIBarButtonItem(barButtonSystemItem: .done, target: target, action: Target.item),
            UIBarButtonItem(barButtonSystemItem: .cancel, target: target, action: Target.plain),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Target.item),
            UIBarButtonItem(title: "Save", style: .done, target: target, action: Target.plain),
            UIBarButtonItem(title: "Later", style: .bordered, target: nil, action: nil),
            UIBarButtonItem(
                image: UIImage.filled(with: .red, size: CGSize(width: 4, height: 4)), style: .plain, target: target,
                action: Target.item),
            UIBarButtonItem(image: nil, style: .plain, target: target, action: Target.plain),
            UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil),
            UIBarButtonItem(customView: UIView()),
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction(handler: { _ in })),
            UIBarButtonItem(title: "Go", image: nil, primaryAction: nil),
            .fixedSpace(8), .flexibleSpace(), UIBarButtonItem(),
        ]
        let systemItems: [UIBarButtonItem.SystemItem] = [
            .edit, .save, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop, .camera,
            .trash, .play, .pause, .rewind, .fastForward, .undo, .redo, .pageCurl, .close, .fixedSpace,
        ]
        let item = items[0]
        item.title = "Finish"
        item.image = nil
        item.style = .done
        item.customView = nil
        item.width = 60
        item.tintColor = .systemRed
        item.isEnabled = false
        item.tag = 2
        item.target = target
        item.primaryAction = nil
        _ = (item.systemItem, systemItems)
        let navigationItem = target.navigationItem
        navigationItem.leftBarButtonItem = items[1]
        navigationItem.rightBarButtonItem = items[0]
        navigationItem.leftBarButtonItems = [items[1]]
        navigationItem.rightBarButtonItems = [items[0], items[3]]
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        navigationItem.titleView = UILabel()
        navigationItem.leftItemsSupplementBackButton = true
        navigationItem.hidesBackButton = false
        navigationItem.setLeftBarButton(nil, animated: true)
        navigationItem.setRightBarButton(items[0], animated: false)
        navigationItem.setLeftBarButtonItems([items[1]], animated: true)
        navigationItem.setRightBarButtonItems(nil, animated: true)
        navigationItem.setHidesBackButton(true, animated: true)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = items
        toolbar.setItems([items[0]], animated: true)
        toolbar.tintColor = .systemGreen
        #expect(toolbar.items?.count == 1)
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

    @Test func preferredTransitionMembers() {
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let controller = UIViewController()
        let options = UIViewController.Transition.ZoomOptions()
        options.interactiveDismissShouldBegin = { context in
            context.willBegin && context.velocity.dy > 0 && context.location.y > 0
        }
        options.alignmentRectProvider = { context in
            _ = context.sourceView
            return context.zoomedViewController.view.bounds
        }
        options.dimmingColor = .black
        options.dimmingVisualEffect = UIBlurEffect(style: .systemMaterial)
        controller.preferredTransition = .zoom(options: options) { context in
            _ = context.sourceViewController
            _ = context.zoomedViewController
            return source
        }
        controller.preferredTransition = .zoom { _ in source }
        let styles: [UIViewController.Transition] = [.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl]
        controller.preferredTransition = styles[0]
        controller.preferredTransition = nil
        #expect(controller.preferredTransition == nil)
    }

    @Test func pageViewControllerMembers() {
        final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
            ) -> UIViewController? { nil }
            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
            ) -> UIViewController? { nil }
            func presentationCount(for pageViewController: UIPageViewController) -> Int { 1 }
            func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
            func pageViewController(
                _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
            ) {}
            func pageViewController(
                _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                previousViewControllers: [UIViewController], transitionCompleted completed: Bool
            ) {}
            func pageViewController(
                _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
            ) -> UIPageViewController.SpineLocation { .min }
        }
        let pages = Pages()
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: UIPageViewController.SpineLocation.min.rawValue])
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        scroll.dataSource = pages
        scroll.delegate = pages
        scroll.setViewControllers([UIViewController()], direction: .reverse, animated: false) { _ in }
        scroll.setViewControllers([UIViewController()], direction: .forward, animated: false)
        _ = scroll.gestureRecognizers
        _ = scroll.viewControllers
        let style: UIPageViewController.TransitionStyle = scroll.transitionStyle
        let orientation: UIPageViewController.NavigationOrientation = curl.navigationOrientation
        _ = curl.isDoubleSided
        _ = UIPageViewController.OptionsKey.interPageSpacing
        #expect(style == .scroll && orientation == .vertical && curl.spineLocation == .min)
    }

    @Test func dynamicsMembers() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let other = UIView(frame: CGRect(x: 50, y: 0, width: 20, height: 20))
        reference.addSubview(item)
        reference.addSubview(other)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.delegate = nil
        _ = animator.referenceView
        _ = animator.isRunning
        _ = animator.elapsedTime()
        _ = animator.items(in: reference.bounds)
        let boundsType: UIDynamicItemCollisionBoundsType = item.collisionBoundsType
        _ = item.collisionBoundingPath
        let group = UIDynamicItemGroup(items: [item, other])
        _ = group.items

        let gravity = UIGravityBehavior(items: [item])
        gravity.addItem(other)
        gravity.removeItem(other)
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        gravity.angle = .pi / 2
        gravity.magnitude = 1
        gravity.setAngle(.pi / 2, magnitude: 1)
        _ = gravity.items

        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        collision.collisionMode = [.items, .boundaries]
        collision.addBoundary(withIdentifier: "line" as NSCopying, from: .zero, to: CGPoint(x: 10, y: 0))
        collision.addBoundary(withIdentifier: "path" as NSCopying, for: UIBezierPath(rect: reference.bounds))
        _ = collision.boundary(withIdentifier: "line" as NSCopying)
        collision.removeBoundary(withIdentifier: "line" as NSCopying)
        _ = collision.boundaryIdentifiers
        collision.removeAllBoundaries()
        collision.collisionDelegate = nil
        _ = collision.items

        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: .zero)
        attachment.length = 10
        attachment.damping = 0.5
        attachment.frequency = 2
        attachment.frictionTorque = 1
        attachment.attachmentRange = UIFloatRange(minimum: -1, maximum: 1)
        attachment.anchorPoint = CGPoint(x: 5, y: 5)
        _ = attachment.attachedBehaviorType == .anchor
        _ = attachment.items
        _ = UIAttachmentBehavior(
            item: item, offsetFromCenter: UIOffset(horizontal: 1, vertical: 1), attachedToAnchor: .zero)
        _ = UIAttachmentBehavior(item: item, attachedTo: other)
        _ = UIAttachmentBehavior(
            item: item, offsetFromCenter: .zero, attachedTo: other,
            offsetFromCenter: UIOffset(horizontal: 1, vertical: 0))
        _ = UIAttachmentBehavior.slidingAttachment(
            with: item, attachedTo: other, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 1, dy: 0))
        _ = UIAttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 0, dy: 1))
        _ = UIAttachmentBehavior.fixedAttachment(with: item, attachedTo: other, attachmentAnchor: .zero)
        _ = UIAttachmentBehavior.limitAttachment(
            with: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
        _ = UIAttachmentBehavior.pinAttachment(with: item, attachedTo: other, attachmentAnchor: .zero)
        _ = UIFloatRange.infinite.isInfinite || UIFloatRange.zero.isInfinite

        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 50, y: 50))
        snap.snapPoint = CGPoint(x: 60, y: 60)
        snap.damping = 0.3

        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.angle = 0
        push.magnitude = 1
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.setAngle(0, magnitude: 2)
        push.active = false
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 1, vertical: 1), for: item)
        _ = push.targetOffsetFromCenter(for: item)
        push.addItem(other)
        push.removeItem(other)
        _ = push.mode == .instantaneous

        let itemBehavior = UIDynamicItemBehavior(items: [item])
        itemBehavior.elasticity = 0.5
        itemBehavior.friction = 0.5
        itemBehavior.density = 2
        itemBehavior.resistance = 1
        itemBehavior.angularResistance = 1
        itemBehavior.charge = 1
        itemBehavior.isAnchored = false
        itemBehavior.allowsRotation = true
        itemBehavior.addLinearVelocity(CGPoint(x: 1, y: 0), for: item)
        _ = itemBehavior.linearVelocity(for: item)
        itemBehavior.addAngularVelocity(1, for: item)
        _ = itemBehavior.angularVelocity(for: item)

        let field = UIFieldBehavior.springField()
        field.position = CGPoint(x: 10, y: 10)
        field.region = UIRegion(radius: 50).byUnion(with: UIRegion(size: CGSize(width: 10, height: 10)))
            .byDifference(from: UIRegion.infinite.inverse()).byIntersection(with: .infinite)
        _ = field.region.contains(.zero)
        field.strength = 2
        field.falloff = 1
        field.minimumRadius = 5
        field.direction = CGVector(dx: 1, dy: 0)
        field.smoothness = 0.5
        field.animationSpeed = 1
        field.addItem(item)
        _ = field.items
        field.removeItem(item)
        _ = [
            UIFieldBehavior.dragField(), UIFieldBehavior.vortexField(),
            UIFieldBehavior.radialGravityField(position: .zero),
            UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1)),
            UIFieldBehavior.velocityField(direction: CGVector(dx: 1, dy: 0)), UIFieldBehavior.electricField(),
            UIFieldBehavior.magneticField(),
            UIFieldBehavior.field { _, _, velocity, _, _, _ in CGVector(dx: -velocity.dx, dy: -velocity.dy) },
        ]

        let composite = UIDynamicBehavior()
        composite.addChildBehavior(gravity)
        composite.removeChildBehavior(gravity)
        composite.action = {}
        composite.willMove(to: animator)
        _ = composite.childBehaviors
        _ = composite.dynamicAnimator
        for behavior in [composite, collision, attachment, snap, push, itemBehavior] { animator.addBehavior(behavior) }
        animator.updateItem(usingCurrentState: item)
        animator.removeBehavior(snap)
        _ = animator.behaviors
        animator.removeAllBehaviors()
        #expect(boundsType == .rectangle)
    }
}
