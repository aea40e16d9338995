import Flipbook

/// A card that reacts to its own geometry and appearance through overrides, as app views do: a badge kept
/// in the top-right corner by `layoutSubviews`, counters fed by `didSet` on UIKit's open properties.
final class ObservedCardView: UIView {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    private(set) var frameChanges = 0
    private(set) var boundsChanges = 0
    private(set) var centerChanges = 0
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var frame: CGRect {
        didSet { frameChanges += 1 }
    }

    override var bounds: CGRect {
        didSet { boundsChanges += 1 }
    }

    override var center: CGPoint {
        didSet { centerChanges += 1 }
    }

    override var backgroundColor: UIColor? {
        didSet { badge.backgroundColor = backgroundColor == .white ? .systemRed : .white }
    }

    override var alpha: CGFloat {
        didSet { isUserInteractionEnabled = alpha > 0.5 }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        badge.center = CGPoint(x: bounds.maxX - 10, y: bounds.minY + 10)
    }
}

/// A layer that snaps its frame to whole points, as layer subclasses that override `frame` do.
final class PixelSnappingLayer: CALayer {
    override var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue.integral }
    }
}

/// A view backed by ``PixelSnappingLayer``.
final class PixelSnappingView: UIView {
    override class var layerClass: AnyClass { PixelSnappingLayer.self }
}
