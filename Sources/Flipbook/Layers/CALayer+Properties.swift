import Foundation

// The animatable model properties. Each setter stores the new model value and then reports the change
// (see `CALayer.storeAnimatable`), so `UIView.animate` can turn it into an animation.
extension CALayer {
    /// The layer's own coordinate space: `origin` is the coordinate of its top-left corner as seen by
    /// sublayers, `size` its size in points. Changing the size marks the layer as needing layout.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            let sizeChanged = newValue.size != storedBounds.size
            storeAnimatable("bounds", \.storedBounds, newValue)
            if sizeChanged { setNeedsLayout() }
        }
    }

    /// Where the anchor point sits, in the superlayer's coordinate space.
    public var position: CGPoint {
        get { storedPosition }
        set { storeAnimatable("position", \.storedPosition, newValue) }
    }

    /// The point of the bounds (unit coordinates, (0.5, 0.5) = centre) that ``position`` refers to and
    /// that ``transform`` rotates and scales about.
    public var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set { storeAnimatable("anchorPoint", \.storedAnchorPoint, newValue) }
    }

    /// The z coordinate of the anchor point.
    public var anchorPointZ: CGFloat {
        get { storedAnchorPointZ }
        set { storeAnimatable("anchorPointZ", \.storedAnchorPointZ, newValue) }
    }

    /// The layer's 3D transform, applied about its anchor point. `UIView.transform` is its affine part.
    public var transform: CATransform3D {
        get { storedTransform }
        set { storeAnimatable("transform", \.storedTransform, newValue) }
    }

    /// A transform applied to all sublayers (about this layer's anchor point); typically carries the
    /// `m34` perspective shared by 3D-rotated children.
    public var sublayerTransform: CATransform3D {
        get { storedSublayerTransform }
        set { storeAnimatable("sublayerTransform", \.storedSublayerTransform, newValue) }
    }

    /// The layer's z coordinate; siblings draw in increasing zPosition, ties in sublayer order.
    public var zPosition: CGFloat {
        get { storedZPosition }
        set { storeAnimatable("zPosition", \.storedZPosition, newValue) }
    }

    /// Opacity, 0…1 (values outside are clamped when drawing). A layer at 0 is not drawn at all.
    public var opacity: Float {
        get { storedOpacity }
        set { storeAnimatable("opacity", \.storedOpacity, newValue) }
    }

    /// The fill behind contents and sublayers (rounded by ``cornerRadius``); nil draws nothing.
    public var backgroundColor: CGColor? {
        get { storedBackgroundColor }
        set { storeAnimatable("backgroundColor", \.storedBackgroundColor, newValue) }
    }

    /// The radius of the background's corners; also rounds the clip when ``masksToBounds`` is true.
    public var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set { storeAnimatable("cornerRadius", \.storedCornerRadius, newValue) }
    }

    /// When true the layer and its subtree are not drawn (and its view ignores touches).
    public var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }

    /// When true, contents and sublayers are clipped to the bounds (rounded by ``cornerRadius``).
    public var masksToBounds: Bool {
        get { storedMasksToBounds }
        set { storedMasksToBounds = newValue }
    }

    /// A layer whose rendered alpha masks this layer's content. It lives in this layer's coordinate
    /// space (like a sublayer) and must not have a superlayer; assigning one removes it from its parent.
    public var mask: CALayer? {
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

    /// The layer's rectangle in its superlayer's coordinate space: the bounding box of its bounds after
    /// ``transform``. Setting it with a non-identity transform adjusts ``position`` and the bounds size
    /// through the transform's affine part (see `frame(settingTo:)`).
    public var frame: CGRect {
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
            bounds = CGRect(origin: storedBounds.origin, size: size)
            self.position = position
        }
    }

    /// Stores a model value and reports the change (old *presentation* value → new model value) to the
    /// animation system. Presentation copies only store.
    func storeAnimatable<T>(_ keyPath: String, _ storage: ReferenceWritableKeyPath<CALayer, T>, _ newValue: T) {
        storeAnimatable(keyPath, on: self, storage, newValue)
    }

    /// The same for a subclass's own storage (`layer` is `self`, typed as the subclass).
    func storeAnimatable<Layer: CALayer, T>(_ keyPath: String, on layer: Layer,
                                            _ storage: ReferenceWritableKeyPath<Layer, T>, _ newValue: T) {
        guard !isPresentationCopy else {
            layer[keyPath: storage] = newValue
            return
        }
        let old: Any = animationEntries.isEmpty
            ? layer[keyPath: storage]
            : (presentation()?.value(forKeyPath: keyPath) ?? layer[keyPath: storage])
        layer[keyPath: storage] = newValue
        reportChange(keyPath: keyPath, from: old, to: newValue)
    }
}
