import Foundation

/// A row of a list-configured collection view, as UIKit's `UICollectionViewListCell`: a cell whose
/// ``defaultContentConfiguration()`` is a list content configuration (drawn by the same `UIListContentView`
/// as table cells), with ``accessories`` on its sides (editing ones while its collection view is editing), a
/// separator below it and, in an inset-grouped list, a rounded card.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell, SwipeRevealingRow {
    /// The accessories, leading to trailing, on the cell's trailing side.
    open var accessories: [UICellAccessory] {
        get { storedAccessories }
        set {
            storedAccessories = newValue
            rebuildAccessories()
        }
    }
    /// How many indentation steps the content is moved in by (default 0).
    open var indentationLevel: Int {
        get { storedIndentationLevel }
        set {
            storedIndentationLevel = newValue
            setNeedsLayout()
        }
    }
    /// The width of one indentation step (default 10).
    open var indentationWidth: CGFloat {
        get { storedIndentationWidth }
        set {
            storedIndentationWidth = newValue
            setNeedsLayout()
        }
    }

    private var storedAccessories: [UICellAccessory] = []
    private var storedIndentationLevel = 0
    private var storedIndentationWidth: CGFloat = 10

    private var placement: ListPlacement?
    /// The accessory views shown on the trailing side, leading to trailing.
    private var accessoryViews: [UIView] = []
    /// The accessory views shown on the leading side, leading to trailing.
    private var leadingAccessoryViews: [UIView] = []
    /// While the reorder grip is dragged: the offset from the finger to the cell's centre.
    var reorderGrab: CGPoint?
    private let separatorLine = UIView(frame: .zero)
    /// The swipe actions the cell shows behind its content while swiped (nil: not swiped).
    var swipeActionsView: SwipeActionsView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let swipeActionsView { insertSubview(swipeActionsView, at: 0) }
            // An inset-grouped card's rounded corners clip the buttons as they do the content.
            clipsToBounds = swipeActionsView != nil
            layer.cornerRadius = swipeActionsView != nil ? backgroundHostView.layer.cornerRadius : 0
            layer.maskedCorners = backgroundHostView.layer.maskedCorners
            placeSwipeActions()
            if (oldValue == nil) != (swipeActionsView == nil) { setNeedsUpdateConfiguration() }
        }
    }
    /// How far the cell's content is swiped (negative: to the left, showing trailing actions).
    var swipeOffset: CGFloat = 0 {
        didSet { placeSwipeActions() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separatorLine.isUserInteractionEnabled = false
        separatorLine.backgroundColor = .separator
        separatorLine.isHidden = true
        addSubview(separatorLine)
        updateConfiguration(using: configurationState)
    }

    /// Flipbook has no archives; see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A list content configuration for this cell's list: body text with the list's margins (a sidebar
    /// list's cells get the sidebar style, a first-item header the header style of its list).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration: UIListContentConfiguration
        switch (placement?.appearance, placement?.isHeader == true) {
        case (.sidebar?, false), (.sidebarPlain?, false): configuration = .sidebarCell()
        case (.sidebar?, true), (.sidebarPlain?, true): configuration = .sidebarHeader()
        case (.grouped?, true), (.insetGrouped?, true): configuration = .groupedHeader()
        case (_, true): configuration = .plainHeader()
        case (_, false): configuration = .cell()
        }
        configuration.directionalLayoutMargins.leading = margin
        configuration.directionalLayoutMargins.trailing = margin
        return configuration
    }

    /// Takes the cell's place in its list from the attributes (first or last row, appearance).
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard placement != layoutAttributes.listPlacement else { return }
        placement = layoutAttributes.listPlacement
        updateConfiguration(using: configurationState)
        setNeedsLayout()
    }

    /// A list row is at least 44 points high, as table rows are (headers, first-item or supplementary, take
    /// their content's height).
    override func measuredSize(fitting target: CGSize, axes: SelfSizingAxes) -> CGSize? {
        guard var size = super.measuredSize(fitting: target, axes: axes) else { return nil }
        let isSupplementary = appliedAttributes?.representedElementKind != nil
        if placement?.isHeader != true && !isSupplementary { size.height = max(size.height, Self.minimumHeight) }
        return size
    }

    private static let minimumHeight: CGFloat = 44

    override var defaultBackgroundConfiguration: UIBackgroundConfiguration? {
        if placement?.isHeader == true {
            return placement?.appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        }
        return switch placement?.appearance {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        case .sidebar?, .sidebarPlain?: .listSidebarCell()
        case .plain?, nil: .listPlainCell()
        }
    }

    /// The content's side margin: 16 points, 20 in a collection view at least 414 points wide.
    private var margin: CGFloat {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        return (view?.bounds.width ?? bounds.width) >= 414 ? 20 : 16
    }

    override var contentFrame: CGRect {
        var width = bounds.width
        if let first = accessoryViews.first {
            // The content's trailing margin ends 8 points before the accessories.
            width = first.frame.minX - 8 + margin
        }
        var indent = CGFloat(indentationLevel) * indentationWidth
        if let last = leadingAccessoryViews.last {
            // The content's leading margin starts 8 points after the leading accessories.
            indent += last.frame.maxX + 8 - margin
        }
        return CGRect(x: indent, y: 0, width: max(0, width - indent), height: bounds.height)
    }

    open override func layoutSubviews() {
        var x = bounds.width - margin
        for view in accessoryViews.reversed() {
            let size = view.bounds.size
            x -= size.width
            view.frame = CGRect(
                x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x -= 8
        }
        var leading = margin + CGFloat(indentationLevel) * indentationWidth
        for view in leadingAccessoryViews {
            let size = view.bounds.size
            view.frame = CGRect(
                x: leading, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            leading += size.width + 8
        }
        super.layoutSubviews()
        layoutSeparatorAndCorners()
        if swipeActionsView != nil { placeSwipeActions() }
    }

    /// Editing shows and hides the accessories displayed only while (or only while not) editing.
    override func editingDidChange() {
        rebuildAccessories()
        layoutIfNeeded()
    }

    /// The outline disclosure chevron turns down while the item is expanded (animated inside an animation block).
    override func expansionDidChange() {
        turnOutlineChevron()
    }

    /// Whether `view` is (or is inside) an accessory that acts on a touch (it has a gesture recognizer).
    func hasAccessoryControl(containing view: UIView) -> Bool {
        (leadingAccessoryViews + accessoryViews).contains { accessory in
            !(accessory.gestureRecognizers ?? []).isEmpty && view.isDescendant(of: accessory)
        }
    }

    /// Whether the cell is its section's first-item header.
    var isListHeader: Bool { placement?.isHeader == true }

    /// Points the outline disclosure's chevron right (collapsed) or down (expanded).
    private func turnOutlineChevron() {
        for (view, accessory) in zip(accessoryViews, shownAccessories.filter { !$0.isLeading })
        where accessory.isOutlineDisclosure {
            view.subviews.last?.transform = isExpandedInOutline ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
    }

    /// A selection circle follows the selection.
    override func selectionDidChange() {
        guard accessories.contains(where: \.isMultiselect) else { return }
        rebuildAccessories()
    }

    private func layoutSeparatorAndCorners() {
        let sidebar = placement?.appearance == .sidebar || placement?.appearance == .sidebarPlain
        let hidden = placement.map { !$0.showsSeparators || $0.isLast || $0.isHeader || sidebar } ?? true
        separatorLine.isHidden = hidden
        if !hidden {
            let scale = window?.screen.scale ?? UIScreen.main.scale
            let thickness = 1 / max(scale, 1)
            // The separator starts under the text: past the indentation and any leading (editing) accessories.
            let leading =
                contentFrame.minX + ((shownContentView as? UIListContentView)?.textLeadingInset ?? margin)
            separatorLine.frame = CGRect(
                x: leading, y: bounds.height - thickness, width: max(0, bounds.width - leading), height: thickness)
        }
        var corners: CACornerMask = []
        if placement?.appearance == .insetGrouped {
            if placement?.isFirst == true { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement?.isLast == true { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        backgroundHostView.layer.cornerRadius = corners.isEmpty ? 0 : 10
        backgroundHostView.layer.maskedCorners = corners
        backgroundHostView.clipsToBounds = !corners.isEmpty
    }

    private func rebuildAccessories() {
        for view in accessoryViews + leadingAccessoryViews { view.removeFromSuperview() }
        let shown = shownAccessories
        accessoryViews = shown.filter { !$0.isLeading }.map { makeAccessoryView($0) }
        leadingAccessoryViews = shown.filter(\.isLeading).map { makeAccessoryView($0) }
        for view in leadingAccessoryViews + accessoryViews { addSubview(view) }
        UIView.performWithoutAnimation { turnOutlineChevron() }
        setNeedsLayout()
    }

    /// The accessories shown now (editing or not), leading to trailing.
    private var shownAccessories: [UICellAccessory] {
        accessories.filter { $0.shows(editing: isEditingInCollection) }
    }
}
