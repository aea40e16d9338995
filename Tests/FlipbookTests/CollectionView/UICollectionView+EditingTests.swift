import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Editing a list collection view (iOS 14): the editing accessories (delete, reorder, multiselect) show only
/// while the collection view edits, the content moves aside for them, the delete button's handler runs on a
/// tap, dragging the grip reorders a diffable list through its reordering handlers, and selection follows the
/// "during editing" settings.
@MainActor @Suite struct UICollectionViewEditingTests {
    @MainActor final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let collectionView: UICollectionView
        let source: UICollectionViewDiffableDataSource<Int, String>
        var deleted: [String] = []

        init() {
            VirtualClock.shared.reset()
            window.makeKeyAndVisible()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.contentInsetAdjustmentBehavior = .never
            window.addSubview(collectionView)
            var deleteHandler: (String) -> Void = { _ in }
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = [
                    .delete(actionHandler: { deleteHandler(name) }), .multiselect(), .reorder(),
                    .disclosureIndicator(displayed: .whenNotEditing),
                ]
            }
            source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Apples", "Bread", "Cheese", "Dates"])
            source.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
            deleteHandler = { [unowned self] name in deleted.append(name) }
        }

        func cell(_ item: Int) throws -> UICollectionViewListCell {
            try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
        }

        /// A tap at `point` (window coordinates).
        func tap(_ point: CGPoint) {
            let finger = ScriptedTouch(window: window)
            finger.down(at: point)
            VirtualClock.shared.advance(by: 0.05)
            finger.up()
            VirtualClock.shared.advance(by: 0.5)
            window.layoutIfNeeded()
        }
    }

    /// The accessory views on `cell`'s sides (leading, trailing), by their frames' position.
    func sides(_ cell: UICollectionViewListCell) -> (leading: Int, trailing: Int) {
        let accessoryViews = cell.subviews.filter {
            $0 !== cell.contentView && $0.frame.width <= 30 && $0.frame.width > 0
        }
        let leading = accessoryViews.filter { $0.frame.midX < cell.bounds.midX }.count
        return (leading, accessoryViews.count - leading)
    }

    @Test func editingAccessoriesShowOnlyWhileEditing() throws {
        let scene = Scene()
        let cell = try scene.cell(0)
        #expect(!cell.configurationState.isEditing)
        let before = cell.contentView.frame
        scene.collectionView.isEditing = true
        scene.window.layoutIfNeeded()
        #expect(cell.configurationState.isEditing)
        let during = cell.contentView.frame
        #expect(during.minX > before.minX + 20, "the content moves aside for the leading delete and select buttons")
        scene.collectionView.isEditing = false
        scene.window.layoutIfNeeded()
        #expect(cell.contentView.frame == before)
    }

    @Test func theDeleteButtonRunsItsHandler() throws {
        let scene = Scene()
        scene.collectionView.isEditing = true
        scene.window.layoutIfNeeded()
        let cell = try scene.cell(1)
        // The delete button is the first leading accessory, 16 points in.
        let point = cell.convert(CGPoint(x: 16 + 12, y: cell.bounds.midY), to: scene.window)
        scene.tap(point)
        #expect(scene.deleted == ["Bread"])
        #expect(scene.collectionView.indexPathsForSelectedItems == nil, "the tap went to the button, not the row")
    }

    @Test func selectionDuringEditingFollowsItsOwnSettings() throws {
        let scene = Scene()
        let collectionView = scene.collectionView
        let middle = { (item: Int) -> CGPoint in
            let cell = try! scene.cell(item)
            return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: scene.window)
        }
        collectionView.isEditing = true
        scene.tap(middle(0))
        #expect(collectionView.indexPathsForSelectedItems == nil, "no selection while editing by default")
        collectionView.allowsSelectionDuringEditing = true
        collectionView.allowsMultipleSelectionDuringEditing = true
        scene.tap(middle(0))
        scene.tap(middle(2))
        #expect(
            collectionView.indexPathsForSelectedItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
            ])
        #expect(try scene.cell(2).configurationState.isSelected)
        collectionView.isEditing = false
        scene.tap(middle(3))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "single selection again")
    }

    @Test func draggingTheGripReordersTheDiffableList() throws {
        let scene = Scene()
        var order: [String] = []
        scene.source.reorderingHandlers.canReorderItem = { _ in true }
        scene.source.reorderingHandlers.didReorder = { transaction in
            order = transaction.finalSnapshot.itemIdentifiers
        }
        scene.collectionView.isEditing = true
        scene.window.layoutIfNeeded()
        let cell = try scene.cell(0)
        let grip = cell.convert(CGPoint(x: cell.bounds.width - 16 - 12, y: cell.bounds.midY), to: scene.window)
        let finger = ScriptedTouch(window: scene.window)
        finger.down(at: grip)
        for step in 1...10 {
            VirtualClock.shared.advance(by: 1.0 / 60)
            finger.move(to: CGPoint(x: grip.x, y: grip.y + CGFloat(step) * 10))
        }
        VirtualClock.shared.advance(by: 0.3)
        scene.window.layoutIfNeeded()
        #expect(abs(cell.center.y - (22 + 100)) < 0.5, "the row follows the finger")
        finger.up()
        VirtualClock.shared.advance(by: 0.5)
        #expect(order == ["Bread", "Cheese", "Apples", "Dates"])
        #expect(scene.source.snapshot().itemIdentifiers == order)
    }
}
