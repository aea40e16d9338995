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

    @Test func pinchMembers() {
        let view = UIView()
        let pinch = UIPinchGestureRecognizer(handler: { _ in })
        pinch.scale = 1
        let velocity: CGFloat = pinch.velocity
        view.addGestureRecognizer(pinch)
        #expect(velocity == 0 && pinch.scale == 1)
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

    @Test func navigationToolbarLayoutGuideAndResponderMembers() {
        let page = UIViewController()
        page.toolbarItems = [UIBarButtonItem(title: "Edit")]
        page.setToolbarItems(nil, animated: true)
        page.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: page)
        let toolbar: UIToolbar! = navigation.toolbar
        navigation.isToolbarHidden = false
        navigation.setToolbarHidden(true, animated: false)
        let top: UILayoutSupport = page.topLayoutGuide
        let bottom: UILayoutSupport = page.bottomLayoutGuide
        let anchors: [NSLayoutYAxisAnchor] = [top.topAnchor, top.bottomAnchor, bottom.topAnchor, bottom.bottomAnchor]
        let lengths = [top.length, bottom.length, 0]
        _ = (top.heightAnchor, bottom.heightAnchor, anchors, lengths)
        #expect(
            toolbar != nil && navigation.isToolbarHidden && page.toolbarItems == nil && page.hidesBottomBarWhenPushed)
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
        sheet.sourceView = controller.view
        sheet.prefersEdgeAttachedInCompactHeight = true
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet.delegate = delegate
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        _ = sheet.detents.map(\.identifier) == [smallID, .medium, .large]
        _ = UISheetPresentationController.Detent.Identifier(rawValue: "x").rawValue
        #expect(sheet.selectedDetentIdentifier == .large)
    }

    @Test func popoverMembers() {
        final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(
                for controller: UIPresentationController, traitCollection: UITraitCollection
            ) -> UIModalPresentationStyle { .none }
            func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
            func popoverPresentationControllerShouldDismissPopover(
                _ popoverPresentationController: UIPopoverPresentationController
            ) -> Bool { true }
            func popoverPresentationControllerDidDismissPopover(
                _ popoverPresentationController: UIPopoverPresentationController
            ) {}
            func popoverPresentationController(
                _ popoverPresentationController: UIPopoverPresentationController,
                willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                in view: AutoreleasingUnsafeMutablePointer<UIView>
            ) {
                rect.pointee = rect.pointee.insetBy(dx: 1, dy: 1)
                _ = view.pointee.bounds
            }
        }
        let delegate = Delegate()
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let item = UIBarButtonItem(systemItem: .action)
        let controller = UIViewController()
        controller.modalPresentationStyle = .popover
        controller.preferredContentSize = CGSize(width: 200, height: 160)
        guard let popover: UIPopoverPresentationController = controller.popoverPresentationController else {
            Issue.record("a .popover view controller has a popover presentation controller")
            return
        }
        popover.delegate = delegate
        popover.sourceView = source
        popover.sourceRect = source.bounds
        popover.barButtonItem = item
        popover.sourceItem = item
        popover.sourceItem = source
        let items: [UIPopoverPresentationControllerSourceItem] = [item, source]
        _ = items.map { $0.frame(in: source) }
        popover.permittedArrowDirections = [.up, .down]
        popover.permittedArrowDirections = .any
        _ = [UIPopoverArrowDirection.left, .right, .unknown].contains(popover.arrowDirection)
        popover.popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        popover.backgroundColor = .systemBackground
        popover.passthroughViews = [source]
        popover.canOverlapSourceViewRect = true
        let sheet: UISheetPresentationController = popover.adaptiveSheetPresentationController
        sheet.detents = [.medium(), .large()]
        _ = popover.adaptivePresentationStyle
        let presentation: UIPresentationController = UIPopoverPresentationController(
            presentedViewController: controller, presenting: nil)
        #expect(presentation.presentationStyle == .popover)
        #expect(UIViewController().popoverPresentationController == nil)
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
            UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1),
            UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1),
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

        let layoutAnimator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let attributes: UIDynamicItem = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        layoutAnimator.addBehavior(UIGravityBehavior(items: [attributes]))
        _ = layoutAnimator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0))
        _ = layoutAnimator.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(boundsType == .rectangle)
    }

    @Test func tableAndListMembers() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        _ = UITableView(frame: .zero)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.sectionHeaderHeight = UITableView.automaticDimension
        table.sectionFooterHeight = UITableView.automaticDimension
        table.estimatedSectionHeaderHeight = 28
        table.estimatedSectionFooterHeight = 28
        table.sectionHeaderTopPadding = 0
        table.separatorStyle = .singleLine
        table.separatorColor = .separator
        table.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
        table.tableFooterView = UIView()
        table.backgroundView = nil
        table.allowsSelection = true
        table.allowsMultipleSelection = false
        table.allowsSelectionDuringEditing = false
        table.allowsMultipleSelectionDuringEditing = false
        table.setEditing(false, animated: false)
        table.reloadData()
        _ = table.style
        _ = table.numberOfSections
        _ = table.numberOfRows(inSection: 0)
        let first = IndexPath(row: 0, section: 0)
        let cell = table.cellForRow(at: first)
        _ = cell.flatMap { table.indexPath(for: $0) }
        _ = table.indexPathForRow(at: .zero)
        _ = table.indexPathsForRows(in: table.bounds)
        _ = table.visibleCells
        _ = table.indexPathsForVisibleRows
        _ = table.rectForRow(at: first)
        _ = table.rect(forSection: 0)
        _ = table.rectForHeader(inSection: 0)
        _ = table.rectForFooter(inSection: 0)
        _ = table.headerView(forSection: 0)
        _ = table.footerView(forSection: 0)
        _ = table.dequeueReusableCell(withIdentifier: "cell")
        _ = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        table.scrollToRow(at: first, at: .top, animated: false)
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        _ = table.indexPathForSelectedRow
        _ = table.indexPathsForSelectedRows
        table.deselectRow(at: first, animated: true)
        table.beginUpdates()
        table.endUpdates()
        table.performBatchUpdates({}, completion: { _ in })
        table.performBatchUpdates(nil)
        for animation in [UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic] {
            table.reloadRows(at: [first], with: animation)
        }
        table.insertRows(at: [], with: .automatic)
        table.deleteRows(at: [], with: .fade)
        table.moveRow(at: first, to: first)
        table.insertSections(IndexSet(), with: .fade)
        table.deleteSections(IndexSet(), with: .fade)
        table.reloadSections(IndexSet(), with: .none)

        let classic = UITableViewCell(style: .value1, reuseIdentifier: "classic")
        _ = [UITableViewCell.CellStyle.default, .value2, .subtitle]
        classic.textLabel?.text = "Wi-Fi"
        classic.detailTextLabel?.text = "Home"
        classic.imageView?.image = UIImage.filled(with: .systemBlue, size: CGSize(width: 29, height: 29))
        classic.accessoryType = .disclosureIndicator
        _ = [UITableViewCell.AccessoryType.checkmark, .detailButton, .detailDisclosureButton, .none]
        classic.accessoryView = UIView()
        classic.selectionStyle = .none
        classic.backgroundView = UIView()
        classic.selectedBackgroundView = UIView()
        classic.separatorInset = .zero
        classic.indentationLevel = 1
        classic.indentationWidth = 10
        classic.setSelected(true, animated: true)
        classic.setHighlighted(false, animated: false)
        classic.isSelected = false
        classic.isHighlighted = false
        classic.prepareForReuse()
        _ = classic.reuseIdentifier
        _ = classic.contentView
        var content = classic.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.attributedText = NSAttributedString(string: "Wi-Fi")
        content.secondaryAttributedText = nil
        content.image = nil
        content.imageProperties.tintColor = .white
        content.imageProperties.cornerRadius = 7
        content.imageProperties.maximumSize = CGSize(width: 29, height: 29)
        content.imageProperties.reservedLayoutSize = CGSize(
            width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)
        content.textProperties.font = .preferredFont(forTextStyle: .body)
        content.textProperties.color = .label
        content.textProperties.numberOfLines = 1
        content.textProperties.alignment = .natural
        content.textProperties.lineBreakMode = .byTruncatingTail
        content.textProperties.transform = .none
        content.secondaryTextProperties.color = .secondaryLabel
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        content.prefersSideBySideTextAndSecondaryText = true
        content.imageToTextPadding = 16
        content.textToSecondaryTextVerticalPadding = 3
        content.textToSecondaryTextHorizontalPadding = 8
        classic.contentConfiguration = content
        classic.automaticallyUpdatesContentConfiguration = true
        classic.automaticallyUpdatesBackgroundConfiguration = true
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .secondarySystemGroupedBackground
        background.cornerRadius = 10
        background.strokeColor = .separator
        background.strokeWidth = 1
        background.backgroundInsets = .zero
        background.customView = nil
        classic.backgroundConfiguration = background
        _ = [
            UIBackgroundConfiguration.listPlainCell(), .listPlainHeaderFooter(), .listGroupedHeaderFooter(),
            .listSidebarCell(), .listSidebarHeader(), .clear(),
        ]
        _ = [
            UIListContentConfiguration.cell(), .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(),
            .groupedHeader(), .groupedFooter(), .prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(),
            .sidebarCell(), .sidebarSubtitleCell(), .accompaniedSidebarCell(), .sidebarHeader(),
        ]
        var state = classic.configurationState
        state.isSelected = true
        state.isHighlighted = false
        state.isDisabled = false
        state.isEditing = false
        _ = UICellConfigurationState(traitCollection: state.traitCollection)
        classic.updateConfiguration(using: state)
        classic.setNeedsUpdateConfiguration()
        let contentView: any UIView & UIContentView = content.updated(for: state).makeContentView()
        _ = contentView.supports(UIListContentConfiguration.cell())
        _ = UIListContentView(configuration: .valueCell()).configuration

        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        header.textLabel?.text = "Section"
        var headerContent = header.defaultContentConfiguration()
        headerContent.text = "Section"
        header.contentConfiguration = headerContent
        header.backgroundConfiguration = .listGroupedHeaderFooter()
        header.backgroundView = nil
        header.prepareForReuse()
        _ = header.contentView
        _ = header.reuseIdentifier

        let controller = UITableViewController(style: .grouped)
        controller.clearsSelectionOnViewWillAppear = true
        controller.tableView.reloadData()
        _ = UITableViewController(nibName: nil, bundle: nil).tableView
        _ = IndexPath(item: 0, section: 0).item
    }
}

