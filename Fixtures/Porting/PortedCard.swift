#if canImport(UIKit)
    import QuartzCore
    import UIKit
#endif

/// What a swipe card tells its owner; written for iOS, where `@objc optional` requirements may be left out.
@MainActor @objc protocol SwipeCardDelegate {
    @objc optional func swipeCardDidBeginDrag(_ card: SwipeCard)
    @objc optional func swipeCardShouldDismiss(_ card: SwipeCard) -> Bool
    @objc optional func swipeCardTitle(_ card: SwipeCard) -> String?
}

/// A card that follows a pan and glows while dragged, written the way iOS libraries write it: `#selector`
/// targets, `@objc` actions, an `@NSManaged` layer property and an override in an extension.
@objcMembers
final class SwipeCard: UIView {
    @objc weak var delegate: SwipeCardDelegate?
    @IBInspectable var dismissDistance: CGFloat = 120
    private(set) var dismissed = false

    override class var layerClass: AnyClass { SwipeCardLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(self.reset))
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        let offset = pan.translation(in: superview)
        switch pan.state {
        case .began:
            delegate?.swipeCardDidBeginDrag?(self)
            (layer as? SwipeCardLayer)?.glow = 1
        case .changed:
            transform = CGAffineTransform(translationX: offset.x, y: offset.y)
        default:
            let far = abs(offset.x) > dismissDistance
            dismissed = far && (delegate?.swipeCardShouldDismiss?(self) ?? true)
            (layer as? SwipeCardLayer)?.glow = 0
            if !dismissed { transform = .identity }
        }
    }

    @objc dynamic func reset() {
        dismissed = false
        transform = .identity
    }

    /// The title the delegate gives, if any.
    var title: String? { delegate?.swipeCardTitle?(self) ?? nil }
}

extension SwipeCard {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        reset()
    }
}

/// The card's layer: `glow` is a key-value property, as `@NSManaged` gives on iOS.
final class SwipeCardLayer: CALayer {
    @NSManaged var glow: CGFloat

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
