import Flipbook

/// A progress bar drawn by its own layer, written the way custom animatable layer properties are: `progress`
/// is a key-value property (`@NSManaged` on iOS) for which the layer redisplays (`needsDisplay(forKey:)`) and
/// animates implicitly (`action(forKey:)`), and `display()` draws by setting `contents`.
final class ProgressBarLayer: CALayer {
    /// The filled fraction, 0…1.
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    /// The colour of the filled part.
    var barColor = UIColor.systemGreen

    required init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressBarLayer {
            barColor = other.barColor
        }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.progress ?? progress
        animation.duration = 0.4
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        return animation
    }

    override func display() {
        let width = (bounds.width * min(max(progress, 0), 1)).rounded()
        contentsGravity = .left
        contents =
            width < 1
            ? nil : UIImage.filled(with: barColor, size: CGSize(width: width, height: bounds.height)).cgImage
    }
}

/// A view backed by ``ProgressBarLayer``, with UIProgressView's setter.
final class ProgressBarView: UIView {
    override class var layerClass: AnyClass { ProgressBarLayer.self }

    private var progressLayer: ProgressBarLayer { layer as! ProgressBarLayer }

    /// The filled fraction, 0…1.
    var progress: Float { Float(progressLayer.progress) }

    /// Sets the progress; `animated` lets the layer's action move the bar there.
    func setProgress(_ progress: Float, animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        progressLayer.progress = CGFloat(progress)
        CATransaction.commit()
    }
}