// UICollectionView and its layouts, cells, registrations and diffable data source.
extension UIKitSurfaceTests {
    final class SurfaceCell: UICollectionViewCell {}
    final class SurfaceHeader: UICollectionReusableView {}

    final class SurfaceSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { CGSize(width: 40, height: 40) }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    }

    @Test func collectionViewMembers() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.estimatedItemSize = .zero
        layout.minimumLineSpacing = 4
        layout.minimumInteritemSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = .zero
        layout.scrollDirection = .vertical
        _ = UICollectionViewFlowLayout.automaticSize
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        let source = SurfaceSource()
        collectionView.register(SurfaceCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            SurfaceHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.allowsSelection = true
        collectionView.allowsMultipleSelection = false
        collectionView.backgroundView = nil
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        _ = collectionView.numberOfSections
        _ = collectionView.numberOfItems(inSection: 0)
        _ = collectionView.visibleCells
        _ = collectionView.indexPathsForVisibleItems
        let path = IndexPath(item: 1, section: 0)
        let cell = collectionView.cellForItem(at: path)
        _ = cell.flatMap { collectionView.indexPath(for: $0) }
        _ = collectionView.indexPathForItem(at: CGPoint(x: 10, y: 50))
        _ = collectionView.layoutAttributesForItem(at: path)?.frame
        _ = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: path)
        _ = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path)
        _ = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        _ = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
        collectionView.selectItem(at: path, animated: false, scrollPosition: .centeredVertically)
        _ = collectionView.indexPathsForSelectedItems
        collectionView.deselectItem(at: path, animated: true)
        collectionView.scrollToItem(at: path, at: [.top, .left], animated: false)
        collectionView.performBatchUpdates(
            {
                collectionView.reloadItems(at: [path])
            }, completion: { _ in })
        collectionView.performBatchUpdates(nil)
        collectionView.reconfigureItems(at: [path])
        collectionView.insertItems(at: [])
        collectionView.deleteItems(at: [])
        collectionView.insertSections([])
        collectionView.deleteSections([])
        collectionView.reloadSections([])
        collectionView.moveItem(at: path, to: path)
        collectionView.moveSection(0, toSection: 0)
        let grid = UICollectionViewFlowLayout()
        collectionView.setCollectionViewLayout(grid, animated: false)
        collectionView.setCollectionViewLayout(layout, animated: true, completion: { _ in })
        let transition = collectionView.startInteractiveTransition(to: grid, completion: { _, _ in })
        transition.transitionProgress = 0.5
        transition.updateValue(1, forAnimatedKey: "scale")
        _ = transition.value(forAnimatedKey: "scale")
        _ = transition.currentLayout
        _ = transition.nextLayout
        collectionView.finishInteractiveTransition()
        _ = collectionView.collectionViewLayout.collectionViewContentSize

        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.center = .zero
        attributes.size = .zero
        attributes.transform = .identity
        attributes.transform3D = CATransform3DIdentity
        attributes.alpha = 1
        attributes.zIndex = 1
        attributes.isHidden = false
        _ = attributes.representedElementCategory == .cell
        _ = attributes.representedElementKind
        _ = attributes.copy() as? UICollectionViewLayoutAttributes
        _ = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)

        let reusable = SurfaceCell(frame: .zero)
        reusable.isSelected = true
        reusable.isHighlighted = false
        reusable.backgroundView = UIView()
        reusable.selectedBackgroundView = UIView()
        reusable.contentView.backgroundColor = .white
        reusable.prepareForReuse()
        reusable.apply(attributes)
        _ = reusable.preferredLayoutAttributesFitting(attributes)
        _ = reusable.reuseIdentifier

        let registration = UICollectionView.CellRegistration<SurfaceCell, String> { cell, _, text in
            cell.accessibilityIdentifier = text
        }
        let header = UICollectionView.SupplementaryRegistration<SurfaceHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, _ in view.backgroundColor = .systemGray6 }
        let diffable = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        diffable.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.insertItems(["c"], afterItem: "b")
        snapshot.insertItems(["z"], beforeItem: "a")
        snapshot.moveItem("z", afterItem: "c")
        snapshot.moveItem("c", beforeItem: "a")
        snapshot.reloadItems(["a"])
        snapshot.reconfigureItems(["b"])
        snapshot.deleteItems(["z"])
        snapshot.insertSections([1], afterSection: 0)
        snapshot.insertSections([2], beforeSection: 1)
        snapshot.moveSection(2, afterSection: 1)
        snapshot.moveSection(2, beforeSection: 0)
        snapshot.reloadSections([0])
        snapshot.deleteSections([2])
        _ = snapshot.numberOfItems
        _ = snapshot.numberOfSections
        _ = snapshot.sectionIdentifiers
        _ = snapshot.itemIdentifiers
        _ = snapshot.itemIdentifiers(inSection: 0)
        _ = snapshot.numberOfItems(inSection: 0)
        _ = snapshot.sectionIdentifier(containingItem: "a")
        _ = snapshot.indexOfItem("a")
        _ = snapshot.indexOfSection(0)
        _ = snapshot.reloadedItemIdentifiers
        _ = snapshot.reconfiguredItemIdentifiers
        _ = snapshot.reloadedSectionIdentifiers
        diffable.apply(snapshot)
        diffable.apply(snapshot, animatingDifferences: false, completion: {})
        diffable.applySnapshotUsingReloadData(snapshot)
        var copy = diffable.snapshot()
        copy.deleteAllItems()
        _ = diffable.itemIdentifier(for: path)
        _ = diffable.indexPath(for: "a")
        _ = diffable.sectionIdentifier(for: 0)
        _ = diffable.index(for: 0)

        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.clearsSelectionOnViewWillAppear = true
        _ = controller.collectionView.numberOfSections
        _ = controller.collectionViewLayout
        #expect(IndexPath(item: 2, section: 1).item == 2 && IndexPath(row: 3, section: 0).row == 3)
    }
}

