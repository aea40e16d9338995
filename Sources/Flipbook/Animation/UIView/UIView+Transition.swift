import Foundation

extension UIView {
    /// The perspective used by the flip transitions: `m34 = −1 / flipEyeDistance` (points).
    static let flipEyeDistance: CGFloat = 1000

    /// Changes `view`'s content in `animations` with a transition between the old and the new look.
    ///
    /// - `transitionCrossDissolve`: a snapshot of the old content, on top of the new, fades out.
    /// - `transitionFlipFromLeft/Right/Top/Bottom`: the view turns half a turn about its vertical (left/right)
    ///   or horizontal (top/bottom) axis in perspective, old content on the front face, new content on the
    ///   back; the side named comes toward the viewer. The real view is hidden meanwhile.
    /// - `transitionCurlUp`: the old content is a page that curls up from the bottom (its bottom-right corner
    ///   leading) and rolls away over the top, uncovering the new content (a `pageCurl` ``CATransition``
    ///   from the bottom on the view's layer).
    /// - `transitionCurlDown`: the new content is a page that unrolls down from the top over the old content
    ///   and lies flat (`pageUnCurl` from the bottom: the curl up played backwards).
    /// - no transition style: `animations` runs as an ordinary animation block with `options`.
    ///
    /// Changes inside `animations` apply at once (the transition animates the whole view). The curve in
    /// `options` paces the transition. `completion` runs when the transition ends (finished = false if
    /// its animations were removed early). A zero duration, or animations disabled, applies the change at once.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let duration = sanitized(duration)
        let style = options.transitionStyle
        let enabled = areAnimationsEnabled && (AnimationContext.blocks.last?.isEnabled ?? true)
        guard style != 0 else {
            animate(
                withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion
            )
            return
        }
        guard enabled, duration > 0 else {
            performWithoutAnimation { animations?() }
            let group = AnimationCompletionGroup(completion: completion)
            group.seal()
            return
        }
        switch style {
        case 1, 2, 6, 7:
            flip(
                view, style: style, duration: duration, options: options, animations: animations, completion: completion
            )
        case 3, 4:
            curl(
                view, up: style == 3, duration: duration, options: options, animations: animations,
                completion: completion)
        default:
            if style != 5 { flipbookWarning("unknown transition style \(style); using a cross-dissolve") }
            crossDissolve(view, duration: duration, options: options, animations: animations, completion: completion)
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview using a transition on that superview (see
    /// ``transition(with:duration:options:animations:completion:)``). With `.showHideTransitionViews` the
    /// views are hidden and shown instead of removed and added. When `fromView` has no superview there is
    /// nothing to transition: `toView` is not added and `completion` runs on the next clock advance.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: UIView.AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            flipbookWarning("transition(from:to:) needs fromView to be in a superview; nothing transitioned")
            AnimationCompletionGroup(completion: completion).seal()
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    // MARK: Styles

    private static func crossDissolve(
        _ view: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
        animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)?
    ) {
        let old = LayerSnapshot.copy(of: view.layer)
        performWithoutAnimation { animations?() }
        LayerSnapshot.placeInside(old, of: view.layer)
        view.layer.addSublayer(old)
        let group = AnimationCompletionGroup { finished in
            old.removeFromSuperlayer()
            completion?(finished)
        }
        old.opacity = 0
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        add(fade, to: old, key: "flipbook.transition.dissolve", duration: duration, options: options, group: group)
        group.seal()
    }

    private static func flip(
        _ view: UIView, style: UInt, duration: TimeInterval, options: UIView.AnimationOptions,
        animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)?
    ) {
        guard let superlayer = view.layer.superlayer else {
            // Not on screen: nothing to see turning; apply the change and fall back to a dissolve.
            crossDissolve(view, duration: duration, options: options, animations: animations, completion: completion)
            return
        }
        let oldContent = LayerSnapshot.copy(of: view.layer)
        performWithoutAnimation { animations?() }
        let newContent = LayerSnapshot.copy(of: view.layer)
        let presented = view.layer.presentation() ?? view.layer

        // stage (the view's geometry, with perspective) → spinner (turns) → front (old) / back (new).
        let stage = CALayer()
        stage.bounds = presented.bounds
        stage.anchorPoint = presented.anchorPoint
        stage.position = presented.position
        stage.transform = presented.transform
        stage.zPosition = presented.zPosition
        stage.opacity = presented.opacity
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / flipEyeDistance
        stage.sublayerTransform = perspective
        let spinner = CALayer()
        spinner.bounds = CGRect(origin: .zero, size: presented.bounds.size)
        spinner.position = CGPoint(
            x: presented.bounds.minX + presented.bounds.width / 2,
            y: presented.bounds.minY + presented.bounds.height / 2)
        stage.addSublayer(spinner)
        // Vertical axis for left/right, horizontal for top/bottom; sign so the named side comes forward.
        let horizontalAxis = style == 6 || style == 7
        let angle: CGFloat = (style == 1 || style == 7) ? .pi : -.pi
        for (content, isBack) in [(oldContent, false), (newContent, true)] {
            content.transform = CATransform3DIdentity
            content.opacity = 1
            content.position = CGPoint(
                x: content.anchorPoint.x * spinner.bounds.width,
                y: content.anchorPoint.y * spinner.bounds.height)
            content.isDoubleSided = false
            if isBack {
                content.transform =
                    horizontalAxis
                    ? CATransform3DMakeRotation(.pi, 1, 0, 0)
                    : CATransform3DMakeRotation(.pi, 0, 1, 0)
            }
            spinner.addSublayer(content)
        }
        superlayer.insertSublayer(stage, above: view.layer)

        let group = AnimationCompletionGroup { finished in
            stage.removeFromSuperlayer()
            completion?(finished)
        }
        let keyPath = horizontalAxis ? "transform.rotation.x" : "transform.rotation.y"
        let turn = CABasicAnimation(keyPath: keyPath)
        turn.fromValue = CGFloat(0)
        turn.toValue = angle
        add(turn, to: spinner, key: "flipbook.transition.flip", duration: duration, options: options, group: group)
        // Hide the real view while its snapshots turn.
        let hide = CABasicAnimation(keyPath: "opacity")
        hide.fromValue = Float(0)
        hide.toValue = Float(0)
        add(hide, to: view.layer, key: "flipbook.transition.hide", duration: duration, options: options, group: group)
        group.seal()
    }

    /// A page curl as a ``CATransition`` on the view's own layer: the old rendering is taken when it is
    /// added (before `animations`), the new one when the next frame is drawn.
    private static func curl(
        _ view: UIView, up: Bool, duration: TimeInterval, options: UIView.AnimationOptions,
        animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)?
    ) {
        let group = AnimationCompletionGroup(completion: completion)
        let transition = CATransition()
        transition.type = up ? .pageCurl : .pageUnCurl
        transition.subtype = .fromBottom
        add(
            transition, to: view.layer, key: "flipbook.transition.curl", duration: duration, options: options,
            group: group)
        performWithoutAnimation { animations?() }
        group.seal()
    }

    private static func add(
        _ animation: CAAnimation, to layer: CALayer, key: String, duration: TimeInterval,
        options: UIView.AnimationOptions, group: AnimationCompletionGroup
    ) {
        animation.duration = duration
        animation.timingFunction = options.curve.timingFunction
        animation.completionGroups = [group]
        layer.add(animation, forKey: key)
    }
}
