import Foundation

/// Draws a ``UIBackgroundConfiguration`` behind a cell's content: its custom view, then the fill with its
/// corner radius and stroke, inset by its background insets.
@MainActor
final class ListBackgroundView: UIView {
    private let fill = UIView(frame: .zero)
    private var customView: UIView?

    /// The configuration drawn.
    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(fill)
        apply()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = configuration.backgroundInsets
        let frame = CGRect(
            x: insets.leading, y: insets.top, width: max(bounds.width - insets.leading - insets.trailing, 0),
            height: max(bounds.height - insets.top - insets.bottom, 0))
        fill.frame = frame
        customView?.frame = frame
    }

    private func apply() {
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { insertSubview(customView, at: 0) }
        }
        fill.backgroundColor = configuration.backgroundColor
        fill.layer.cornerRadius = configuration.cornerRadius
        fill.layer.borderWidth = configuration.strokeWidth
        fill.layer.borderColor = configuration.strokeColor?.cgColor
        customView?.layer.cornerRadius = configuration.cornerRadius
        customView?.clipsToBounds = configuration.cornerRadius > 0
        setNeedsLayout()
    }
}