// System images and controls.
extension UIKitSurfaceTests {
    @Test func systemImageMembers() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold, scale: .large)
        _ = [
            UIImage.SymbolConfiguration(pointSize: 17), UIImage.SymbolConfiguration(pointSize: 17, weight: .bold),
            UIImage.SymbolConfiguration(textStyle: .headline),
            UIImage.SymbolConfiguration(textStyle: .body, scale: .small),
            UIImage.SymbolConfiguration(weight: .light), UIImage.SymbolConfiguration(scale: .medium),
            UIImage.SymbolConfiguration(font: .systemFont(ofSize: 15)),
            UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 15), scale: .default),
            UIImage.SymbolConfiguration(hierarchicalColor: .systemRed),
            UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue]),
            UIImage.SymbolConfiguration.preferringMulticolor(), UIImage.SymbolConfiguration.preferringMonochrome(),
            UIImage.SymbolConfiguration.unspecified,
            configuration.applying(UIImage.SymbolConfiguration(weight: .black)),
            configuration.configurationWithoutTextStyle(), configuration.configurationWithoutScale(),
            configuration.configurationWithoutWeight(), configuration.configurationWithoutPointSizeAndWeight(),
        ]
        _ = configuration.isEqual(to: .unspecified)
        _ = configuration.withTraitCollection(nil).traitCollection
        let weights: [UIImage.SymbolWeight] = [
            .unspecified, .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        let scales: [UIImage.SymbolScale] = [.default, .unspecified, .small, .medium, .large]
        let modes: [UIImage.RenderingMode] = [.automatic, .alwaysOriginal, .alwaysTemplate]
        let image: UIImage? = UIImage(systemName: "star.fill")
        _ = UIImage(systemName: "star", withConfiguration: configuration)
        _ = UIImage(systemName: "star", compatibleWith: nil)
        _ = image?.isSymbolImage
        _ = image?.symbolConfiguration
        _ = image?.configuration
        _ = image?.renderingMode
        _ = image?.withConfiguration(configuration)
        _ = image?.applyingSymbolConfiguration(configuration)
        _ = image?.withTintColor(.systemPink)
        _ = image?.withTintColor(.systemPink, renderingMode: .alwaysOriginal)
        _ = image?.withRenderingMode(.alwaysTemplate)
        let item = UITabBarItem(title: "Home", image: image, selectedImage: image)
        item.selectedImage = nil
        _ = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        #expect(weights.count == 10 && scales.count == 5 && modes.count == 3)
    }

    @Test func controlMembers() {
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.onTintColor = .systemGreen
        toggle.thumbTintColor = nil
        toggle.onImage = nil
        toggle.offImage = nil
        toggle.title = nil
        toggle.preferredStyle = .automatic
        _ = toggle.style == .sliding

        let segments = UISegmentedControl(items: ["One", "Two"])
        _ = UISegmentedControl(frame: .zero, actions: [UIAction { _ in }])
        segments.insertSegment(withTitle: "Three", at: 2, animated: false)
        segments.insertSegment(with: UIImage(systemName: "star"), at: 0, animated: true)
        segments.insertSegment(action: UIAction(title: "Four") { _ in }, at: 4, animated: false)
        segments.removeSegment(at: 0, animated: false)
        segments.setTitle("1", forSegmentAt: 0)
        _ = segments.titleForSegment(at: 0)
        segments.setImage(nil, forSegmentAt: 1)
        _ = segments.imageForSegment(at: 1)
        segments.setWidth(80, forSegmentAt: 0)
        _ = segments.widthForSegment(at: 0)
        segments.setContentOffset(.zero, forSegmentAt: 0)
        _ = segments.contentOffsetForSegment(at: 0)
        segments.setEnabled(true, forSegmentAt: 0)
        _ = segments.isEnabledForSegment(at: 0)
        segments.setTitleTextAttributes([.foregroundColor: UIColor.label], for: .normal)
        _ = segments.titleTextAttributes(for: .normal)
        segments.selectedSegmentIndex = UISegmentedControl.noSegment
        segments.selectedSegmentTintColor = .white
        segments.isMomentary = false
        segments.apportionsSegmentWidthsByContent = true
        _ = segments.numberOfSegments
        segments.removeAllSegments()

        let slider = UISlider(frame: .zero)
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 5
        slider.setValue(6, animated: true)
        slider.isContinuous = false
        slider.minimumTrackTintColor = .systemBlue
        slider.maximumTrackTintColor = nil
        slider.thumbTintColor = nil
        slider.minimumValueImage = UIImage(systemName: "speaker")
        slider.maximumValueImage = nil
        slider.setThumbImage(nil, for: .normal)
        slider.setMinimumTrackImage(nil, for: .normal)
        slider.setMaximumTrackImage(nil, for: .normal)
        _ = [
            slider.thumbImage(for: .normal), slider.minimumTrackImage(for: .normal),
            slider.maximumTrackImage(for: .normal),
        ]
        _ = [slider.currentThumbImage, slider.currentMinimumTrackImage, slider.currentMaximumTrackImage]
        let track = slider.trackRect(forBounds: slider.bounds)
        _ = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        _ = slider.minimumValueImageRect(forBounds: slider.bounds)
        _ = slider.maximumValueImageRect(forBounds: slider.bounds)

        let stepper = UIStepper(frame: .zero)
        stepper.value = 2
        stepper.minimumValue = 0
        stepper.maximumValue = 10
        stepper.stepValue = 2
        stepper.wraps = true
        stepper.autorepeat = false
        stepper.isContinuous = true
        stepper.setIncrementImage(nil, for: .normal)
        stepper.setDecrementImage(nil, for: .normal)
        stepper.setBackgroundImage(nil, for: .normal)
        stepper.setDividerImage(nil, forLeftSegmentState: .normal, rightSegmentState: .normal)
        _ = [stepper.incrementImage(for: .normal), stepper.decrementImage(for: .normal)]
        _ = stepper.backgroundImage(for: .normal)
        _ = stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal)

        let progress = UIProgressView(progressViewStyle: .bar)
        _ = UIProgressView(frame: .zero)
        progress.progress = 0.5
        progress.setProgress(0.8, animated: true)
        progress.progressTintColor = .systemGreen
        progress.trackTintColor = nil
        progress.progressImage = nil
        progress.trackImage = nil
        progress.observedProgress = nil
        progress.progressViewStyle = .default

        let spinner = UIActivityIndicatorView(style: .large)
        _ = UIActivityIndicatorView(frame: .zero)
        spinner.style = .medium
        spinner.color = .white
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        _ = spinner.isAnimating
        spinner.stopAnimating()

        let pages = UIPageControl(frame: .zero)
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.hidesForSinglePage = true
        pages.pageIndicatorTintColor = .systemGray
        pages.currentPageIndicatorTintColor = .label
        pages.backgroundStyle = .minimal
        pages.allowsContinuousInteraction = false
        pages.defersCurrentPageDisplay = false
        pages.preferredIndicatorImage = nil
        pages.setIndicatorImage(nil, forPage: 0)
        _ = pages.indicatorImage(forPage: 0)
        _ = pages.size(forNumberOfPages: 3)
        pages.updateCurrentPageDisplay()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    }
}

