import Foundation

/// A scrolling list of rows in sections, as UIKit's `UITableView`, drawn as iOS 17 draws its three styles:
/// `.plain` (full-width rows, sticky section headers), `.grouped` (white rows on the grey grouped
/// background) and `.insetGrouped` (rows on cards inset 16 points — 20 on wide screens — with 10-point
/// corners). A ``dataSource`` gives the rows and cells, the delegate (``UIScrollView/delegate``, a
/// ``UITableViewDelegate``) heights, headers and selection. Only the rows on screen have cells; cells that
/// scroll off go back to a reuse queue.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of a table.
    public enum Style: Int, Sendable {
        /// Full-width rows on the system background, section headers that stick to the top.
        case plain = 0
        /// Sections of white rows on the grouped background.
        case grouped = 1
        /// Sections on rounded cards inset from the sides.
        case insetGrouped = 2
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row.
        case none = 0
        /// At the top.
        case top = 1
        /// In the middle.
        case middle = 2
        /// At the bottom.
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows appear and disappear.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade = 0
        /// Slide in from or out to the right.
        case right = 1
        /// Slide in from or out to the left.
        case left = 2
        /// Slide down from or up to the row above.
        case top = 3
        /// Slide up from or down to the row below.
        case bottom = 4
        /// No animation of the row itself (the rows around it still move).
        case none = 5
        /// Grow from or shrink to the row's middle.
        case middle = 6
        /// The table's choice: a fade.
        case automatic = 100
    }

    /// Whether rows are separated by lines.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline between rows.
        case singleLine = 1
        /// The same as `.singleLine`.
        case singleLineEtched = 2
    }

    /// "Size to the content": for heights and estimated heights.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation.
    public let style: Style

    /// Gives the sections, rows and cells.
    open var dataSource: UITableViewDataSource? {
        get { storedDataSource }
        set {
            storedDataSource = newValue
            reloadData()
        }
    }
    private weak var storedDataSource: UITableViewDataSource? = nil

    /// The height of every row unless the delegate says otherwise; ``automaticDimension`` (the default) sizes
    /// each row to its content, at least 44 points.
    open var rowHeight: CGFloat {
        get { storedRowHeight }
        set {
            storedRowHeight = newValue
            invalidateLayout()
        }
    }
    private var storedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height assumed for rows not yet measured (``automaticDimension``: 44 points).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers unless the delegate says otherwise (``automaticDimension``: the title's).
    open var sectionHeaderHeight: CGFloat {
        get { storedSectionHeaderHeight }
        set {
            storedSectionHeaderHeight = newValue
            invalidateLayout()
        }
    }
    private var storedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height of section footers unless the delegate says otherwise (``automaticDimension``: the title's).
    open var sectionFooterHeight: CGFloat {
        get { storedSectionFooterHeight }
        set {
            storedSectionFooterHeight = newValue
            invalidateLayout()
        }
    }
    private var storedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of headers (kept for source compatibility: Flipbook measures headers).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of footers (kept for source compatibility: Flipbook measures footers).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Extra space above each section header (``automaticDimension``: none).
    open var sectionHeaderTopPadding: CGFloat {
        get { storedSectionHeaderTopPadding }
        set {
            storedSectionHeaderTopPadding = newValue
            invalidateLayout()
        }
    }
    private var storedSectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// Whether rows have separators.
    open var separatorStyle: SeparatorStyle {
        get { storedSeparatorStyle }
        set {
            storedSeparatorStyle = newValue
            setNeedsLayout()
        }
    }
    private var storedSeparatorStyle: SeparatorStyle = .singleLine
    /// The separators' colour (``UIColor/separator``).
    open var separatorColor: UIColor? {
        get { storedSeparatorColor }
        set {
            storedSeparatorColor = newValue
            setNeedsLayout()
        }
    }
    private var storedSeparatorColor: UIColor? = .separator
    /// The separators' insets; unless set, a separator starts where its row's text starts.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: cellContentMargin, bottom: 0, right: 0) }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var storedSeparatorInset: UIEdgeInsets?

    /// A view above the first section (its height is kept, its width follows the table's). Setting the same view
    /// again, as apps do after changing its height (say to the `systemLayoutSizeFitting` of its constraints in
    /// `viewDidLayoutSubviews()`), leaves it in place and lays the rows out again only if its height changed.
    open var tableHeaderView: UIView? {
        get { storedTableHeaderView }
        set {
            if let newValue, newValue === storedTableHeaderView {
                if newValue.bounds.height != layout.tableHeaderHeight { setNeedsLayout() }
                return
            }
            replaceHostedSubview(storedTableHeaderView, with: newValue) { addSubview($0) }
            storedTableHeaderView = newValue
            invalidateLayout()
        }
    }
    private var storedTableHeaderView: UIView? = nil
    /// A view below the last section (set again after a height change, as ``tableHeaderView``).
    open var tableFooterView: UIView? {
        get { storedTableFooterView }
        set {
            if let newValue, newValue === storedTableFooterView {
                if newValue.bounds.height != layout.tableFooterHeight { setNeedsLayout() }
                return
            }
            replaceHostedSubview(storedTableFooterView, with: newValue) { addSubview($0) }
            storedTableFooterView = newValue
            invalidateLayout()
        }
    }
    private var storedTableFooterView: UIView? = nil
    /// A view behind the rows, filling the table (it does not scroll).
    open var backgroundView: UIView? {
        get { storedBackgroundView }
        set {
            replaceHostedSubview(storedBackgroundView, with: newValue) { insertSubview($0, at: 0) }
            storedBackgroundView = newValue
        }
    }
    private var storedBackgroundView: UIView? = nil

    /// Whether taps select rows. Default `true`.
    open var allowsSelection = true
    /// Whether several rows may be selected at once. Default `false`.
    open var allowsMultipleSelection = false
    /// Whether taps select rows while the table is editing. Default `false`: as in UIKit, an editing table's
    /// rows neither highlight nor select unless this (or ``allowsMultipleSelectionDuringEditing``) is set.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows may be selected at once while editing (which also lets taps select). Default `false`.
    /// While editing, rows show a selection circle in place of their editing control.
    open var allowsMultipleSelectionDuringEditing: Bool {
        get { storedAllowsMultipleSelectionDuringEditing }
        set {
            storedAllowsMultipleSelectionDuringEditing = newValue
            for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) {
                updateEditingControl(of: cell, at: indexPath, animated: false)
            }
        }
    }
    private var storedAllowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing: rows the data source lets edit show their editing control (see
    /// UITableView+Editing.swift).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    var editingState = false

    /// Starts or ends editing: the editing controls slide in or out (animated over 0.3 s) and any open swipe
    /// actions close. Declared here, not in an extension, so that subclasses can override it as in UIKit.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }

    // MARK: State

    /// The layout of the sections and rows, rebuilt by ``layoutSubviews()``.
    var layout = TableLayout(TableLayout.Heights())
    /// The number of rows of each section, as last read from the data source.
    var rowCounts: [Int] = []
    var needsReload = true
    /// Measured heights of self-sizing rows.
    var measuredHeights: [IndexPath: CGFloat] = [:]
    /// The cells on screen by row.
    var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on screen by section.
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    /// Header and footer views the delegate gave, by section (asked once per layout rebuild).
    var customHeaders: [Int: UIView?] = [:]
    var customFooters: [Int: UIView?] = [:]
    /// Cells waiting to be dequeued, by reuse identifier.
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    var cellRegistrations: [String: UITableViewCell.Type] = [:]
    var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row a finger is down on.
    var touchedRow: IndexPath?
    /// Cells animating out of the table after a deletion.
    var departingCells: [UITableViewCell] = []
    /// Nesting of `beginUpdates()` / `performBatchUpdates`.
    var batchDepth = 0
    var pendingUpdates: [TableUpdate] = []
    /// True while an update places arriving cells: no layout pass may move the kept cells to their new rows
    /// before the animation block does.
    var holdsLayout = false
    /// The adjusted top inset the offset was last placed for.
    var lastAdjustedTop: CGFloat = 0
    /// True until the table is laid out in a window (and again after it changes windows).
    var needsInitialOffset = true
    /// Swiping rows to reveal their actions (see UITableView+Swipe.swift).
    let rowSwipe = RowSwipe()
    /// The row whose editing control a finger is down on.
    var touchedEditingControl: IndexPath?
    /// The row a finger is moving by its reorder control (see UITableView+Reorder.swift).
    var reorder: TableReorder?
    /// A finger waiting to rest on a row long enough for its context menu, and the menu on screen (see
    /// UITableView+ContextMenu.swift).
    var contextMenuPress: ContextMenuPress?
    weak var contextMenuView: ContextMenuView?
    /// Set between `willMove(toWindow:)` and `didMoveToWindow()` when the window changes.
    var changesWindow = false

    // MARK: Creation

    /// A table of `style` with the given frame.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        rowSwipe.install(on: self)
    }

    /// A plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Flipbook has no archives: always fails.
    public required init?(coder: NSCoder) { nil }

    /// The delegate as a table delegate.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Metrics

    /// The content margin of cells: 16 points, 20 on screens 414 points wide or more.
    var cellContentMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }
    /// How far inset-grouped cards are from the table's sides.
    var cardInset: CGFloat { style == .insetGrouped ? cellContentMargin : 0 }
    /// The width of a row.
    var rowWidth: CGFloat { max(bounds.width - 2 * cardInset, 0) }

    // MARK: Data

    /// The number of sections (as last read from the data source).
    open var numberOfSections: Int {
        reloadIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// Throws away every cell and asks the data source again at the next layout pass (selection is cleared).
    open func reloadData() {
        // A row being moved goes back first: the reload asks the data source afresh.
        endReorder(cancelled: true)
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source for its counts if a reload is pending, recycling every cell.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) {
            recycle(cell, at: indexPath)
        }
        for view in Array(headerViews.values) + Array(footerViews.values) { recycleHeaderFooter(view) }
        headerViews = [:]
        footerViews = [:]
        measuredHeights = [:]
        selectedRows = []
        readCounts()
        invalidateLayout()
    }

    /// Reads the section and row counts from the data source (negative counts are reported and read as 0).
    func readCounts() {
        guard let dataSource else {
            rowCounts = []
            return
        }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 { flipbookWarning("numberOfSections(in:) returned \(sections); treated as 0") }
        rowCounts = (0..<max(sections, 0)).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                flipbookWarning(
                    "tableView(_:numberOfRowsInSection:) returned \(rows) for section \(section); treated as 0")
            }
            return max(rows, 0)
        }
    }

    /// Forgets the delegate's headers and footers and lays out again.
    func invalidateLayout() {
        customHeaders = [:]
        customFooters = [:]
        setNeedsLayout()
    }

    // MARK: Layout pass

    /// Rebuilds the layout, places the rows, headers and footers on screen and recycles the rest.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !holdsLayout else { return }
        reloadIfNeeded()
        if window != nil, needsInitialOffset {
            // Placed in a window for the first time: rest at the top, below the bars (as UIKit's first
            // layout does); later safe-area changes leave the offset alone.
            needsInitialOffset = false
            let top = adjustedContentInset.top
            if contentOffset.y == -lastAdjustedTop { super.contentOffset = CGPoint(x: contentOffset.x, y: -top) }
            lastAdjustedTop = top
        }
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        for _ in 0..<4 {
            layout = TableLayout(currentHeights())
            contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
            if !placeRows() { break }
        }
        placeTableHeaderAndFooter()
        placeHeadersAndFooters()
    }

    // MARK: Scrolling and touches (the work is in UITableView+Selection.swift)

    /// Notes whether the table changes windows (moving within one keeps its layout).
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        changesWindow = newWindow !== window
    }

    /// Entering a window lays the rows out again (the safe area, and so the insets, may differ there).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if changesWindow {
            needsInitialOffset = true
            setNeedsLayout()
        }
        changesWindow = false
    }

    /// A finger moving a row by its reorder control does not scroll.
    override var panMayBegin: Bool { reorder == nil }

    /// Scrolling lays the rows out again.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            setNeedsLayout()
        }
    }

    /// A finger down on a row highlights it (when the delegate agrees).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesBegan(touches, with: event)
    }

    /// Moving the finger off the row, or scrolling, ends the highlight without selecting.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesMoved(touches, with: event)
    }

    /// Lifting the finger on the highlighted row selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesEnded(touches, with: event)
    }

    /// A cancelled touch only ends the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesCancelled(touches, with: event)
    }
}
