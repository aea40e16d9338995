import Foundation

/// A button showing a title, as UIKit's `UIButton`: either the classic kind (`UIButton(type: .system)`,
/// titles and title colours per state, 15-point title in the tint colour, dimmed when highlighted or
/// disabled) or one drawn from a ``Configuration`` (plain, filled, tinted or gray styles).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button, as UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No default colours: titles are white unless set.
        case custom = 0
        /// Titles in the tint colour.
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
        /// The same as ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    /// The kind of button.
    public private(set) var buttonType: ButtonType = .system

    /// The style the button is drawn from; nil for a classic button.
    open var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            refresh()
        }
    }
    private var storedConfiguration: Configuration?

    private let label = UILabel()
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// The label showing the title.
    open var titleLabel: UILabel? { label }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        label.font = .systemFont(ofSize: 15)
        refresh()
    }

    /// A button drawn from `configuration`.
    public convenience init(configuration: Configuration) {
        self.init(frame: .zero)
        self.configuration = configuration
        refresh()
    }

    /// A custom-type button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        buttonType = .custom
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        addSubview(label)
        refresh()
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the title shown in `state` (the normal title is used for states without their own).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        refresh()
    }

    /// The title set for `state`, or the normal title.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        refresh()
    }

    /// The title colour set for `state`, or the normal one, or the button type's default.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
            ?? (buttonType == .system ? (state.contains(.disabled) ? .systemGray : tintColor) : .white)
    }

    /// The title shown now.
    open var currentTitle: String? { configuration?.title ?? title(for: state) }

    /// The title's size plus the configuration's content insets; classic buttons are at least 30 points
    /// tall, with 6 points above and below the title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.intrinsicContentSize
        let insets = configuration?.contentInsets ?? .zero
        let classic: CGFloat = configuration == nil ? 6 : 0
        return CGSize(
            width: text.width + insets.leading + insets.trailing,
            height: max(text.height + insets.top + insets.bottom + 2 * classic, configuration == nil ? 30 : 0))
    }

    /// The same size as ``sizeThatFits(_:)``.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Places the title in the bounds (inside the content insets).
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeLabel()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    override func stateDidChange() {
        refresh()
    }

    /// Applies the title, colours and background of the current state.
    private func refresh() {
        UIView.performWithoutAnimation {
            if let configuration {
                label.text = configuration.title
                label.font = .systemFont(ofSize: 17)
                label.textColor = configuration.foreground(tint: tintColor)
                label.textAlignment =
                    switch configuration.titleAlignment {
                    case .leading: .left
                    case .trailing: .right
                    default: .center
                    }
                backgroundColor = configuration.background(tint: tintColor)
                layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
                alpha = isEnabled ? 1 : 0.5
            } else {
                label.text = title(for: state)
                label.textColor = titleColor(for: state)
                label.alpha = isHighlighted && buttonType == .system ? 0.2 : 1
            }
            placeLabel()
        }
    }

    private func placeLabel() {
        let insets = configuration?.contentInsets ?? .zero
        label.frame = CGRect(
            x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        if let configuration { layer.cornerRadius = configuration.cornerRadius(height: bounds.height) }
    }
}