// UICollectionViewCompositionalLayout, its items, groups and sections, and list configurations.
extension UIKitSurfaceTests {
    @Test func compositionalLayoutMembers() {
        let width: NSCollectionLayoutDimension = .fractionalWidth(0.5)
        _ = (width.isFractionalWidth, width.isFractionalHeight, width.isAbsolute, width.isEstimated, width.dimension)
        _ = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 44).isUniformAcrossSiblings
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        _ = (corner.edges, corner.offset, corner.isAbsoluteOffset, corner.isFractionalOffset)
        _ = NSCollectionLayoutAnchor(edges: .all)
        _ = NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 2, y: 2))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge", containerAnchor: corner)
        _ = (badge.containerAnchor, badge.itemAnchor, badge.elementKind, badge.zIndex)
        _ = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge", containerAnchor: corner,
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.zIndex = -1
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        _ = background.elementKind
        let decorated = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.horizontal(
                layoutSize: badgeSize,
                subitems: [NSCollectionLayoutItem(layoutSize: badgeSize, supplementaryItems: [badge])]))
        decorated.decorationItems = [background]
        let decoratedLayout = UICollectionViewCompositionalLayout(section: decorated)
        decoratedLayout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        _ = decoratedLayout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        let decorationAttributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        _ = decorationAttributes.representedElementCategory == .decorationView
        let size = NSCollectionLayoutSize(widthDimension: width, heightDimension: .fractionalHeight(1))
        _ = (size.widthDimension, size.heightDimension)
        let item = NSCollectionLayoutItem(layoutSize: size)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .flexible(4), top: .fixed(0), trailing: nil, bottom: nil)
        _ = (item.layoutSize, item.supplementaryItems, item.edgeSpacing?.leading?.isFlexibleSpacing)
        _ = NSCollectionLayoutSpacing.fixed(2).spacing
        _ = NSCollectionLayoutSpacing.fixed(2).isFixedSpacing
        let estimated = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .estimated(44))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: estimated, subitems: [item])
        row.interItemSpacing = .fixed(8)
        _ = row.subitems
        _ = NSCollectionLayoutGroup.horizontal(layoutSize: estimated, repeatingSubitem: item, count: 2)
        _ = NSCollectionLayoutGroup.vertical(layoutSize: estimated, subitems: [row])
        _ = NSCollectionLayoutGroup.vertical(layoutSize: estimated, repeatingSubitem: item, count: 3)
        let custom = NSCollectionLayoutGroup.custom(layoutSize: estimated) { environment in
            [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: 0, y: 0, width: environment.container.contentSize.width, height: 10), zIndex: 1),
            ]
        }
        let section = NSCollectionLayoutSection(group: custom)
        section.interGroupSpacing = 8
        section.contentInsets = .zero
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.supplementariesFollowContentInsets = false
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: estimated, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.extendsBoundary = true
        header.zIndex = 2
        _ = (header.elementKind, header.alignment, header.offset)
        _ = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: estimated, elementKind: "badge", alignment: .topTrailing, absoluteOffset: CGPoint(x: 4, y: -4))
        section.boundarySupplementaryItems = [header]
        let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
            .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        ]
        _ = behaviors
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .vertical
        configuration.interSectionSpacing = 20
        _ = UICollectionViewCompositionalLayout(section: section)
        _ = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let layout = UICollectionViewCompositionalLayout(sectionProvider: {
            (index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            _ = environment.container.effectiveContentSize.width
            _ = (environment.container.contentSize, environment.container.contentInsets)
            _ = environment.container.effectiveContentInsets
            _ = environment.traitCollection.horizontalSizeClass
            return index == 0 ? section : nil
        })
        _ = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in section }, configuration: configuration)
        layout.configuration = configuration
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
    }

    @Test func listConfigurationMembers() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        configuration.backgroundColor = .systemGroupedBackground
        configuration.headerMode = .supplementary
        configuration.footerMode = .none
        configuration.headerTopPadding = 0
        _ = configuration.appearance
        let appearances: [UICollectionLayoutListConfiguration.Appearance] = [
            .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
        ]
        _ = appearances
        _ = UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection
        _ = UICollectionLayoutListConfiguration.FooterMode.supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        _ = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [
                .disclosureIndicator(), .checkmark(displayed: .whenNotEditing),
                .label(text: "3", options: UICellAccessory.LabelOptions(tintColor: .secondaryLabel)),
                .disclosureIndicator(options: UICellAccessory.DisclosureIndicatorOptions(tintColor: .systemBlue)),
                .checkmark(options: UICellAccessory.CheckmarkOptions(isHidden: false, tintColor: .systemRed)),
            ]
            cell.indentationLevel = 1
            cell.indentationWidth = 10
            cell.backgroundConfiguration = .listGroupedCell()
            cell.automaticallyUpdatesContentConfiguration = true
            cell.automaticallyUpdatesBackgroundConfiguration = true
            _ = cell.configurationState.isSelected
            cell.setNeedsUpdateConfiguration()
        }
        _ = registration
        _ = collectionView
        let plain = UICollectionViewCell()
        plain.contentConfiguration = UIListContentConfiguration.cell()
        plain.updateConfiguration(using: plain.configurationState)
    }
}

