import Foundation

/// A rectangle of content in a tree of layers, with Core Animation's model properties.
///
/// A layer holds *model* values; what is on screen at the current virtual time is its ``presentation()``
/// copy, in which running animations have replaced the animated values. Flipbook's layers are y-down,
/// like UIKit's. Every UIView is backed by one (`view.layer`, whose ``delegate`` is the view).
///
/// Geometry: ``position`` is where the ``anchorPoint`` (unit coordinates of the bounds) sits in the
/// superlayer's coordinate space; ``transform`` applies about the anchor point; ``bounds`` `.origin`
/// shifts the coordinate space seen by sublayers.
@preconcurrency @MainActor
open class CALayer: NSObject {
    // MARK: Model storage (the properties below read and write it)

    var storedBounds = CGRect.zero
    var storedPosition = CGPoint.zero
    var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var storedAnchorPointZ: CGFloat = 0
    var storedTransform = CATransform3DIdentity
    var storedSublayerTransform = CATransform3DIdentity
    var storedZPosition: CGFloat = 0
    var storedOpacity: Float = 1
    var storedBackgroundColor: CGColor?
    var storedCornerRadius: CGFloat = 0
    var storedIsHidden = false
    var storedMasksToBounds = false
    var storedMask: CALayer?
    var storedShadowColor: CGColor? = .black
    var storedShadowOpacity: Float = 0
    var storedShadowOffset = CGSize(width: 0, height: -3)
    var storedShadowRadius: CGFloat = 3
    var storedShadowPath: CGPath?
    var storedBorderWidth: CGFloat = 0
    var storedBorderColor: CGColor? = .black
    var storedSublayers: [CALayer] = []
    var storedNeedsLayout = false
    /// Where the layer is in a layout pass (see CALayer+Layout.swift).
    var layoutPass = LayoutPassState()
    var storedNeedsDisplay = false
    /// Values set under key paths the layer does not model, in the order first set (CALayer is a
    /// key-value container: any key can be stored and read back).
    var customValues: [(key: String, value: Any?)] = []

    /// The running animations, in the order added (never dictionary order).
    var animationEntries: [LayerAnimationEntry] = []

    /// True for copies made by ``presentation()``: setters on them never report changes.
    var isPresentationCopy = false
    /// For a presentation copy, the layer it was copied from.
    var modelLayer: CALayer?
    /// For a layer used as another layer's mask, that layer: a mask's time runs in its owner's local time.
    weak var maskOwner: CALayer?

    /// Called for each change of a value this object observes through
    /// `addObserver(_:forKeyPath:options:context:)`, with the entries its options asked for (`.kindKey` always;
    /// `.newKey`, `.oldKey`, `.notificationIsPriorKey`). The default does nothing; override it, as in UIKit.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// The key-value observations of this layer (see `KeyValueObserving`).
    var keyValueRegistrations: [KeyValueRegistration] = []

    // MARK: Animatable model properties (each setter stores, then reports the change; see storeAnimatable)

    /// The layer's own coordinate space: `origin` is the coordinate of its top-left corner as seen by
    /// sublayers, `size` its size in points. Changing the size marks the layer as needing layout.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let sizeChanged = newValue.size != storedBounds.size
            storeAnimatable("bounds", \.storedBounds, newValue)
            if sizeChanged { setNeedsLayout() }
            if sizeChanged, needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    /// Where the anchor point sits, in the superlayer's coordinate space.
    open var position: CGPoint {
        get { storedPosition }
        set { storeAnimatable("position", \.storedPosition, newValue) }
    }

