import Foundation

/// A view that blurs what lies behind it (``UIBlurEffect``) or shows its content vibrantly
/// (``UIVibrancyEffect``), as UIKit's `UIVisualEffectView`. Put content in ``contentView``.
///
/// Setting ``effect`` inside `UIView.animate` animates the blur's strength and tint, so going from nil
/// to a blur makes the backdrop blur in gradually, as on iOS. The blur reads what was drawn under the
/// view in the same frame (or, inside a translucent ancestor, in that ancestor's own layer).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The layer that draws the effect.
    open override class var layerClass: AnyClass { VisualEffectLayer.self }

    /// The view that holds the content shown with the effect.
    public let contentView: UIView

    /// The effect, or nil for none.
    open var effect: UIVisualEffect? {
        get { storedEffect }
        set {
            storedEffect = newValue
            applyEffect()
        }
    }
    private var storedEffect: UIVisualEffect?

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        storedEffect = effect
        super.init(frame: .zero)
        addSubview(contentView)
        applyEffect()
    }

    /// Flipbook has no archives: always fails (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func applyEffect() {
        guard let effectLayer = layer as? VisualEffectLayer else { return }
        effectLayer.blurRadius = effect?.blurRadius ?? 0
        effectLayer.effectTint = effect?.tint
        contentView.layer.opacity = Float(effect?.contentOpacity ?? 1)
    }
}

/// The backing layer of a ``UIVisualEffectView``: blurs its backdrop by ``blurRadius`` (points) and lays
/// ``effectTint`` over it, both animatable.
final class VisualEffectLayer: CALayer {
    var storedBlurRadius: CGFloat = 0
    var storedEffectTint: CGColor?

    /// The blur's standard deviation in points.
    var blurRadius: CGFloat {
        get { storedBlurRadius }
        set { storeAnimatable("blurRadius", on: self, \.storedBlurRadius, newValue) }
    }

    /// The colour over the blurred backdrop.
    var effectTint: CGColor? {
        get { storedEffectTint }
        set { storeAnimatable("effectTint", on: self, \.storedEffectTint, newValue) }
    }

    required init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? VisualEffectLayer else { return }
        storedBlurRadius = other.storedBlurRadius
        storedEffectTint = other.storedEffectTint
    }

    override func subclassValue(forKeyPath keyPath: String) -> Any?? {
        switch keyPath {
        case "blurRadius": return .some(storedBlurRadius)
        case "effectTint": return .some(storedEffectTint as Any?)
        default: return nil
        }
    }

    override func setSubclassValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "blurRadius":
            if let v = CALayer.cgFloat(value) { blurRadius = v } else { return ignored(keyPath, value) }
        case "effectTint":
            if CALayer.isNilOptional(value) {
                effectTint = nil
            } else if let c = value as? CGColor {
                effectTint = c
            } else {
                return ignored(keyPath, value)
            }
        default:
            return false
        }
        return true
    }
}
