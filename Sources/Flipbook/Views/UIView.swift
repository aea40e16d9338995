import Foundation

/// A rectangular area on screen, as UIKit's `UIView`: a thin wrapper over its backing ``layer``
/// (`layer.delegate` is the view). Geometry, opacity, colour, clipping and masking forward to the layer;
/// the view adds the subview tree, layout, hit testing, tags and content mode.
///
/// `frame`, `bounds`, `center` and `transform` keep UIKit's relationship: `center` is the layer's position,
/// `transform` the affine part of the layer's 3D transform, and `frame` the bounding box of the transformed
/// bounds around the center.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer; override to back a view subclass with a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; its delegate is this view.
    public let layer: CALayer

    var storedSubviews: [UIView] = []
    var storedMaskView: UIView?
    var storedTintColor: UIColor?
    var storedTintAdjustmentMode = TintAdjustmentMode.automatic
    /// The rule this view records values for, when it is an appearance proxy (see `appearance()`).
    var appearanceRule: AppearanceRule?
    /// The appearance properties the app set on this view itself (appearance values do not replace them).
    var explicitAppearanceKeys: Set<String> = []
    /// `true` while appearance values are being given to this view.
    var isApplyingAppearance = false
    /// Storage for the gesture layer's `gestureRecognizers` (declared in an extension in Gestures/).
    var gestureRecognizersStorage: [AnyObject] = []
    /// Set while the view is hidden but still drawn, collapsing in a stack view's animation.
    var stackHidingToken: NSObject?

    /// The view this view is a subview of, if any.
    public internal(set) weak var superview: UIView?

    /// A number identifying the view; see ``viewWithTag(_:)``.
    open var tag = 0

    /// When false, hit testing skips this view and its subviews.
    open var isUserInteractionEnabled = true

    /// How an image-backed view (``UIImageView``) places its content inside its bounds.
    open var contentMode: ContentMode {
        get { storedContentMode }
        set {
            storedContentMode = newValue
            layer.contentsGravity = contentMode.contentsGravity
        }
    }
    private var storedContentMode: ContentMode = .scaleToFill

    // MARK: Geometry and appearance (open as in UIKit: subclasses override them, e.g. with `didSet`)

    /// The view's rectangle in its superview's coordinates: the bounding box of the bounds transformed by
    /// ``transform`` around ``center``. Setting it with a non-identity transform adjusts ``center`` and the
    /// bounds size through the transform (so reading it back gives the same rectangle when possible).
    open var frame: CGRect {
        get { layer.frame }
        set {
            KeyValueObserving.batch {
                let oldSize = layer.bounds.size
                layer.frame = newValue
                boundsSizeDidChange(from: oldSize)
            }
        }
    }

    /// The view's own coordinate space: `origin` is what its top-left corner shows, `size` its size.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            KeyValueObserving.batch {
                let oldSize = layer.bounds.size
                layer.bounds = newValue
                boundsSizeDidChange(from: oldSize)
            }
        }
    }

    /// The centre of the view in its superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's affine transform, applied about its center (the affine part of `layer.transform`;
    /// setting it replaces the whole 3D transform).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The 3D transform of the backing layer (UIKit's `transform3D`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Opacity, 0…1 (the layer's opacity). Views below 0.01 are not hit-tested.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// When true the view and its subviews are not drawn and not hit-tested. An arranged view of a
    /// ``UIStackView`` hidden inside an animation block keeps drawing until the stack's animation ends.
    open var isHidden: Bool {
        get { layer.isHidden || stackHidingToken != nil }
        set { setHidden(newValue) }
    }

    /// The background fill (the layer's background colour).
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// When true, subviews and content are clipped to the bounds (rounded by `layer.cornerRadius`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha masks this view's content, in this view's coordinates. It is not a subview.
    open var mask: UIView? {
        get { storedMaskView }
        set {
            if let newValue {
                if newValue === self || newValue.isDescendant(of: self) || isDescendant(of: newValue) {
                    flipbookWarning(
                        "a view cannot be masked by itself, an ancestor or a descendant; mask left unchanged")
                    return
                }
                newValue.removeFromSuperview()
            }
            storedMaskView = newValue
            layer.mask = newValue?.layer
        }
    }

    /// A string that identifies the view in UI tests (UIKit's `UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?

    /// The part of the view's bounds covered by its window's safe-area insets (status bar, home
    /// indicator; see `UIApplication.statusBarFrame`) and by the `additionalSafeAreaInsets` of the view
    /// controllers whose views contain it, in the view's coordinates. Zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
        computedSafeAreaInsets()
    }

    /// Called when ``safeAreaInsets`` changed, before the layout pass that follows. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: UIKit Dynamics (the rest is in Dynamics/)

    /// The outline UIKit Dynamics collides the view with: its bounds rectangle unless a subclass says otherwise.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The path a `.path` view collides with, around its centre (0, 0); empty unless a subclass provides one.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

    // MARK: Auto Layout (the rest is in Layout/)

    /// Constraints installed here, guides, frame unknowns and the autoresizing settings.
    let autoLayout = ViewAutoLayout()

    /// When true (the default) the frame you set is the view's layout: Auto Layout pins it as it is.
    /// Set it to false for a view that constraints place; its superview's ``layoutSubviews()`` then moves it.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMask }
        set {
            autoLayout.translatesAutoresizingMask = newValue
            superview?.setNeedsLayout()
        }
    }

    /// How the view stretches when its superview's size changes (while it translates its autoresizing
    /// mask into constraints). Default: none.
    open var autoresizingMask: AutoresizingMask {
        get { autoLayout.autoresizingMask }
        set { autoLayout.autoresizingMask = newValue }
    }

    /// Whether subviews follow their ``autoresizingMask`` when this view's size changes. Default `true`.
    open var autoresizesSubviews: Bool {
        get { autoLayout.autoresizesSubviews }
        set { autoLayout.autoresizesSubviews = newValue }
    }

    /// The space between the view's edges (inside the safe area) and its content, for
    /// `layoutMarginsGuide`. Default 8 points on every side.
    open var layoutMargins: UIEdgeInsets {
        get { autoLayout.layoutMargins }
        set {
            autoLayout.layoutMargins = newValue
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// Called after ``layoutMargins`` changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// Called before layout when ``setNeedsUpdateConstraints()`` asked for it, deepest views first: add or
    /// change constraints here. Call `super` at the end.
    open func updateConstraints() {}

    /// Tells Auto Layout that ``intrinsicContentSize`` changed (the next layout pass uses the new size).
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    /// A view with the given frame.
    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        layer.delegate = self
        layer.frame = frame
        layer.storedNeedsLayout = true
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Flipbook has no nib or storyboard archives: this initializer always fails. It exists so view
    /// subclasses written for UIKit (`required init?(coder:)`) compile unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Hierarchy (open as in UIKit; UIView+Hierarchy.swift keeps the subview and layer lists in step)

    /// The subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window the view is in (the view itself when it is a window), or nil.
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// Adds `view` in front of the other subviews (moving it to the front if it already is one).
    open func addSubview(_ view: UIView) {
        place(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        place(view, at: index)
    }

    /// Inserts `view` just behind `siblingSubview`. A sibling that is not a subview is reported and
    /// nothing changes.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        place(view, beside: siblingSubview, offset: 0, caller: "insertSubview(_:belowSubview:)")
    }

    /// Inserts `view` just in front of `siblingSubview`. A sibling that is not a subview is reported and
    /// nothing changes.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        place(view, beside: siblingSubview, offset: 1, caller: "insertSubview(_:aboveSubview:)")
    }

    /// Moves a subview in front of all others (no effect for a view that is not a subview).
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: storedSubviews.count)
    }

    /// Moves a subview behind all others (no effect for a view that is not a subview).
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        place(view, at: 0)
    }

    /// Swaps the subviews at two indices (out-of-range indices are reported and ignored).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
            flipbookWarning("exchangeSubview(at:withSubviewAt:): index out of range; nothing exchanged")
            return
        }
        guard index1 != index2 else { return }
        let first = storedSubviews[index1]
        let second = storedSubviews[index2]
        place(second, at: index1)
        place(first, at: index2)
    }

    /// Removes the view from its superview (and its layer from the superview's layer).
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// True when this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search starting at this view (self included).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Layout and geometry conversion (open as in UIKit)

    /// Marks the view as needing ``layoutSubviews()`` at the next layout pass.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Runs any pending layout in this view's hierarchy now: pending `updateConstraints()` calls, then the
    /// layout pass (see `CALayer.layoutIfNeeded()`).
    open func layoutIfNeeded() {
        prepareConstraintBasedLayout()
        layer.layoutIfNeeded()
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's), through every
    /// transform on the way (3D ones included).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts a rectangle to `view`'s coordinates (nil: the window's): the bounding box of its converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        bounds.size = sizeThatFits(bounds.size)
    }

    /// The view's traits: its window's screen's (the main screen's when it is not in a window).
    open var traitCollection: UITraitCollection { (window?.screen ?? .main).traitCollection }

    // MARK: Tint (the inheritance is in UIView+Tint.swift)

    /// The colour tinted content uses: this view's own, else the nearest ancestor's, else system blue; a
    /// grey of the same lightness while ``tintAdjustmentMode`` is `.dimmed`. Setting nil inherits again.
    /// Changes call ``tintColorDidChange()`` on this view and the descendants whose tint changed.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            appearanceSet("tintColor") { (view: UIView) in view.tintColor = newValue }
            let before = subtreeTints()
            storedTintColor = newValue
            Self.notifyTintChanges(since: before)
        }
    }

    /// Whether the tint is dimmed (custom presentation controllers dim the presenting view). Reading it gives
    /// the effective mode: for `.automatic`, the superview's (`.normal` at the root).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set {
            let before = subtreeTints()
            storedTintAdjustmentMode = newValue
            Self.notifyTintChanges(since: before)
        }
    }

    /// Called when the effective ``UIView/tintColor`` or ``UIView/tintAdjustmentMode`` may have changed (set
    /// here or on an ancestor, or the view moved to another superview). The default does nothing.
    open func tintColorDidChange() {}

    /// Pixels per point of the view's content (the layer's `contentsScale`).
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    // MARK: Display and actions

    /// Marks the backing layer as needing display (`CALayer.setNeedsDisplay()`): before the next frame its
    /// `display()` runs. Flipbook has no `draw(_:)` (no Core Graphics context): back the view with a layer
    /// class whose `display()` sets `contents`.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// The backing layer's action for a change of `event`: `NSNull` (no action), so the view's layer changes
    /// at once outside `UIView` animation blocks and only animates inside them, as in UIKit. Override to
    /// give the layer actions of its own.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIView.noAction
    }

    /// The one `NSNull` every view answers ``action(for:forKey:)`` with (a layer asks on every change).
    private static let noAction = NSNull()

    // MARK: Snapshots and gesture recognizers (open as in UIKit; the work is in UIView+Snapshot.swift and
    // UIView+GestureRecognizers.swift)

    /// A new view showing a frozen copy of this view's current rendering: its background, content and
    /// subviews as they look at the current virtual time (animations included), clipped and masked as this
    /// view is. The copy ignores this view's own position, transform, alpha and hidden state (set those on
    /// the snapshot), so views not yet on screen can be snapshotted too. The snapshot's frame is this view's
    /// bounds size at the origin; resizing it stretches the frozen content. With `afterScreenUpdates` true,
    /// pending layout runs first. The result is resolution-independent (it replays the draw operations).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        frozenSnapshot(afterScreenUpdates: afterUpdates)
    }

    /// A new view showing a frozen copy of the part `rect` (in this view's bounds coordinates) of this
    /// view's current rendering, as ``snapshotView(afterScreenUpdates:)`` does for the whole. Its frame is
    /// `rect.size` at the origin; when it is resized, the `capInsets` margins keep their size and only the
    /// middle stretches. Returns nil for an empty or non-finite `rect`.
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        frozenSnapshot(of: rect, afterScreenUpdates: afterUpdates, capInsets: capInsets)
    }

    /// The gesture recognizers attached to this view, in the order they were added (`nil` when none).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let list = attachedRecognizers
            return list.isEmpty ? nil : list
        }
        set {
            for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to this view (detaching it from any other view first).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attach(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer` from this view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detach(gestureRecognizer)
    }

    // MARK: Overridable hooks

    /// Lays out subviews; called during a layout pass when layout is pending. The default moves the
    /// subviews that constraints place to their solved frames (overrides call `super` for that).
    open func layoutSubviews() {
        applySolvedFramesToSubviews()
    }

    /// The view controller whose root view this is (it hears `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` around ``layoutSubviews()``).
    weak var owningViewController: UIViewController?

    // MARK: Responder chain and first responder (the rest is in UIResponder.swift)

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    override var isInWindowHierarchy: Bool { window != nil }

    /// Makes this view, or the descendant that is first responder, resign (with `force`, even when it would
    /// refuse). Returns false when the first responder inside refused; true otherwise.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let view = UIApplication.shared.firstResponder as? UIView, view.isDescendant(of: self) else {
            return true
        }
        if view.resignFirstResponder() { return true }
        guard force else { return false }
        UIApplication.shared.firstResponder = nil
        view.firstResponderDidChange()
        return true
    }

    /// The layer asks its delegate to lay out; a view answers with ``layoutSubviews()``, between its view
    /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        notifySafeAreaChangeIfNeeded()
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// Flipbook has no nib archives, so nothing calls this; it exists (as UIKit's) so overrides compile.
    open func awakeFromNib() {}

    // MARK: Appearance proxies (the rest is in Appearance/UIView+Appearance.swift)

    /// The appearance proxy of this class: values set on it reach every instance (of this class or a
    /// subclass) as it enters a window. See ``UIAppearance``.
    open class func appearance() -> UIView { makeAppearanceProxy(containers: [], trait: nil) }
    /// The appearance proxy of this class inside the containers `containerTypes` lists, innermost first.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIView
    { makeAppearanceProxy(containers: containerTypes, trait: nil) }
    /// The appearance proxy of this class for views with the traits of `trait`.
    open class func appearance(for trait: UITraitCollection) -> UIView {
        makeAppearanceProxy(containers: [], trait: trait)
    }
    /// The appearance proxy of this class for views with the traits of `trait` inside `containerTypes`.
    open class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIView { makeAppearanceProxy(containers: containerTypes, trait: trait) }

    /// The proxy for this class in `containers` with `trait`, made as an instance of the nearest Flipbook class
    /// (Flipbook's view classes with appearance properties of their own override this).
    class func makeAppearanceProxy(containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) -> UIView {
        appearanceProxy(containers: containers, trait: trait) { UIView(frame: .zero) }
    }

    /// Called before the view moves to a new superview (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves into or out of a window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved into or out of a window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The deepest visible, interactive descendant (or self) containing `point` (in this view's
    /// coordinates), or nil. Hidden views, views with alpha below 0.01 and views with user interaction
    /// disabled are skipped with their subtrees; subviews are tried front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in storedSubviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// True when `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The size the view would like for its content, or `UIView.noIntrinsicMetric` in a dimension with no
    /// preference (the default for plain views).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Where the view's baselines are for Auto Layout (the edges unless a subclass draws text).
    var baselineLayout: BaselineLayout { .edges }

    /// "No preference" in ``intrinsicContentSize``.
    public static let noIntrinsicMetric: CGFloat = -1
}
