import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`: it makes the
/// collection view with the layout it was given and is its data source and delegate (override the data
/// source methods, or give the collection view a diffable data source).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the controller was made with.
    var ownLayout: UICollectionViewLayout
    /// The collection view of the controller below, for ``loadView()`` to take instead of making one (set by a
    /// layout-to-layout push).
    var sharedCollectionView: UICollectionView?

    /// The collection view (the controller's view), made on first access of the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            if let newValue { view = newValue }
        }
    }
    private var storedCollectionView: UICollectionView?

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        storedCollectionView?.collectionViewLayout ?? ownLayout
    }

    /// Whether the selection is cleared when the view is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view `layout` places.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        ownLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (Flipbook has no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        ownLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Flipbook has no storyboards: a controller with a flow layout.
    public required init?(coder: NSCoder) {
        ownLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Whether pushing this controller onto a collection view controller animates the collection view below from
    /// its layout to this controller's (and popping it animates it back) instead of sliding: the two controllers
    /// share the collection view below, whose data source and delegate stay the controller below (see
    /// LayoutToLayoutNavigation.swift). Set it before the push. Default false.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view, with the controller as data source and delegate (in a layout-to-layout push,
    /// takes the shared one instead, leaving its data source and delegate alone).
    open override func loadView() {
        if let shared = sharedCollectionView {
            sharedCollectionView = nil
            storedCollectionView = shared
            view = shared
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: ownLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        storedCollectionView = collectionView
        view = collectionView
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` says so.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView else { return }
        for path in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: path, animated: animated)
        }
    }

    /// Enters or leaves editing mode, and puts the collection view in it (iOS 14): animated, its list cells'
    /// accessories change in a 0.3 s animation.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        guard let collectionView = storedCollectionView else { return }
        guard animated else {
            collectionView.isEditing = editing
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            collectionView.isEditing = editing
            collectionView.layoutIfNeeded()
        }
    }

    /// One section by default.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items by default: override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Override it to make cells; the default warns and returns a plain cell.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        flipbookWarning("UICollectionViewController: override collectionView(_:cellForItemAt:) to make cells")
        return UICollectionViewCell()
    }

    // The data source's and delegate's optional methods, open so subclasses override them as in UIKit.

    /// The supplementary view of `kind` at `indexPath`; override it when the layout has headers or footers.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        flipbookWarning(
            """
            UICollectionViewController: the layout asks for a \(kind) at \(indexPath); override \
            collectionView(_:viewForSupplementaryElementOfKind:at:)
            """)
        return UICollectionReusableView()
    }

    /// Whether the item can be moved interactively (default false); override it to allow moves.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }
    /// An interactive movement moved the item; override it to move it in your data.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// Whether a finger down highlights the item (default true).
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// The item was highlighted.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// The item's highlight was removed.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Whether a tap selects the item (default true).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Whether a tap deselects the item (default true).
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// A tap selected the item.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// A tap deselected the item.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// The cell is about to be shown.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// The cell left the screen.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// The content scrolled.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// A finger started dragging the content.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// The finger is lifting; the content will rest at `targetContentOffset.pointee` (changeable).
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// The finger lifted; `decelerate` tells whether the content glides on.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// The content starts gliding after the finger lifted.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// The glide came to rest.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
