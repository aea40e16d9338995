import Foundation

/// A section header or footer of a ``UITableView``, as UIKit's `UITableViewHeaderFooterView`: a
/// ``contentView`` showing a ``contentConfiguration`` or the classic ``textLabel``, over a background.
/// Tables make one for each section title; register a subclass to make your own.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was registered or created with, for reuse.
    open private(set) var reuseIdentifier: String?
    /// The view holding the content.
    public let contentView = UIView(frame: .zero)
    private let backgroundHost = ListBackgroundView(configuration: .clear())
    private var shownContentView: (any UIView & UIContentView)?
    private var classicLabel: UILabel?
    /// The configuration of the table's style, used for ``textLabel`` and ``defaultContentConfiguration()``.
    var styleConfiguration = UIListContentConfiguration.groupedHeader() {
        didSet { setNeedsLayout() }
    }

    /// A header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(backgroundHost)
        addSubview(contentView)
    }

    /// A header or footer with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    /// What ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)`` creates views with (Flipbook's):
    /// it runs the registered class's `init(reuseIdentifier:)`. Subclasses inherit it.
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The classic label, styled as the table's headers or footers (nil once a content configuration is set).
    open var textLabel: UILabel? {
        guard contentConfiguration == nil else { return nil }
        if let classicLabel { return classicLabel }
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        contentView.addSubview(label)
        classicLabel = label
        return label
    }

    /// The header's content as a configuration (nil: the classic label).
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            classicLabel?.isHidden = contentConfiguration != nil
            guard let configuration = contentConfiguration else {
                shownContentView?.removeFromSuperview()
                shownContentView = nil
                return
            }
            shownContentView = hostedContentView(
                showing: configuration, replacing: shownContentView, in: contentView)
        }
    }
    private var storedContentConfiguration: (any UIContentConfiguration)? = nil

    /// The background as a configuration (nil: the table style's).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            backgroundHost.configuration = backgroundConfiguration ?? .clear()
        }
    }
    private var storedBackgroundConfiguration: UIBackgroundConfiguration? = nil

    /// A view behind the content.
    open var backgroundView: UIView? {
        get { storedBackgroundView }
        set {
            replaceHostedSubview(storedBackgroundView, with: newValue) {
                insertSubview($0, aboveSubview: backgroundHost)
            }
            storedBackgroundView = newValue
        }
    }
    private var storedBackgroundView: UIView? = nil

    /// A list configuration in the style of the table's headers (or footers).
    open func defaultContentConfiguration() -> UIListContentConfiguration { styleConfiguration }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    /// Places the background, content view and label.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundHost.frame = bounds
        backgroundView?.frame = bounds
        contentView.frame = bounds
        shownContentView?.frame = contentView.bounds
        if let classicLabel, contentConfiguration == nil {
            var configuration = styleConfiguration
            configuration.text = classicLabel.text
            let layout = ListContentLayout(configuration, width: bounds.width, height: bounds.height)
            classicLabel.frame = layout.textFrame
            classicLabel.frame.origin.y = max(
                bounds.height - configuration.directionalLayoutMargins.bottom
                    - layout.textFrame.height, 0)
            if configuration.style == .groupedFooter || configuration.style == .plainFooter {
                classicLabel.frame.origin.y = configuration.directionalLayoutMargins.top
            }
        }
    }

    /// The height the header needs at `width`.
    func contentHeight(width: CGFloat) -> CGFloat {
        if let shownContentView {
            return shownContentView.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        var configuration = styleConfiguration
        configuration.text = classicLabel?.text
        return ListContentLayout(configuration, width: width).height
    }

    /// Applies the table style's look to the classic label.
    func applyStyle(_ configuration: UIListContentConfiguration, background: UIBackgroundConfiguration) {
        styleConfiguration = configuration
        if let label = textLabel {
            label.font = configuration.textProperties.font
            label.textColor = configuration.textProperties.color
        }
        if backgroundConfiguration == nil { backgroundHost.configuration = background }
    }
}