// UITableViewDiffableDataSource, swipe actions and Auto Layout fitting (self-sizing rows).
extension UIKitSurfaceTests {
    final class SurfaceTableSource: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Section \(section)"
        }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}
        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    }

    @Test func tableDiffableDataSourceSwipeAndFittingMembers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = SurfaceTableSource(tableView: table) { tableView, indexPath, text in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            return cell
        }
        let provider: UITableViewDiffableDataSource<Int, String>.CellProvider = { _, _, _ in nil }
        _ = provider
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        snapshot.appendItems(["c"], toSection: 1)
        dataSource.apply(snapshot)
        dataSource.apply(snapshot, animatingDifferences: true) {}
        dataSource.applySnapshotUsingReloadData(snapshot)
        dataSource.applySnapshotUsingReloadData(snapshot) {}
        #expect(dataSource.snapshot().numberOfItems == 3)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "c")
        #expect(dataSource.indexPath(for: "b") == IndexPath(row: 1, section: 0))
        #expect(dataSource.sectionIdentifier(for: 1) == 1)
        #expect(dataSource.index(for: 0) == 0)
        #expect(dataSource.numberOfSections(in: table) == 2)
        #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == 2)
        _ = dataSource.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == "Section 0")

        final class SwipeDelegate: NSObject, UITableViewDelegate {
            func tableView(
                _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
            ) -> UISwipeActionsConfiguration? { nil }
            func tableView(
                _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
            ) -> UISwipeActionsConfiguration? {
                let action = UIContextualAction(style: .destructive, title: "Delete") { action, sourceView, done in
                    _ = (action.style, action.title, sourceView)
                    done(true)
                }
                action.backgroundColor = .systemRed
                action.image = UIImage(systemName: "trash")
                action.title = "Remove"
                _ = action.handler
                _ = [UIContextualAction.Style.normal, .destructive]
                let configuration = UISwipeActionsConfiguration(actions: [action])
                configuration.performsFirstActionWithFullSwipe = false
                _ = configuration.actions
                return configuration
            }
        }
        table.setEditing(true, animated: true)
        table.isEditing = false
        let editingCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        editingCell.setEditing(true, animated: false)
        #expect(editingCell.isEditing)
        let swipeDelegate = SwipeDelegate()
        table.delegate = swipeDelegate
        #expect(
            swipeDelegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
                != nil)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        _ = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        _ = view.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    @Test func editingReorderingAndLayoutToLayoutMembers() {
        final class Editor: UIViewController {
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
            }
        }
        let editor = Editor()
        let button: UIBarButtonItem = editor.editButtonItem
        editor.navigationItem.rightBarButtonItem = button
        editor.isEditing = true
        editor.setEditing(false, animated: true)
        #expect(!editor.isEditing)

        final class Mover: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            func tableView(
                _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {}
            func tableView(
                _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                toProposedIndexPath proposedDestinationIndexPath: IndexPath
            ) -> IndexPath { proposedDestinationIndexPath }
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.showsReorderControl = true
        _ = cell.showsReorderControl

        final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { UICollectionViewCell() }
            func collectionView(
                _ collectionView: UICollectionView,
                targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath { proposedIndexPath }
            func collectionView(
                _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath { proposedIndexPath }
        }
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let tiles = Tiles()
        collectionView.dataSource = tiles
        collectionView.delegate = tiles
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(.zero)
        collectionView.endInteractiveMovement()
        collectionView.cancelInteractiveMovement()
        _ = layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(item: 0, section: 0), withPosition: .zero)
        _ = layout.layoutAttributesForInteractivelyMovingItem(
            at: IndexPath(item: 0, section: 0), withTargetPosition: .zero)
        let controller = UICollectionViewController(collectionViewLayout: layout)
        controller.useLayoutToLayoutNavigationTransitions = true
        _ = Mover()
    }

    @Test func collectionViewEditingReorderingAndSelfSizingSupplementaryMembers() {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collectionView.isEditing = true
        _ = collectionView.isEditing
        collectionView.allowsSelectionDuringEditing = true
        collectionView.allowsMultipleSelectionDuringEditing = true
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            cell.accessories = [
                .delete(), .delete(displayed: .always, actionHandler: { print(title) }),
                .delete(
                    options: UICellAccessory.DeleteOptions(isHidden: false, tintColor: .white, backgroundColor: .red)),
                .reorder(),
                .reorder(displayed: .whenEditing, options: UICellAccessory.ReorderOptions(tintColor: .gray)),
                .multiselect(),
                .multiselect(
                    options: UICellAccessory.MultiselectOptions(tintColor: .systemBlue, backgroundColor: .white)),
            ]
            _ = cell.configurationState.isEditing
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var handlers = UICollectionViewDiffableDataSource<Int, String>.ReorderingHandlers()
        handlers.canReorderItem = { _ in true }
        source.reorderingHandlers = handlers
        source.reorderingHandlers.willReorder = { transaction in _ = transaction.initialSnapshot.numberOfItems }
        source.reorderingHandlers.didReorder = { transaction in
            let transaction: NSDiffableDataSourceTransaction<Int, String> = transaction
            _ = transaction.finalSnapshot.itemIdentifiers
            _ = ["a"].applying(transaction.difference)
            for section in transaction.sectionTransactions {
                let sectionTransaction: NSDiffableDataSourceSectionTransaction<Int, String> = section
                _ = sectionTransaction.sectionIdentifier
                _ = sectionTransaction.difference
                let items: NSDiffableDataSourceSectionSnapshot<String> = sectionTransaction.finalSnapshot
                _ = items.items
                _ = items.visibleItems
                _ = items.rootItems
                _ = items.contains("a")
                _ = items.index(of: "a")
                _ = sectionTransaction.initialSnapshot
            }
        }
        _ = source.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0))
        var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()
        sectionSnapshot.append(["a", "b"])
        let controller = UICollectionViewController(collectionViewLayout: layout)
        controller.setEditing(true, animated: false)
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        flow.headerReferenceSize = CGSize(width: 200, height: 44)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        _ = header
    }
}

