import Flipbook

/// A shopping list edited as apps edit lists: the navigation bar's Edit button puts the table into editing
/// mode, the red minus deletes a row, and the grey lines at the trailing edge drag a row to a new place.
final class GroceryListViewController: UITableViewController {
    private(set) var items = ["Milk", "Eggs", "Bread", "Apples", "Coffee"]

    init() {
        super.init(style: .insetGrouped)
        title = "Groceries"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        navigationItem.title = editing ? "Edit List" : "Groceries"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.image = UIImage(systemName: "cart")
        cell.contentConfiguration = content
        cell.showsReorderControl = true
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }
}

/// A grid of colour swatches: a pan moves a swatch with the collection view's interactive movement, and a
/// tap pushes a controller with bigger swatches that reuses the grid's collection view
/// (`useLayoutToLayoutNavigationTransitions`), so the swatches grow in place instead of sliding.
final class SwatchGridViewController: UICollectionViewController {
    private(set) var colors: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemBlue, .systemPurple,
    ]

    init() {
        super.init(collectionViewLayout: SwatchGridViewController.layout(side: 48))
        title = "Swatches"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func layout(side: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        return layout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        // The grid fits the screen: a pan moves a swatch instead of scrolling.
        collectionView.isScrollEnabled = false
        collectionView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handleMove))
    }

    private func handleMove(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else {
                break
            }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 10
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let color = colors.remove(at: sourceIndexPath.item)
        colors.insert(color, at: destinationIndexPath.item)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let large = UICollectionViewController(collectionViewLayout: SwatchGridViewController.layout(side: 100))
        large.title = "Large"
        large.useLayoutToLayoutNavigationTransitions = true
        navigationController?.pushViewController(large, animated: true)
    }
}