    /// The point of the bounds (unit coordinates, (0.5, 0.5) = centre) that ``position`` refers to and
    /// that ``transform`` rotates and scales about.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set { storeAnimatable("anchorPoint", \.storedAnchorPoint, newValue) }
    }

    /// The z coordinate of the anchor point.
    open var anchorPointZ: CGFloat {
        get { storedAnchorPointZ }
        set { storeAnimatable("anchorPointZ", \.storedAnchorPointZ, newValue) }
    }

    /// The layer's 3D transform, applied about its anchor point. `UIView.transform` is its affine part.
    open var transform: CATransform3D {
        get { storedTransform }
        set { storeAnimatable("transform", \.storedTransform, newValue) }
    }

    /// A transform applied to all sublayers (about this layer's anchor point); typically carries the
    /// `m34` perspective shared by 3D-rotated children.
    open var sublayerTransform: CATransform3D {
        get { storedSublayerTransform }
        set { storeAnimatable("sublayerTransform", \.storedSublayerTransform, newValue) }
    }

    /// The layer's z coordinate; siblings draw in increasing zPosition, ties in sublayer order.
    open var zPosition: CGFloat {
        get { storedZPosition }
        set { storeAnimatable("zPosition", \.storedZPosition, newValue) }
    }

    /// Opacity, 0…1 (values outside are clamped when drawing). A layer at 0 is not drawn at all.
    open var opacity: Float {
        get { storedOpacity }
        set { storeAnimatable("opacity", \.storedOpacity, newValue) }
    }

    /// The fill behind contents and sublayers (rounded by ``cornerRadius``); nil draws nothing.
    open var backgroundColor: CGColor? {
        get { storedBackgroundColor }
        set { storeAnimatable("backgroundColor", \.storedBackgroundColor, newValue) }
    }

    /// The radius of the background's corners; also rounds the clip when ``masksToBounds`` is true.
    open var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set { storeAnimatable("cornerRadius", \.storedCornerRadius, newValue) }
    }

    /// When true the layer and its subtree are not drawn (and its view ignores touches).
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            storedIsHidden = newValue
            if !isPresentationCopy { KeyValueObserving.layerDidChange(self) }
        }
    }

    /// When true, contents and sublayers are clipped to the bounds (rounded by ``cornerRadius``).
    open var masksToBounds: Bool {
        get { storedMasksToBounds }
        set { storedMasksToBounds = newValue }
    }

    /// A layer whose rendered alpha masks this layer's content. It lives in this layer's coordinate
    /// space (like a sublayer) and must not have a superlayer; assigning one removes it from its parent.
    open var mask: CALayer? {
        get { storedMask }
        set {
            if let newValue, !isPresentationCopy {
                if newValue === self || newValue.isAncestor(of: self) {
                    flipbookWarning("a layer cannot be its own mask or be masked by an ancestor; mask left unchanged")
                    return
                }
                newValue.removeFromSuperlayer()
                newValue.maskOwner?.storedMask = nil
                newValue.maskOwner = self
            }
            if !isPresentationCopy, let old = storedMask, old !== newValue { old.maskOwner = nil }
            storedMask = newValue
        }
    }

    // MARK: Shadows and borders (animatable, with Core Animation's defaults: no shadow until shadowOpacity is
    // raised; a black, 3-point blur moved 3 points up; no border)

    /// The shadow's colour (opaque black by default); its alpha multiplies ``shadowOpacity``.
    open var shadowColor: CGColor? {
        get { storedShadowColor }
        set { storeAnimatable("shadowColor", \.storedShadowColor, newValue) }
    }

    /// The shadow's opacity, 0…1; 0 (the default) draws no shadow.
    open var shadowOpacity: Float {
        get { storedShadowOpacity }
        set { storeAnimatable("shadowOpacity", \.storedShadowOpacity, newValue) }
    }

    /// How far the shadow is moved, in the layer's coordinate space (default `(0, -3)`: up).
    open var shadowOffset: CGSize {
        get { storedShadowOffset }
        set { storeAnimatable("shadowOffset", \.storedShadowOffset, newValue) }
    }

    /// The blur of the shadow: the standard deviation of its Gaussian, in points (default 3).
    open var shadowRadius: CGFloat {
        get { storedShadowRadius }
        set { storeAnimatable("shadowRadius", \.storedShadowRadius, newValue) }
    }

    /// The shadow's shape in the layer's coordinate space; nil (the default) makes the shadow follow
    /// the alpha of the layer's content and sublayers.
    open var shadowPath: CGPath? {
        get { storedShadowPath }
        set { storeAnimatable("shadowPath", \.storedShadowPath, newValue) }
    }

    /// The width of the border drawn inside the bounds, over contents and sublayers (default 0).
    open var borderWidth: CGFloat {
        get { storedBorderWidth }
        set { storeAnimatable("borderWidth", \.storedBorderWidth, newValue) }
    }

    /// The border's colour (opaque black by default).
    open var borderColor: CGColor? {
        get { storedBorderColor }
        set { storeAnimatable("borderColor", \.storedBorderColor, newValue) }
    }

    /// The layer's rectangle in its superlayer's coordinate space: the bounding box of its bounds after
    /// ``transform``. Setting it with a non-identity transform adjusts ``position`` and the bounds size
    /// through the transform's affine part (see `frame(settingTo:)`).
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let origin = CGPoint(x: -storedAnchorPoint.x * size.width, y: -storedAnchorPoint.y * size.height)
            let box = CGRect(origin: origin, size: size)
            let mapped: CGRect
            if CATransform3DIsIdentity(storedTransform) {
                mapped = box
            } else {
                mapped = PlaneHomography(storedTransform).apply(box)
            }
            return mapped.offsetBy(dx: storedPosition.x, dy: storedPosition.y)
        }
        set {
            let (size, position) = FrameSolver.boundsSizeAndPosition(
                forFrame: newValue, transform: storedTransform, anchorPoint: storedAnchorPoint,
                currentSize: storedBounds.size)
            KeyValueObserving.batch {
                bounds = CGRect(origin: storedBounds.origin, size: size)
                self.position = position
            }
        }
    }

    // MARK: Plain properties (not animatable)

    /// The object that lays out this layer's content; a UIView for its own layer.
    open weak var delegate: (any CALayerDelegate)?
    /// The parent layer, or nil for a root layer (and for a layer used as a mask).
    public internal(set) weak var superlayer: CALayer?
    /// A name for debugging and display-list dumps.
    open var name: String?
    /// The layer's content image: a ``CGImage`` (anything else is not drawn).
    open var contents: Any?
    /// Where ``contents`` goes inside the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Pixels per point of ``contents`` (used by the natural-size gravities such as `.center`).
    open var contentsScale: CGFloat = 1
    /// The filter used when contents are drawn larger than their natural size.
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The filter used when contents are drawn smaller than their natural size.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// When false, the layer is not drawn while its back faces the viewer (e.g. the far side of a flip).
    open var isDoubleSided = true
    /// When true (the default), a translucent layer with sublayers is composited as one group, so
    /// overlapping children don't show through each other.
    open var allowsGroupOpacity = true
    /// Which corners ``cornerRadius`` rounds (background, border, clip); all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The shape of rounded corners: circular arcs (the default) or iOS's smoother continuous curves.
    open var cornerCurve: CALayerCornerCurve = .circular

    // MARK: Timing (CAMediaTiming; see CALayer+Timing.swift)

    /// See `CAMediaTiming.beginTime`.
    open var beginTime: CFTimeInterval = 0
    /// See `CAMediaTiming.duration`.
    open var duration: CFTimeInterval = 0
    /// See `CAMediaTiming.speed`. 0 pauses every animation in this subtree.
    open var speed: Float = 1
    /// See `CAMediaTiming.timeOffset`.
    open var timeOffset: CFTimeInterval = 0
    /// See `CAMediaTiming.repeatCount`.
    open var repeatCount: Float = 0
    /// See `CAMediaTiming.repeatDuration`.
    open var repeatDuration: CFTimeInterval = 0
    /// See `CAMediaTiming.autoreverses`.
    open var autoreverses = false
    /// See `CAMediaTiming.fillMode`.
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Overridable behaviour

    /// Lays out the sublayers. The default asks the ``delegate`` (a view runs its `layoutSubviews()`);
    /// override to position sublayers yourself. Called by ``layoutIfNeeded()`` when layout is pending.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Hierarchy (open as in Core Animation; CALayer+Hierarchy.swift does the bookkeeping)

    /// The child layers in drawing order (back to front, before zPosition sorting), or nil when there are
    /// none. Assigning replaces all of them.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends `layer` as the front-most sublayer, first removing it from its current parent.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: storedSublayers.count)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the valid range).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insert(layer, at: Int(index))
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil). A sibling that is not
    /// a sublayer of this layer is reported and nothing changes.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, beside: sibling, offset: 0, caller: "insertSublayer(_:below:)")
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is nil). A sibling that is not
    /// a sublayer of this layer is reported and nothing changes.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, beside: sibling, offset: 1, caller: "insertSublayer(_:above:)")
    }

    /// Puts `newLayer` where `oldLayer` is. An `oldLayer` that is not a sublayer is reported and nothing changes.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replace(oldLayer, with: newLayer)
    }

    /// Detaches the layer from its superlayer (no effect on a root layer).
    open func removeFromSuperlayer() {
        detachFromSuperlayer()
    }

    // MARK: Layout and geometry (open as in Core Animation)

    /// Marks the layer as needing ``layoutSublayers()`` at the next layout pass.
    open func setNeedsLayout() {
        storedNeedsLayout = true
    }

    /// True when a layout pass is pending for this layer.
    open func needsLayout() -> Bool {
        storedNeedsLayout
    }

    /// Runs pending layout now: starting from the top-most ancestor that needs layout (or this layer),
    /// every layer in that subtree marked as needing layout gets ``layoutSublayers()``, parents before
    /// children (so frames a parent sets are laid out in the same pass).
    open func layoutIfNeeded() {
        layoutFromTopmostPendingAncestor()
    }

    /// Converts a point from this layer's coordinate space to `layer`'s (nil: the root layer's),
    /// through every transform on the way, 3D ones included (flattened as Core Animation draws them).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        homography(to: layer).apply(point)
    }

    /// Converts a point from `layer`'s coordinate space (nil: the root layer's) to this layer's.
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).homography(to: self).apply(point)
    }

    /// Converts a rectangle to `layer`'s coordinate space (nil: the root layer's): the bounding box of
    /// its four converted corners.
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        homography(to: layer).apply(rect)
    }

    /// Converts a rectangle from `layer`'s coordinate space (nil: the root layer's) to this layer's.
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        (layer ?? rootLayer).homography(to: self).apply(rect)
    }

    /// True when `point` (in this layer's coordinate space) lies inside the bounds.
    open func contains(_ point: CGPoint) -> Bool {
        storedBounds.contains(point)
    }

    /// Converts a time from `layer`'s local time (nil: the clock's absolute time, `CACurrentMediaTime()`)
    /// to this layer's local time, through every ancestor's beginTime / speed / timeOffset (a mask layer's
    /// time runs inside the layer it masks).
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let absolute = layer.map { $0.absoluteTime(fromLocal: t) } ?? t
        return localTime(fromAbsolute: absolute)
    }

    /// Converts a time from this layer's local time to `layer`'s (nil: the clock's absolute time).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t)
        return layer.map { $0.localTime(fromAbsolute: absolute) } ?? absolute
    }

    // MARK: Animations (open as in Core Animation; CALayer+Animations.swift does the bookkeeping)

    /// Adds a copy of `anim` (Core Animation copies). An animation already stored under the same key is
    /// removed first. Animations added with a nil key run but can't be looked up or removed by key.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        store(anim, forKey: key)
    }

    /// The animation stored under `key` (the layer's copy), if any.
    open func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// Removes the animation stored under `key`, if any (its completion reports finished = false unless it
    /// had already finished).
    open func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        AnimationContext.layer(self, didRemove: entry.animation)
    }

    /// Removes every animation, in the order they were added.
    open func removeAllAnimations() {
        let entries = animationEntries
        animationEntries.removeAll()
        for entry in entries { AnimationContext.layer(self, didRemove: entry.animation) }
    }

    /// The keys of the running animations in the order added (nil-keyed ones are not listed), or nil when
    /// there are none.
    open func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer holding what is on screen at the current virtual time: its model values with
    /// every running animation applied, in the order added. The copy has no sublayers; its ``model()`` is
    /// this layer. Calling it on a presentation copy returns that copy.
    open func presentation() -> Self? {
        isPresentationCopy ? self : makePresentationCopy() as? Self
    }

    /// The model layer: `self`, or for a presentation copy the layer it was made from.
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The value `value(forKey:)` returns for a key the layer does not model and that was never set: nil by
    /// default. Subclasses with custom key-value properties override it to give them defaults.
    open class func defaultValue(forKey key: String) -> Any? {
        nil
    }

    // MARK: Display (the display pass runs before each frame is drawn; see CALayer+Display.swift)

    /// When true, a change of the bounds size marks the layer as needing display (default false).
    open var needsDisplayOnBoundsChange = false

    /// Marks the layer as needing ``display()``, which runs before the next frame is drawn (or at
    /// ``displayIfNeeded()``).
    open func setNeedsDisplay() {
        if !isPresentationCopy { storedNeedsDisplay = true }
    }

    /// True while a ``display()`` is pending.
    open func needsDisplay() -> Bool {
        storedNeedsDisplay
    }

    /// Runs ``display()`` now if it is pending.
    open func displayIfNeeded() {
        guard storedNeedsDisplay else { return }
        storedNeedsDisplay = false
        display()
    }

    /// Updates the layer's content, typically by setting ``contents`` to an image. Called before a frame is
    /// drawn when the layer needs display, and, while an animation runs on a key for which
    /// ``needsDisplay(forKey:)`` is true, on the frame's presentation copy (so `self` holds the animated
    /// values). The default asks the ``delegate`` (`CALayerDelegate.display(_:)`). Core Animation would
    /// otherwise call `draw(in:)` with a bitmap context: Flipbook has no Core Graphics context, see README,
    /// "Bringing your iOS sources".
    open func display() {
        delegate?.display(self)
    }

    /// Whether a change of the property `key` (including an animation of it) redisplays the layer. False for
    /// every key by default; a subclass returns true for its custom-drawn properties.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    // MARK: Actions (run for model changes outside animation blocks; see CALayer+Actions.swift)

    /// Actions by property key, consulted by ``action(forKey:)`` after the delegate.
    open var actions: [String: any CAAction]?

    /// The action to run when the property `event` changes, found as Core Animation finds it: the
    /// delegate's `action(for:forKey:)` (a view answers `NSNull`: its layer's changes animate only in
    /// `UIView` animation blocks), then ``actions``, then ``defaultAction(forKey:)``. `NSNull` anywhere ends
    /// the search with no action.
    open func action(forKey event: String) -> (any CAAction)? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }

    /// The action for `event` when neither the delegate nor ``actions`` has one. Core Animation answers a
    /// 0.25 s animation for its animatable properties (implicit animations); Flipbook answers nil for every
    /// key, so standalone layers change at once unless you give them actions (see README, "Porting your
    /// animator").
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        nil
    }

    /// The value of a key path a subclass models itself (`.some(nil)` for an unset optional), or nil
    /// when the key path is not one of its own. Subclasses with animatable properties override it.
    func subclassValue(forKeyPath keyPath: String) -> Any?? { nil }

    /// Sets a key path a subclass models itself; false when the key path is not one of its own.
    func setSubclassValue(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }

    // MARK: Initializers

    /// A layer with empty bounds at the origin.
    public required override init() {
        super.init()
        LiveObjects.created(.layers)
    }

    deinit { LiveObjects.released(.layers) }

    /// A copy of `layer`'s model properties, as Core Animation makes for presentation layers.
    /// Subclasses with their own properties override this and copy them too. Sublayers, the delegate,
    /// the superlayer and animations are not copied; the mask is shared.
    public required init(layer: Any) {
        super.init()
        LiveObjects.created(.layers)
        guard let other = layer as? CALayer else { return }
        storedBounds = other.storedBounds
        storedPosition = other.storedPosition
        storedAnchorPoint = other.storedAnchorPoint
        storedAnchorPointZ = other.storedAnchorPointZ
        storedTransform = other.storedTransform
        storedSublayerTransform = other.storedSublayerTransform
        storedZPosition = other.storedZPosition
        storedOpacity = other.storedOpacity
        storedBackgroundColor = other.storedBackgroundColor
        storedCornerRadius = other.storedCornerRadius
        storedIsHidden = other.storedIsHidden
        storedMasksToBounds = other.storedMasksToBounds
        storedMask = other.storedMask
        storedShadowColor = other.storedShadowColor
        storedShadowOpacity = other.storedShadowOpacity
        storedShadowOffset = other.storedShadowOffset
        storedShadowRadius = other.storedShadowRadius
        storedShadowPath = other.storedShadowPath
        storedBorderWidth = other.storedBorderWidth
        storedBorderColor = other.storedBorderColor
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        customValues = other.customValues
        name = other.name
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        magnificationFilter = other.magnificationFilter
        minificationFilter = other.minificationFilter
        isDoubleSided = other.isDoubleSided
        allowsGroupOpacity = other.allowsGroupOpacity
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }
}
