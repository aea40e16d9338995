import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`: it makes the
/// collection view with the layout it was given and is its data source and delegate (override the data
/// source methods, or give the collection view a diffable data source).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layout: UICollectionViewLayout

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
        storedCollectionView?.collectionViewLayout ?? layout
    }

    /// Whether the selection is cleared when the view is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view `layout` places.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (Flipbook has no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Flipbook has no storyboards: a controller with a flow layout.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view, with the controller as data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
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
}