// UIAppearance: the proxies of views and bar button items, the containers, and the bars' appearance properties.
extension UIKitSurfaceTests {
    @Test func appearanceMembers() {
        World().run {
            let inPages: [any UIAppearanceContainer.Type] = [UIPageViewController.self]
            let traits = UITraitCollection(horizontalSizeClass: .compact)
            UIView.appearance().tintColor = .systemIndigo
            _ = UIView.appearance(whenContainedInInstancesOf: [UINavigationController.self])
            _ = UIView.appearance(for: traits)
            _ = UIView.appearance(for: traits, whenContainedInInstancesOf: inPages)
            let dots = UIPageControl.appearance(whenContainedInInstancesOf: inPages)
            dots.pageIndicatorTintColor = .systemGray4
            dots.currentPageIndicatorTintColor = .label
            _ = UIPageControl.appearance()
            _ = UIPageControl.appearance(for: traits)
            _ = UIPageControl.appearance(for: traits, whenContainedInInstancesOf: inPages)

            let look = UINavigationBarAppearance()
            look.configureWithOpaqueBackground()
            look.configureWithDefaultBackground()
            look.configureWithTransparentBackground()
            look.backgroundColor = .systemBackground
            look.shadowColor = .clear
            look.titleTextAttributes = [.foregroundColor: UIColor.label]
            look.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
            _ = UINavigationBarAppearance(barAppearance: look)
            let bar: UINavigationBar = UINavigationBar.appearance()
            bar.standardAppearance = look
            bar.scrollEdgeAppearance = look
            bar.compactAppearance = nil
            bar.tintColor = .white
            bar.barTintColor = .systemIndigo
            bar.titleTextAttributes = [.foregroundColor: UIColor.white]
            bar.largeTitleTextAttributes = nil
            _ = UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self])
            _ = UINavigationBar.appearance(for: traits)
            _ = UINavigationBar.appearance(for: traits, whenContainedInInstancesOf: inPages)

