import Flipbook

/// A skeleton-loader shimmer layer, overriding Core Animation's open members the way layer-heavy libraries
/// do: the highlight band stays the front-most sublayer, added animations are logged, layout sizes the
/// band, hit testing follows the rounded shape, a custom key has a default, and removal stops the shimmer.
final class ShimmerLayer: CALayer {
    let highlight = CALayer()
    private(set) var addedAnimationKeys: [String] = []

    /// How many sweeps per second; a custom key-value property with a default.
    var shimmerSpeed: CGFloat {
        get { value(forKey: "shimmerSpeed") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "shimmerSpeed") }
    }

    required init() {
        super.init()
        highlight.backgroundColor = UIColor.white.withAlphaComponent(0.6).cgColor
        super.addSublayer(highlight)
    }

    required init(layer: Any) {
        super.init(layer: layer)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "shimmerSpeed" ? CGFloat(1.5) : super.defaultValue(forKey: key)
    }

    override func addSublayer(_ layer: CALayer) {
        super.addSublayer(layer)
        if layer !== highlight { super.addSublayer(highlight) }
    }

    override func add(_ anim: CAAnimation, forKey key: String?) {
        addedAnimationKeys.append(key ?? "nil")
        super.add(anim, forKey: key)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        highlight.frame = CGRect(x: 0, y: 0, width: bounds.width / 4, height: bounds.height)
    }

    override func contains(_ point: CGPoint) -> Bool {
        let radius = min(cornerRadius, bounds.width / 2, bounds.height / 2)
        let inner = bounds.insetBy(dx: radius, dy: radius)
        let nearest = CGPoint(
            x: min(max(point.x, inner.minX), inner.maxX), y: min(max(point.y, inner.minY), inner.maxY))
        let dx = point.x - nearest.x
        let dy = point.y - nearest.y
        return bounds.contains(point) && dx * dx + dy * dy <= radius * radius
    }

    override func removeFromSuperlayer() {
        removeAllAnimations()
        super.removeFromSuperlayer()
    }

    /// Starts the sweep of the highlight across the layer.
    func startShimmering() {
        let sweep = CABasicAnimation(keyPath: "position.x")
        sweep.fromValue = -bounds.width / 8
        sweep.toValue = bounds.width + bounds.width / 8
        sweep.duration = CFTimeInterval(1 / shimmerSpeed)
        sweep.repeatCount = .infinity
        highlight.add(sweep, forKey: "shimmer")
        add(CABasicAnimation(keyPath: "opacity"), forKey: "pulse")
    }
}
