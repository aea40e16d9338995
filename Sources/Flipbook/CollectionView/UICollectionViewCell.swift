import Foundation

/// A collection view cell, as UIKit's `UICollectionViewCell`: put content in ``contentView``; an optional
/// ``backgroundView`` sits behind it and ``selectedBackgroundView`` shows while the cell is selected or
/// highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to; it fills the cell.
    open private(set) var contentView: UIView

    /// A view behind the content (nil by default).
    open var backgroundView: UIView? {
        get { storedBackgroundView }
        set {
            storedBackgroundView?.removeFromSuperview()
            storedBackgroundView = newValue
            arrangeBackgroundViews()
        }
    }
    private var storedBackgroundView: UIView?

    /// A view behind the content shown only while the cell is selected or highlighted (nil by default).
    open var selectedBackgroundView: UIView? {
        get { storedSelectedBackgroundView }
        set {
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            arrangeBackgroundViews()
        }
    }
    private var storedSelectedBackgroundView: UIView?

    /// Whether the cell is selected (the collection view sets it; setting it yourself does not select the item).
    open var isSelected: Bool {
        get { storedIsSelected }
        set {
            let changed = storedIsSelected != newValue
            storedIsSelected = newValue
            if changed { selectionDidChange() }
            updateSelectionAppearance()
        }
    }
    private var storedIsSelected = false

    /// Called when ``isSelected`` changes (list cells fill or empty their selection circle).
    func selectionDidChange() {}

    /// Whether the cell is highlighted: a finger is down on it.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            storedIsHighlighted = newValue
            updateSelectionAppearance()
        }
    }
    private var storedIsHighlighted = false

    /// Whether the cell's collection view is editing (it sets this; see ``UICollectionView/isEditing``).
    var isEditingInCollection = false {
        didSet {
            guard isEditingInCollection != oldValue else { return }
            editingDidChange()
            updateSelectionAppearance()
        }
    }

    /// Called when the collection view starts or stops editing (list cells show their editing accessories).
    func editingDidChange() {}

    /// Whether the cell's item is expanded in its hierarchical section (its diffable data source sets this).
    var isExpandedInOutline = false {
        didSet {
            guard isExpandedInOutline != oldValue else { return }
            expansionDidChange()
            setNeedsUpdateConfiguration()
        }
    }

    /// Called when the item expands or collapses (a list cell turns its outline disclosure chevron).
    func expansionDidChange() {}

    /// The cell's content as a configuration (for example a ``UIListContentConfiguration``): its view fills
    /// ``contentView``, reused when it supports the new configuration.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            applyContentConfiguration()
        }
    }
    private var storedContentConfiguration: (any UIContentConfiguration)? = nil
    /// The view showing ``contentConfiguration``.
    private(set) var shownContentView: (any UIView & UIContentView)?

    /// Whether the content configuration is updated for the cell's state (selected…) automatically.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's background as a configuration (nil: none, or the list cell's default).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            updateConfiguration(using: configurationState)
        }
    }
    private var storedBackgroundConfiguration: UIBackgroundConfiguration? = nil
    /// Draws the background configuration behind the content; made when the cell first has one (most cells
    /// never do, and a collection view makes a screenful of cells at once).
    private var backgroundHost: ListBackgroundView?

    /// Whether the background configuration is updated for the cell's state automatically.
    open var automaticallyUpdatesBackgroundConfiguration = true

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Flipbook has no archives; see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Unselects and unhighlights the cell for its next item.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = contentFrame
        shownContentView?.frame = contentView.bounds
        backgroundHost?.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// Where ``contentView`` goes (list cells leave room for their accessories).
    var contentFrame: CGRect { bounds }

    /// Measures the content view: its content configuration's height at its width, else what the constraints
    /// inside it give (the width the cell keeps beside the content view, for accessories, is added back).
    override func measuredSize(fitting target: CGSize, axes: SelfSizingAxes) -> CGSize? {
        layoutIfNeeded()
        let beside = max(0, bounds.width - contentFrame.width)
        let inner = CGSize(width: max(0, target.width - beside), height: target.height)
        if let shownContentView {
            let height = shownContentView.sizeThatFits(CGSize(width: inner.width, height: 0)).height
            return CGSize(width: target.width, height: height)
        }
        guard contentView.hasConstraintsInSubtree else { return nil }
        let size = contentView.systemLayoutSizeFitting(
            inner, withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
        return CGSize(width: size.width + beside, height: size.height)
    }

    /// The background drawn when ``backgroundConfiguration`` is nil (list cells: their list's).
    var defaultBackgroundConfiguration: UIBackgroundConfiguration? { nil }

    /// The cell's state: selected, highlighted, editing, expanded (in an outline), swiped (its swipe actions showing).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditingInCollection
        state.isExpanded = isExpandedInOutline
        state.isSwiped = (self as? UICollectionViewListCell)?.swipeActionsView != nil
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates the content and background configurations for `state`; override to restyle, calling `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            shownContentView?.configuration = configuration.updated(for: state)
        }
        let background = backgroundConfiguration ?? defaultBackgroundConfiguration
        if let background {
            let host = backgroundHostView
            host.isHidden = false
            host.configuration =
                automaticallyUpdatesBackgroundConfiguration ? background.updated(for: state) : background
        } else {
            backgroundHost?.isHidden = true
        }
    }

    /// The view drawing the background configuration (made, hidden, on first use).
    var backgroundHostView: ListBackgroundView {
        backgroundHost ?? makeBackgroundHost()
    }

    /// Adds the background host, hidden and laid out at the cell's size, below the content and above
    /// ``backgroundView`` and ``selectedBackgroundView`` (which are inserted at the back).
    private func makeBackgroundHost() -> ListBackgroundView {
        let host = ListBackgroundView(configuration: .clear())
        host.isHidden = true
        UIView.performWithoutAnimation {
            host.frame = bounds
            host.layoutIfNeeded()
        }
        let below = [backgroundView, selectedBackgroundView].compactMap { $0 }.filter { $0.superview === self }
        let index = below.compactMap { view in subviews.firstIndex { $0 === view } }.max().map { $0 + 1 } ?? 0
        insertSubview(host, at: index)
        backgroundHost = host
        return host
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            shownContentView?.removeFromSuperview()
            shownContentView = nil
            return
        }
        let shown =
            automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let current = shownContentView, current.supports(shown) {
            current.configuration = shown
        } else {
            shownContentView?.removeFromSuperview()
            let view = shown.makeContentView()
            contentView.addSubview(view)
            shownContentView = view
        }
        setNeedsLayout()
    }

    private func arrangeBackgroundViews() {
        if let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            insertSubview(selectedBackgroundView, at: 0)
        }
        if let backgroundView {
            backgroundView.frame = bounds
            insertSubview(backgroundView, at: 0)
        }
        updateSelectionAppearance()
    }

    func updateSelectionAppearance() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        if contentConfiguration != nil || backgroundConfiguration != nil || defaultBackgroundConfiguration != nil {
            updateConfiguration(using: configurationState)
        }
    }
}