            let tabBar: UITabBar = UITabBar.appearance()
            tabBar.tintColor = .systemIndigo
            tabBar.barTintColor = nil
            tabBar.unselectedItemTintColor = .systemGray
            _ = UITabBar.appearance(whenContainedInInstancesOf: [UITabBarController.self])
            _ = UITabBar.appearance(for: traits)
            _ = UITabBar.appearance(for: traits, whenContainedInInstancesOf: inPages)

            UIBarButtonItem.appearance().tintColor = .white
            _ = UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
            _ = UIBarButtonItem.appearance(for: traits)
            _ = UIBarButtonItem.appearance(for: traits, whenContainedInInstancesOf: [UIToolbar.self])

            @MainActor func styled<Bar: UIAppearance>(_ type: Bar.Type) -> Bar { type.appearance() }
            _ = styled(UINavigationBar.self)
            _ = styled(UITabBar.self)
            let containers: [any UIAppearanceContainer] = [UIView(), UIViewController()]
            #expect(containers.count == 2)
        }
    }
}

// UITableViewController: every UITableViewDataSource and UITableViewDelegate method is an overridable member.
extension UIKitSurfaceTests {
    final class SurfaceTableController: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { super.numberOfSections(in: tableView) }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            super.tableView(tableView, cellForRowAt: indexPath)
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}
        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {}
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            44
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
        override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
        override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
        override func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}
        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        }
        override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        }
        override func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}
        override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
        override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        { .delete }
        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
        override func tableView(
            _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
        ) -> String? { "Remove" }
        override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
        override func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath { proposedDestinationIndexPath }
        override func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        override func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {}
        override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
        override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    }

    /// A collection view controller overriding the scroll view delegate methods it declares.
    final class SurfaceCollectionController: UICollectionViewController {
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        override func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
        }
        override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
        override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    }

    /// A plain delegate snapping the glide's target, as apps write it.
    final class SnappingScrollDelegate: NSObject, UIScrollViewDelegate {
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    }

    @Test func scrollViewDecelerationMembers() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let snapping = SnappingScrollDelegate()
        scrollView.delegate = snapping
        scrollView.decelerationRate = .fast
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        scrollView.decelerationRate = .normal
        #expect(scrollView.decelerationRate.rawValue == 0.998)
        scrollView.isPagingEnabled = true
        scrollView.bounces = false
        scrollView.alwaysBounceHorizontal = true
        scrollView.alwaysBounceVertical = true
        #expect(!scrollView.isDecelerating)
        #expect(!scrollView.isTracking && !scrollView.isDragging)
        let controller = SurfaceCollectionController(collectionViewLayout: UICollectionViewFlowLayout())
        _ = controller.collectionView
    }

    @Test func tableViewControllerOverridableMembers() {
        let controller = SurfaceTableController(style: .insetGrouped)
        controller.tableView.reloadData()
        let row = IndexPath(row: 0, section: 0)
        let plain = UITableViewController(style: .plain)
        let table = plain.tableView!
        #expect(plain.tableView(table, editingStyleForRowAt: row) == .delete)
        #expect(plain.tableView(table, titleForDeleteConfirmationButtonForRowAt: row) == "Delete")
        #expect(plain.tableView(table, willDeselectRowAt: row) == row)
        #expect(plain.tableView(table, trailingSwipeActionsConfigurationForRowAt: row) == nil)
        #expect(controller.tableView(controller.tableView, titleForDeleteConfirmationButtonForRowAt: row) == "Remove")
    }

    @Test func contextMenuMembers() {
        final class MenuDelegate: NSObject, UITableViewDelegate {
            func tableView(
                _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(
                    identifier: "\(indexPath.row)" as NSString,
                    previewProvider: { nil },
                    actionProvider: { suggested in
                        let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in }
                        let submenu = UIMenu(
                            title: "More", image: nil, identifier: UIMenu.Identifier("more"),
                            options: [.displayInline, .destructive, .singleSelection, .displayAsPalette],
                            children: [copy])
                        return UIMenu(title: "", subtitle: nil, children: suggested + [copy, submenu])
                    })
            }
        }
        let delegate = MenuDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let configuration = delegate.tableView(
            table, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero)
        #expect((configuration?.identifier as? NSString) == "0")
        let menu = UIMenu(children: [UIAction { _ in }])
        #expect(menu.children.count == 1 && menu.options == [] && menu.title.isEmpty)
        #expect(menu.replacingChildren([]).children.isEmpty && menu.identifier.rawValue.count > 0)
        let provider: UIContextMenuActionProvider = { _ in nil }
        let preview: UIContextMenuContentPreviewProvider = { nil }
        _ = UIContextMenuConfiguration(identifier: nil, previewProvider: preview, actionProvider: provider)
        _ = UIContextMenuConfiguration()
        let controller = UITableViewController(style: .plain)
        #expect(
            controller.tableView(
                controller.tableView, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero)
                == nil)
    }
}

