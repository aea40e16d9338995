import Foundation

/// A row of a ``UITableView``, as UIKit's `UITableViewCell`: a ``contentView`` showing either a
/// ``contentConfiguration`` or the classic ``textLabel`` / ``detailTextLabel`` / ``imageView`` laid out by
/// its ``CellStyle``, an accessory at the trailing edge, and a background that turns grey while the row is
/// selected or highlighted.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The classic layouts of ``textLabel``, ``detailTextLabel`` and ``imageView``.
    public enum CellStyle: Int, Sendable {
        /// An image and one line of text.
        case `default` = 0
        /// Text at the leading edge, the detail in grey at the trailing edge (Settings' values).
        case value1 = 1
        /// A small blue-grey label before a detail text (Contacts).
        case value2 = 2
        /// Text above a grey detail line.
        case subtitle = 3
    }

    /// How a selected row looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// Grey since iOS 7 (as `.gray` and `.default`).
        case blue = 1
        /// Grey.
        case gray = 2
        /// Grey.
        case `default` = 3
    }

    /// The standard accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none = 0
        /// A grey chevron: tapping the row shows more.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A tinted check mark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// The editing control a row shows while its table is editing.
    public enum EditingStyle: Int, Sendable {
        /// None.
        case none = 0
        /// A red minus.
        case delete = 1
        /// A green plus.
        case insert = 2
    }

    /// The identifier the cell was registered or created with, for reuse.
    open private(set) var reuseIdentifier: String?
    /// The style the cell was created with.
    let style: CellStyle

    /// The view holding the row's content; add custom subviews here.
    public let contentView: UIView

    private var classicLabels: ClassicCellViews?
    private var shownContentView: (any UIView & UIContentView)?
    private let backgroundHost = ListBackgroundView(configuration: .clear())
    private let selectedBackgroundHost = ListBackgroundView(configuration: .clear())
    private var accessoryHost: UIView?
    /// The hairline below the row, placed by the table.
    let separatorLine = UIView(frame: .zero)
    /// The table the cell is in (set while the table shows it).
    weak var tableView: UITableView?
    /// The cell's place in a grouped section: which corners its card rounds.
    var groupedCorners: CACornerMask = [] {
        didSet { updateBackgroundShape() }
    }
    /// The corner radius of the card (10 in inset-grouped tables, else 0).
    var groupedCornerRadius: CGFloat = 0 {
        didSet { updateBackgroundShape() }
    }
    /// The swipe actions the row shows behind its content while swiped (nil: not swiped).
    var swipeActionsView: SwipeActionsView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let swipeActionsView { insertSubview(swipeActionsView, at: 0) }
            clipsToBounds = swipeActionsView != nil
            layer.cornerRadius = swipeActionsView != nil ? groupedCornerRadius : 0
            layer.maskedCorners = groupedCorners
            placeSwipeActions()
        }
    }
    /// How far the row's content is swiped (negative: to the left, showing trailing actions).
    var swipeOffset: CGFloat = 0 {
        didSet { placeSwipeActions() }
    }
    /// The default background of the table's style (white cells on a grouped table).
    var styleBackground = UIBackgroundConfiguration.listPlainCell() {
        didSet { updateBackgrounds(animated: false) }
    }

    /// A cell with the classic layout `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        let content = CellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView = content
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        content.cell = self
        addSubview(backgroundHost)
        addSubview(selectedBackgroundHost)
        addSubview(contentView)
        addSubview(separatorLine)
        separatorLine.isUserInteractionEnabled = false
        separatorLine.isHidden = true
        selectedBackgroundHost.alpha = 0
        updateBackgrounds(animated: false)
    }

    /// A `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    /// What ``UITableView/register(_:forCellReuseIdentifier:)`` creates cells with (Flipbook's; Swift has no
    /// Objective-C runtime to call an initializer by name): it runs the registered class's
    /// `init(style: .default, reuseIdentifier:)`, your override included. Subclasses inherit it.
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: Classic content

    /// The main label of the classic layout (made on first use; nil once a content configuration is set).
    open var textLabel: UILabel? {
        contentConfiguration == nil ? classicViews.text : nil
    }

    /// The secondary label of `.value1`, `.value2` and `.subtitle` cells (nil for `.default`).
    open var detailTextLabel: UILabel? {
        contentConfiguration == nil && style != .default ? classicViews.detail : nil
    }

    /// The image at the leading edge of the classic layout.
    open var imageView: UIImageView? {
        contentConfiguration == nil ? classicViews.image : nil
    }

    private var classicViews: ClassicCellViews {
        if let classicLabels { return classicLabels }
        let views = ClassicCellViews(style: style)
        for view in [views.image, views.text, views.detail] as [UIView] { contentView.addSubview(view) }
        classicLabels = views
        setNeedsLayout()
        return views
    }

    // MARK: Configurations

    /// The cell's content as a configuration (nil: the classic labels). Setting one replaces the classic
    /// labels with the configuration's view, reusing the current one when it supports the new configuration.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            applyContentConfiguration()
        }
    }
    private var storedContentConfiguration: (any UIContentConfiguration)? = nil

    /// Whether the content configuration is updated for the cell's state (selected…) automatically.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's background as a configuration (nil: the table style's, with ``backgroundView`` and
    /// ``selectedBackgroundView`` when set).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            updateBackgrounds(animated: false)
        }
    }
    private var storedBackgroundConfiguration: UIBackgroundConfiguration? = nil

    /// Whether the background configuration is updated for the cell's state automatically.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A list content configuration in the style of the cell's table: body text with the cell's margins.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration: UIListContentConfiguration
        switch style {
        case .default: configuration = .cell()
        case .value1, .value2: configuration = .valueCell()
        case .subtitle: configuration = .subtitleCell()
        }
        let margin = tableView?.cellContentMargin ?? 16
        configuration.directionalLayoutMargins.leading = margin
        configuration.directionalLayoutMargins.trailing = margin
        return configuration
    }

    /// The cell's state: selected, highlighted, editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
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
    }

    // MARK: Accessories, selection and backgrounds

    /// The standard accessory (ignored while ``accessoryView`` is set).
    open var accessoryType: AccessoryType {
        get { storedAccessoryType }
        set {
            storedAccessoryType = newValue
            updateAccessory()
        }
    }
    private var storedAccessoryType: AccessoryType = .none

    /// A custom view at the trailing edge (a switch, a badge), sized as it is.
    open var accessoryView: UIView? {
        get { storedAccessoryView }
        set {
            storedAccessoryView = newValue
            updateAccessory()
        }
    }
    private var storedAccessoryView: UIView? = nil

    /// The accessory shown while the table is editing (kept for source compatibility: while editing, Flipbook
    /// hides the accessory, as UIKit does with the default `.none`).
    open var editingAccessoryType: AccessoryType = .none

    /// Whether the row shows a reorder control while editing (kept for source compatibility: as on iOS, every
    /// row the data source lets move, by `tableView(_:canMoveRowAt:)`, shows one).
    open var showsReorderControl = false

    /// How the row looks while selected (`.none`: unchanged).
    open var selectionStyle: SelectionStyle = .default

    /// A view behind the content (nil: the table style's background).
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

    /// A view shown behind the content while the row is selected or highlighted (nil: system grey 4).
    open var selectedBackgroundView: UIView? {
        get { storedSelectedBackgroundView }
        set {
            replaceHostedSubview(storedSelectedBackgroundView, with: newValue) {
                selectedBackgroundHost.addSubview($0)
            }
            storedSelectedBackgroundView = newValue
        }
    }
    private var storedSelectedBackgroundView: UIView? = nil

    /// Insets of the separator below the row (left: from the cell's edge; nil left inset: to the text).
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? tableView?.separatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set { storedSeparatorInset = newValue }
    }
    var storedSeparatorInset: UIEdgeInsets?

    /// The indentation level of the content (each level is ``indentationWidth`` points).
    open var indentationLevel = 0
    /// The width of one indentation level (10 points).
    open var indentationWidth: CGFloat = 10
    /// Whether the row is editing: it shows its editing control and its content moves aside to make room.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false

    /// Shows or hides the editing control (a red minus or green plus, by the table's editing style for the
    /// row), sliding the content aside; `animated` over 0.3 s.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        let change = {
            self.editingControl?.alpha = editing ? 1 : 0
            self.reorderControl?.alpha = editing ? 1 : 0
            self.accessoryHost?.alpha = editing ? 0 : 1
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: change)
        } else {
            UIView.performWithoutAnimation(change)
        }
        updateConfiguration(using: configurationState)
    }

    /// The editing control's style, set by the table (`.none`: the row has no control).
    var editingControlStyle: EditingStyle = .none {
        didSet {
            guard editingControlStyle != oldValue else { return }
            rebuildEditingControl()
        }
    }
    /// Whether the row shows the multiple-selection circle in place of its editing style's control (set by a
    /// table with `allowsMultipleSelectionDuringEditing`): an empty grey ring, a filled check mark in the tint
    /// colour while the row is selected.
    var showsSelectionCircle = false {
        didSet {
            guard showsSelectionCircle != oldValue else { return }
            rebuildEditingControl()
        }
    }

    /// Replaces the editing control with the one the style, the selection circle and the selection call for.
    private func rebuildEditingControl() {
        editingControl?.removeFromSuperview()
        editingControl = nil
        guard editingControlStyle != .none else { return }
        let symbol: String
        let tint: UIColor
        if showsSelectionCircle {
            symbol = isSelected ? "checkmark.circle.fill" : "circle"
            tint = isSelected ? tintColor : .systemGray3
        } else {
            symbol = editingControlStyle == .delete ? "minus.circle.fill" : "plus.circle.fill"
            tint = editingControlStyle == .delete ? .systemRed : .systemGreen
        }
        let control = UIImageView(image: UIImage(systemName: symbol))
        control.tintColor = tint
        control.alpha = isEditing ? 1 : 0
        insertSubview(control, aboveSubview: contentView)
        editingControl = control
        setNeedsLayout()
    }
    /// The red minus or green plus (or the selection circle) shown while editing.
    private(set) var editingControl: UIImageView?
    /// Whether the row has a reorder control, set by the table (shown while editing).
    var hasReorderControl = false {
        didSet {
            guard hasReorderControl != oldValue else { return }
            reorderControl?.removeFromSuperview()
            reorderControl = nil
            guard hasReorderControl else { return }
            let control = UIImageView(image: UIImage(systemName: "line.3.horizontal"))
            control.tintColor = .tertiaryLabel
            control.alpha = isEditing ? 1 : 0
            insertSubview(control, aboveSubview: contentView)
            reorderControl = control
            setNeedsLayout()
        }
    }
    /// The three grey lines at the trailing edge that a finger drags to move the row.
    private(set) var reorderControl: UIImageView?
    /// How far editing moves the content aside.
    static let editingControlWidth: CGFloat = 38
    /// The size of the reorder control's glyph.
    static let reorderControlSize = CGSize(width: 22, height: 22)

    /// Whether the row is selected: a selected row keeps its grey background.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false

    /// Whether a finger is down on the row.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedState = false

    /// Selects or deselects the row; `animated` fades the grey background (in 0.25 s, or with the
    /// surrounding animation, such as a transition coordinator's).
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selectedState != selected
        selectedState = selected
        stateDidChange(animated: animated)
        if changed, showsSelectionCircle { rebuildEditingControl() }
    }

    /// Highlights or unhighlights the row, fading when `animated`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        stateDidChange(animated: animated)
    }

    /// Called before the table hands the cell out again; reset per-row state here (call `super`).
    open func prepareForReuse() {}

    // MARK: Layout

    /// Places the background, content view, accessory and the classic labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        backgroundHost.frame = bounds
        selectedBackgroundHost.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = selectedBackgroundHost.bounds
        let margin = tableView?.cellContentMargin ?? 16
        var contentWidth = bounds.width
        if let accessoryHost {
            let size = accessoryHost.bounds.size
            let x = bounds.width - margin - size.width
            accessoryHost.frame = CGRect(
                x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
                height: size.height)
            // The content's trailing margin ends 8 points before the accessory (hidden while editing).
            if !isEditing { contentWidth = x - 8 + margin }
        }
        if let reorderControl {
            // Slides in from beyond the trailing edge.
            let size = Self.reorderControlSize
            let x = isEditing ? bounds.width - margin - size.width : bounds.width
            reorderControl.frame = CGRect(
                x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            if isEditing { contentWidth = min(contentWidth, x - 8 + margin) }
        }
        var indent = CGFloat(indentationLevel) * indentationWidth
        if let editingControl {
            let size = CGSize(width: 22, height: 22)
            let shift = isEditing ? Self.editingControlWidth : 0
            editingControl.frame = CGRect(
                x: margin - Self.editingControlWidth + shift, y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
            indent += shift
        }
        contentView.frame = CGRect(x: indent, y: 0, width: max(contentWidth - indent, 0), height: bounds.height)
        layoutContent()
        if swipeActionsView != nil { placeSwipeActions() }
    }

    /// Places the content configuration's view or the classic labels in the content view.
    func layoutContent() {
        shownContentView?.frame = contentView.bounds
        if contentConfiguration == nil, let classicLabels {
            classicLabels.layout(in: contentView.bounds, margin: tableView?.cellContentMargin ?? 16)
        }
    }

    /// The height the row's content needs at `width`: its content configuration's, else what the
    /// constraints in the content view give it (Auto Layout cells), else the classic labels'.
    func contentHeight(width: CGFloat) -> CGFloat? {
        let accessoryWidth = accessoryHost.map { $0.bounds.width + 8 } ?? 0
        let contentWidth = width - accessoryWidth
        if let shownContentView {
            return shownContentView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        }
        if contentView.hasConstraintsInSubtree {
            return contentView.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        if let classicLabels {
            let margin = tableView?.cellContentMargin ?? 16
            return classicLabels.height(width: contentWidth, margin: margin)
        }
        return nil
    }

    /// The leading inset of the row's text, for separators.
    var textLeadingInset: CGFloat {
        let editingShift = isEditing && editingControl != nil ? Self.editingControlWidth : 0
        let indent = CGFloat(indentationLevel) * indentationWidth + editingShift
        if let list = shownContentView as? UIListContentView { return indent + list.textLeadingInset }
        if contentConfiguration == nil, let classicLabels {
            return indent + classicLabels.textLeading(margin: tableView?.cellContentMargin ?? 16)
        }
        return indent + (tableView?.cellContentMargin ?? 16)
    }

    // MARK: Private

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            shownContentView?.removeFromSuperview()
            shownContentView = nil
            classicLabels.map { views in
                for view in [views.image, views.text, views.detail] as [UIView] { view.isHidden = false }
            }
            setNeedsLayout()
            return
        }
        if let classicLabels {
            for view in [classicLabels.image, classicLabels.text, classicLabels.detail] as [UIView] {
                view.isHidden = true
            }
        }
        let state = configurationState
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: state) : configuration
        shownContentView = hostedContentView(showing: shown, replacing: shownContentView, in: contentView)
    }

    private func updateAccessory() {
        accessoryHost?.removeFromSuperview()
        accessoryHost = nil
        if let accessoryView {
            accessoryHost = accessoryView
        } else if accessoryType != .none {
            accessoryHost = TableAccessoryView(type: accessoryType)
        }
        if let accessoryHost {
            if isEditing { accessoryHost.alpha = 0 }
            insertSubview(accessoryHost, belowSubview: separatorLine)
        }
        setNeedsLayout()
    }

    private func stateDidChange(animated: Bool) {
        updateBackgrounds(animated: animated)
        updateConfiguration(using: configurationState)
    }

    private func updateBackgrounds(animated: Bool) {
        let base = backgroundConfiguration ?? styleBackground
        var normalState = configurationState
        normalState.isSelected = false
        normalState.isHighlighted = false
        backgroundHost.configuration =
            automaticallyUpdatesBackgroundConfiguration ? base.updated(for: normalState) : base
        var selected = normalState
        selected.isSelected = true
        var selectedBackground =
            automaticallyUpdatesBackgroundConfiguration ? base.updated(for: selected) : base
        if backgroundConfiguration == nil, selectedBackgroundView != nil { selectedBackground.backgroundColor = nil }
        selectedBackgroundHost.configuration = selectedBackground
        backgroundHost.isHidden = backgroundView != nil && backgroundConfiguration == nil
        updateBackgroundShape()
        let shows = (isSelected || isHighlighted) && selectionStyle != .none
        let alpha: CGFloat = shows ? 1 : 0
        guard selectedBackgroundHost.alpha != alpha else { return }
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
                self.selectedBackgroundHost.alpha = alpha
            }
        } else {
            UIView.performWithoutAnimation { selectedBackgroundHost.alpha = alpha }
        }
    }

    private func updateBackgroundShape() {
        for host in [backgroundHost, selectedBackgroundHost] {
            host.layer.cornerRadius = groupedCornerRadius
            host.layer.maskedCorners = groupedCorners
            host.clipsToBounds = groupedCornerRadius > 0 && !groupedCorners.isEmpty
        }
    }
}

/// A cell's content view: when a classic label's text changes, it lays the labels out again.
@MainActor
private final class CellContentView: UIView {
    weak var cell: UITableViewCell?

    override func layoutSubviews() {
        super.layoutSubviews()
        cell?.layoutContent()
    }
}
