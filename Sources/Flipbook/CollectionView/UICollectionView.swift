import Foundation

/// A scrolling view of items placed by a layout, as UIKit's `UICollectionView`. Its data source says how
/// many items there are and makes their cells (dequeued from registered classes, reused as they scroll out of
/// sight); its layout (``UICollectionViewFlowLayout`` or a subclass of
/// ``UICollectionViewLayout``) places them. Only the cells meeting the visible rectangle exist.
///
/// The `delegate` is the scroll view's: set an object adopting ``UICollectionViewDelegate`` (or
/// ``UICollectionViewDelegateFlowLayout``) and the collection view finds those methods on it.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        /// Content scrolls up and down.
        case vertical = 0
        /// Content scrolls sideways.
        case horizontal = 1
    }

    /// What kind of element layout attributes describe.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view (header, footer, …).
        case supplementaryView = 1
        /// A decoration view.
        case decorationView = 2
    }

    /// The kind of section headers (flow layout, boundary supplementary items).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items. Setting it lays the items out anew at once (no animation; see
    /// `setCollectionViewLayout(_:animated:)`).
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set { replaceLayout(with: newValue) }
    }
    var storedLayout: UICollectionViewLayout

    /// Where the items come from.
    open var dataSource: UICollectionViewDataSource? {
        get { storedDataSource }
        set {
            storedDataSource = newValue
            reloadData()
        }
    }
    private weak var storedDataSource: UICollectionViewDataSource?

    /// A view behind every cell, filling the collection view (nil by default).
    open var backgroundView: UIView? {
        get { storedBackgroundView }
        set {
            storedBackgroundView?.removeFromSuperview()
            storedBackgroundView = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            setNeedsLayout()
        }
    }
    private var storedBackgroundView: UIView?

    /// Whether a tap selects items (default true).
    open var allowsSelection = true
    /// Whether a tap adds to the selection instead of replacing it (default false).
    open var allowsMultipleSelection = false
    /// Whether a tap selects items while the collection view is editing (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether a tap adds to the selection while the collection view is editing (default false).
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether the collection view is in editing mode (default false): its cells' configuration state says so
    /// and list cells show the accessories displayed ``UICellAccessory/DisplayedState/whenEditing`` (delete,
    /// reorder, multiselect), hiding those displayed only when not editing; selection follows
    /// ``allowsSelectionDuringEditing`` and ``allowsMultipleSelectionDuringEditing``.
    open var isEditing: Bool {
        get { storedIsEditing }
        set {
            guard newValue != storedIsEditing else { return }
            storedIsEditing = newValue
            editingDidChange()
        }
    }
    private var storedIsEditing = false

    /// The number of items in each section, as the data source last said (nil: ask again).
    var itemCounts: [Int]?
    /// The cells on screen, by index path.
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views on screen.
    var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Views kept for reuse, by reuse key.
    var reusePool: [String: [UICollectionReusableView]] = [:]
    /// Registered cell classes and supplementary classes, by reuse key.
    var registeredClasses: [String: UICollectionReusableView.Type] = [:]
    /// Reuse identifiers given to cell and supplementary registrations.
    var registrationIdentifiers: [ObjectIdentifier: (token: AnyObject, identifier: String)] = [:]
    /// The selected items, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// The item a finger is down on.
    var highlightedPath: IndexPath?
    /// A rectangle (content coordinates) kept populated besides the bounds, e.g. an animated scroll's path.
    var extraPopulatedRect: CGRect?
    /// The changes recorded inside `performBatchUpdates`' closure.
    var pendingBatch: BatchUpdatePlan?
    /// Views animating away (deleted items, items of a layout they left), removed when their animation ends.
    var departingViews: [UICollectionReusableView] = []
    /// The adjusted top inset at the last layout pass.
    var lastAdjustedTopInset: CGFloat = 0
    /// The interactive layout transition running, if any.
    var interactiveTransition: InteractiveLayoutTransition?
    /// The scroll views hosting the cells of sections that scroll across the layout, by section.
    var orthogonalScrollers: [Int: OrthogonalSectionScroller] = [:]
    /// The item being moved interactively (see UICollectionView+InteractiveMovement.swift).
    var interactiveMovement: InteractiveMovement?
    /// The next autoscroll step of an interactive movement (see UICollectionView+Autoscroll.swift).
    var autoscrollEvent: VirtualClock.Token?
    /// Set while cells are placed, so a dequeue outside a data-source call can be told apart.
    var isPopulating = false
    /// Swiping list cells to reveal their actions (see UICollectionView+Swipe.swift).
    let rowSwipe = RowSwipe()

    /// The key of a supplementary or decoration view.
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
        /// A decoration view (drawn by a class registered on the layout, not made by the data source).
        var isDecoration = false

        /// The key of a view of `kind` at `indexPath`.
        init(kind: String, indexPath: IndexPath, isDecoration: Bool = false) {
            self.kind = kind
            self.indexPath = indexPath
            self.isDecoration = isDecoration
        }

        /// The key of the supplementary or decoration view `attributes` describe.
        @MainActor init?(_ attributes: UICollectionViewLayoutAttributes) {
            guard let kind = attributes.representedElementKind else { return nil }
            self.init(kind: kind, indexPath: attributes.indexPath, isDecoration: attributes.isDecoration)
        }
    }

    /// A collection view with `frame` whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        layout.needsPrepare = true
        backgroundColor = .systemBackground
        rowSwipe.install(on: self)
    }

    /// Flipbook has no archives; see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The delegate as a ``UICollectionViewDelegate``, if it is one.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Counts

    /// The number of sections, as the data source says (0 without one).
    open var numberOfSections: Int { counts().count }

    /// The number of items in `section` (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    func counts() -> [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        itemCounts = counts
        return counts
    }

    /// Whether `indexPath` names an existing item.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: Reloading

    /// Forgets every cell and asks the data source afresh at the next layout pass. Selection is cleared.
    open func reloadData() {
        // A reload ends an interactive movement where it stands (the data source has the last word).
        interactiveMovement = nil
        stopAutoscroll()
        itemCounts = nil
        selectedPaths.removeAll()
        highlightedPath = nil
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) { recycle(cell, endingItem: path) }
        visibleCellsByPath.removeAll()
        for key in visibleSupplementaries.keys.sorted(by: Self.keyOrder) { recycle(visibleSupplementaries[key]!) }
        visibleSupplementaries.removeAll()
        storedLayout.itemsDidChange(keeping: [:])
        storedLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Reloads the items of `sections` (here: every item, as their counts may have changed).
    open func reloadSections(_ sections: IndexSet) {
        reloadData()
    }

    // MARK: Layout pass

    /// Scrolling or resizing lays the cells out again (asking the layout whether it is now stale).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            guard newValue != old else { return }
            if storedLayout.shouldInvalidateLayout(forBoundsChange: newValue) { storedLayout.invalidateLayout() }
            super.bounds = newValue
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        followTopInset()
        // Not while cells are being placed (a cell's own layout pass can reach its collection view).
        if !isPopulating { populate() }
    }

    /// Prepares the layout if stale and makes the cells and supplementary views of the visible rectangle (and
    /// any extra rectangle) exist and sit where the layout says; others go to the reuse pool. Self-sizing cells
    /// that prefer another size get it and the pass runs again (a few times at most).
    func populate() {
        for _ in 0..<4 {
            storedLayout.prepareIfNeeded()
            let size = storedLayout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            arrangeOrthogonalScrollers()
            if !placeVisibleElements() { return }
            storedLayout.invalidateLayout()
        }
    }

    /// Keeps content at rest at the top below a changed top inset (a navigation bar's safe area arriving), as
    /// UIKit's scroll views do: an offset of minus the old adjusted top inset becomes minus the new one.
    private func followTopInset() {
        let top = adjustedContentInset.top
        guard top != lastAdjustedTopInset else { return }
        if contentOffset.y == -lastAdjustedTopInset { contentOffset.y = -top }
        lastAdjustedTopInset = top
    }

    /// The rectangle whose elements must exist.
    var populatedRect: CGRect {
        extraPopulatedRect.map { bounds.union($0) } ?? bounds
    }

    /// One placement round; true when a self-sizing cell asked for another size. Views whose elements left
    /// go to the reuse pool first, so the arriving ones reuse them.
    private func placeVisibleElements() -> Bool {
        let rect = populatedRect
        var cells: [(IndexPath, UICollectionViewLayoutAttributes)] = []
        var supplementaries: [(SupplementaryKey, UICollectionViewLayoutAttributes)] = []
        var keptCells = Set<IndexPath>()
        var keptSupplementaries = Set<SupplementaryKey>()
        for element in storedLayout.layoutAttributesForElements(in: rect) ?? [] where element.frame.overlaps(rect) {
            if let key = SupplementaryKey(element) {
                guard element.indexPath.section < numberOfSections, keptSupplementaries.insert(key).inserted else {
                    continue
                }
                supplementaries.append((key, element))
            } else {
                guard isValidItem(element.indexPath), keptCells.insert(element.indexPath).inserted else { continue }
                cells.append((element.indexPath, element))
            }
        }
        for path in visibleCellsByPath.keys.sorted() where !keptCells.contains(path) {
            recycle(visibleCellsByPath.removeValue(forKey: path)!, endingItem: path)
        }
        for key in visibleSupplementaries.keys.sorted(by: Self.keyOrder) where !keptSupplementaries.contains(key) {
            recycle(visibleSupplementaries.removeValue(forKey: key)!)
        }
        isPopulating = true
        defer { isPopulating = false }
        var resized = false
        for (key, element) in supplementaries {
            let view = visibleSupplementaries[key] ?? makeSupplementary(key)
            place(view, with: element)
            if !key.isDecoration, adoptsPreferredAttributes(of: view, for: element) { resized = true }
        }
        for (path, element) in cells {
            let cell = visibleCellsByPath[path] ?? makeCell(at: path)
            if let moving = interactiveAttributes(at: path) {
                place(cell, with: moving)
                continue
            }
            place(cell, with: element)
            if adoptsPreferredAttributes(of: cell, for: element) { resized = true }
        }
        return resized
    }

    /// Asks `view` (a cell or a supplementary view) for the attributes it prefers to `element`'s; true when the
    /// layout takes them (and must be prepared again).
    func adoptsPreferredAttributes(
        of view: UICollectionReusableView, for element: UICollectionViewLayoutAttributes
    ) -> Bool {
        let preferred = view.preferredLayoutAttributesFitting(element.copy() as! UICollectionViewLayoutAttributes)
        guard
            storedLayout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: element)
        else { return false }
        storedLayout.adoptPreferredAttributes(preferred)
        return true
    }

    static func keyOrder(_ a: SupplementaryKey, _ b: SupplementaryKey) -> Bool {
        if a.isDecoration != b.isDecoration { return a.isDecoration }
        return a.kind == b.kind ? a.indexPath < b.indexPath : a.kind < b.kind
    }

    /// Applies `attributes` unless they are the ones last applied.
    /// An item of a section scrolling across the layout goes into that section's scroll view, at its frame
    /// in the scroll view's content.
    func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
        var attributes = attributes
        if attributes.representedElementKind == nil || attributes.isItemAnchored,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        {
            if view.superview !== scroller { scroller.addSubview(view) }
            attributes = scroller.localAttributes(attributes)
        }
        if let applied = view.appliedAttributes, applied.hasSameValues(as: attributes) { return }
        view.appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        view.apply(attributes)
    }

    /// Asks the data source for the cell at `indexPath` and puts it on screen.
    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        let cell =
            dataSource?.collectionView(self, cellForItemAt: dataIndexPath(forShown: indexPath))
            ?? UICollectionViewCell()
        cell.isSelected = selectedPaths.contains(indexPath)
        cell.isHighlighted = highlightedPath == indexPath
        cell.isEditingInCollection = isEditing
        cell.appliedAttributes = nil
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        addContentSubview(cell)
        visibleCellsByPath[indexPath] = cell
        return cell
    }

    /// Makes the supplementary view of `key` (asking the data source) or its decoration view (from the class
    /// registered on the layout, reused by kind; behind the cells) and puts it on screen.
    func makeSupplementary(_ key: SupplementaryKey) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if key.isDecoration {
            view = makeDecoration(ofKind: key.kind)
            if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        } else {
            view =
                dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                ?? UICollectionReusableView()
            collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            addContentSubview(view)
        }
        view.appliedAttributes = nil
        visibleSupplementaries[key] = view
        return view
    }

    /// A decoration view of `kind`: one from the reuse pool, else a new one of the registered class (a plain
    /// reusable view, with a warning, when nothing is registered).
    private func makeDecoration(ofKind kind: String) -> UICollectionReusableView {
        let reuseKey = "decoration|" + kind
        if let view = reusePool[reuseKey]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let viewClass = storedLayout.decorationViewClasses[kind]
        if viewClass == nil {
            flipbookWarning(
                "no view class is registered on the layout for decoration kind \"\(kind)\" "
                    + "(register(_:forDecorationViewOfKind:)); a plain view stands in")
        }
        let view = (viewClass ?? UICollectionReusableView.self).init()
        view.reuseKey = reuseKey
        return view
    }

    /// Adds a cell or supplementary view above the background view.
    func addContentSubview(_ view: UIView) {
        if view.superview !== self { addSubview(view) }
    }

    /// Takes `view` off screen into the reuse pool.
    func recycle(_ view: UICollectionReusableView, endingItem indexPath: IndexPath? = nil) {
        view.removeFromSuperview()
        if let row = view as? SwipeRevealingRow { rowSwipe.forget(row, at: indexPath) }
        if let cell = view as? UICollectionViewCell, let indexPath {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        guard let key = view.reuseKey else { return }
        reusePool[key, default: []].append(view)
    }

    private func replaceLayout(with layout: UICollectionViewLayout) {
        guard layout !== storedLayout else { return }
        storedLayout.collectionView = nil
        storedLayout = layout
        layout.collectionView = self
        layout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Touches and scrolling (the work is in UICollectionView+Selection.swift)

    /// A finger down on an item highlights it, if the delegate allows.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // While a list cell's swipe actions show, a touch is for them (or closes them).
        if let touch = touches.firstFinger, rowSwipe.touchBegan(at: touch.location(in: self)) { return }
        highlightItem(for: touches)
        super.touchesBegan(touches, with: event)
    }

    /// Lifting the finger on the highlighted item selects it (with multiple selection, toggles it), as the
    /// delegate allows, and tells the delegate.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.touchEnded() { return }
        selectHighlightedItem(for: touches)
        super.touchesEnded(touches, with: event)
    }

    /// A cancelled touch (the content started scrolling) removes the highlight without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowSwipe.touchedAction = nil
        clearHighlight()
        super.touchesCancelled(touches, with: event)
    }

    /// Scrolls to `contentOffset`; when `animated`, the cells along the way exist for the whole slide (the
    /// rectangle from the old to the new visible area stays populated until it ends).
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, contentOffset != self.contentOffset else {
            super.setContentOffset(contentOffset, animated: animated)
            return
        }
        let start = bounds
        extraPopulatedRect = start.union(CGRect(origin: contentOffset, size: start.size))
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
            animations: { self.contentOffset = contentOffset },
            completion: { [weak self] _ in
                self?.extraPopulatedRect = nil
                self?.setNeedsLayout()
            })
    }

    // MARK: Moving items interactively (the work is in UICollectionView+InteractiveMovement.swift)

    /// Starts moving the item at `indexPath`; false (nothing starts) when another move runs, the item does not
    /// exist or is off screen, or the data source's `collectionView(_:canMoveItemAt:)` says no.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovement(at: indexPath) }

    /// Moves the item's centre to `targetPosition` (content coordinates); when that is over another place, the
    /// other items slide to make room there.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMovement(to: targetPosition) }

    /// Ends the movement: the data source's `collectionView(_:moveItemAt:to:)` moves the item in the data and
    /// the item settles into its new place.
    open func endInteractiveMovement() { endMovement() }

    /// Cancels the movement: every item goes back where it was and the data source is not asked.
    open func cancelInteractiveMovement() { cancelMovement() }

    // MARK: Looking items up

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        visibleCellsByPath.keys.sorted().map { visibleCellsByPath[$0]! }
    }

    /// The index paths of the cells on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { visibleCellsByPath.keys.sorted() }

    /// The cell on screen for `indexPath`, nil when the item is off screen (or does not exist).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByPath[indexPath]
    }

    /// The index path of `cell`, if it is on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The index path of the item at `point` (content coordinates), if any cell on screen is there.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        indexPathsForVisibleItems.last { path in
            let cell = visibleCellsByPath[path]!
            let local = cell.superview.map { $0 === self ? point : convert(point, to: $0) } ?? point
            return !cell.isHidden && cell.frame.contains(local)
        }
    }

    /// The layout's attributes of the item at `indexPath` (content coordinates).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        storedLayout.prepareIfNeeded()
        return storedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        storedLayout.prepareIfNeeded()
        return storedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The decoration views on screen (not a UIKit member: for inspection and tests).
    var visibleDecorationViews: [UICollectionReusableView] {
        visibleSupplementaries.keys.filter(\.isDecoration).sorted(by: Self.keyOrder).map { visibleSupplementaries[$0]! }
    }

    /// The supplementary views on screen of `elementKind`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaries.keys.filter { $0.kind == elementKind && !$0.isDecoration }.sorted(by: Self.keyOrder).map
        {
            visibleSupplementaries[$0]!
        }
    }

    /// The index paths of the supplementary views on screen of `elementKind`.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries.keys.filter { $0.kind == elementKind && !$0.isDecoration }.map(\.indexPath).sorted()
    }
}