// List swipe actions: the list configuration's providers of swipe actions.
extension UIKitSurfaceTests {
    @Test func listSwipeActionMembers() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        let provider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { indexPath in
            let action = UIContextualAction(style: .destructive, title: "Delete \(indexPath.item)") { _, _, done in
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [action])
        }
        configuration.trailingSwipeActionsConfigurationProvider = provider
        configuration.leadingSwipeActionsConfigurationProvider = { _ in nil }
        _ = configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))
        _ = configuration.leadingSwipeActionsConfigurationProvider
        _ = UICellAccessory.delete()
    }
}

// Hierarchical section snapshots and the outline disclosure accessory.
extension UIKitSurfaceTests {
    @Test func sectionSnapshotMembers() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["a", "b"])
        outline.append(["a1"], to: "a")
        outline.insert(["a0"], before: "a1")
        outline.insert(["a2"], after: "a1")
        outline.expand(["a"])
        outline.collapse(["a"])
        outline.delete(["a2"])
        _ = outline.isExpanded("a")
        _ = outline.isVisible("a1")
        _ = outline.level(of: "a1")
        _ = outline.parent(of: "a1")
        _ = outline.index(of: "b")
        _ = outline.items
        _ = outline.visibleItems
        _ = outline.rootItems
        _ = outline.visualDescription()
        let part = outline.snapshot(of: "a", includingParent: true)
        outline.append(part.snapshot(of: "a"), to: "b")
        outline.deleteAll()
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in nil }
        source.apply(outline, to: 0, animatingDifferences: false)
        source.apply(outline, to: 0)
        _ = source.snapshot(for: 0)
        var handlers = UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>()
        handlers.shouldExpandItem = { _ in true }
        handlers.willExpandItem = { _ in }
        handlers.shouldCollapseItem = { _ in true }
        handlers.willCollapseItem = { _ in }
        handlers.snapshotForExpandingParent = { _, snapshot in snapshot }
        source.sectionSnapshotHandlers = handlers
        _ = UICellAccessory.outlineDisclosure()
        _ = UICellAccessory.outlineDisclosure(
            displayed: .always, options: UICellAccessory.OutlineDisclosureOptions(style: .header, tintColor: .systemRed)
        ) {}
        let styles: [UICellAccessory.OutlineDisclosureOptions.Style] = [.automatic, .header, .cell]
        _ = styles
    }
}

// The flow layout's pinned headers and footers.
extension UIKitSurfaceTests {
    @Test func flowLayoutPinningMembers() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = true
        #expect(layout.sectionHeadersPinToVisibleBounds && layout.sectionFootersPinToVisibleBounds)
    }
}
