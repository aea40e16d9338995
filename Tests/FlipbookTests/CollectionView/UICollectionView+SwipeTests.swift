import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Swiping list cells to reveal the actions of the list configuration's swipe-action providers, with a scripted
/// finger, as table rows do: opening, tapping an action, full swipes, the delete accessory without a handler.
@MainActor @Suite struct UICollectionViewSwipeTests {
    /// A to-do list (inset grouped, diffable) whose items have Delete and Flag trailing and Done leading.
    @MainActor final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let collectionView: UICollectionView
        let source: UICollectionViewDiffableDataSource<Int, String>
        let recorder: FrameRecorder
        var performed: [String] = []
        var fullSwipe = true

        init(appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped, swipes: Bool = true) {
            VirtualClock.shared.reset()
            window.makeKeyAndVisible()
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            var trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { _ in nil }
            var leading: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { _ in nil }
            if swipes {
                configuration.trailingSwipeActionsConfigurationProvider = { trailing($0) }
                configuration.leadingSwipeActionsConfigurationProvider = { leading($0) }
            }
            collectionView = UICollectionView(
                frame: window.bounds,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            collectionView.contentInsetAdjustmentBehavior = .never
            window.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = [.delete()]
            }
            source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Buy milk", "Call Ann", "Water plants", "Book flights"])
            source.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
            recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
            trailing = { [unowned self] indexPath in
                guard let name = source.itemIdentifier(for: indexPath) else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    self.performed.append("delete \(name)")
                    var snapshot = self.source.snapshot()
                    snapshot.deleteItems([name])
                    self.source.apply(snapshot)
                    done(true)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                    self.performed.append("flag \(name)")
                    done(true)
                }
                flag.backgroundColor = .systemOrange
                let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
                configuration.performsFirstActionWithFullSwipe = fullSwipe
                return configuration
            }
            leading = { [unowned self] indexPath in
                guard let name = source.itemIdentifier(for: indexPath) else { return nil }
                let done = UIContextualAction(style: .normal, title: "Done") { _, _, finish in
                    self.performed.append("done \(name)")
                    finish(true)
                }
                done.backgroundColor = .systemGreen
                return UISwipeActionsConfiguration(actions: [done])
            }
        }

        func cell(_ item: Int) throws -> UICollectionViewListCell {
            try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
        }

        /// The vertical middle of item `item` in the window.
        func rowY(_ item: Int) throws -> CGFloat {
            let cell = try cell(item)
            return cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: window).y
        }
    }

    @Test func aSwipeLeftOpensTheTrailingActionsAndATapRunsOne() throws {
        let scene = Scene()
        let cell = try scene.cell(1)
        let y = try scene.rowY(1)
        let finger = try scene.recorder.drag(
            from: CGPoint(x: 280, y: y), to: CGPoint(x: 220, y: y), duration: 0.2, ending: .hold)
        #expect(cell.swipeOffset == -60, "the content follows the finger")
        try scene.recorder.drag(finger, through: [CGPoint(x: 150, y: y)], duration: 0.1)
        VirtualClock.shared.advance(by: 0.4)
        let actions = try #require(cell.swipeActionsView)
        #expect(cell.swipeOffset == -actions.openWidth, "open at the buttons' width")
        #expect(scene.collectionView.swipedItem == IndexPath(item: 1, section: 0))
        #expect(cell.configurationState.isSwiped)
        #expect(scene.performed.isEmpty)
        assertGolden(scene.recorder.snapshot(), named: "list-swipe-actions-open", at: 0, suite: "CollectionView")
        // Delete is the outer (rightmost) button, inside the inset-grouped card.
        try scene.recorder.tap(at: CGPoint(x: 290, y: y))
        #expect(scene.performed == ["delete Call Ann"])
        VirtualClock.shared.advance(by: 0.6)
        scene.window.layoutIfNeeded()
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(scene.collectionView.swipedItem == nil)
        #expect(cell.swipeActionsView == nil && cell.swipeOffset == 0, "reset for reuse")
        #expect(!cell.configurationState.isSwiped)
        #expect(scene.collectionView.indexPathsForSelectedItems == nil, "the action's tap selects nothing")
    }

    @Test func aShortSwipeSnapsBackAndATapElsewhereCloses() throws {
        let scene = Scene()
        let cell = try scene.cell(0)
        let y = try scene.rowY(0)
        try scene.recorder.drag(from: CGPoint(x: 280, y: y), to: CGPoint(x: 250, y: y), duration: 0.2)
        VirtualClock.shared.advance(by: 0.4)
        #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil, "less than half the buttons: closed")
        try scene.recorder.drag(from: CGPoint(x: 280, y: y), to: CGPoint(x: 120, y: y), duration: 0.2)
        VirtualClock.shared.advance(by: 0.4)
        #expect(cell.swipeOffset < 0)
        try scene.recorder.tap(at: CGPoint(x: 60, y: try scene.rowY(2)))
        VirtualClock.shared.advance(by: 0.4)
        #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil && scene.performed.isEmpty, "closed")
        #expect(scene.collectionView.indexPathsForSelectedItems == nil, "the closing tap selects nothing")
    }

    @Test func aSwipeRightRevealsTheLeadingActionsAndAFullSwipePerformsTheFirst() throws {
        let scene = Scene()
        let y = try scene.rowY(2)
        try scene.recorder.drag(from: CGPoint(x: 30, y: y), to: CGPoint(x: 300, y: y), duration: 0.25)
        #expect(scene.performed == ["done Water plants"])
        VirtualClock.shared.advance(by: 0.6)
        #expect(scene.collectionView.swipedItem == nil, "closed once the action completed")
        scene.fullSwipe = false
        let first = try scene.rowY(0)
        try scene.recorder.drag(from: CGPoint(x: 300, y: first), to: CGPoint(x: 20, y: first), duration: 0.25)
        VirtualClock.shared.advance(by: 0.5)
        #expect(scene.performed.count == 1, "no full swipe: the actions stay open instead")
        #expect(scene.collectionView.swipedItem == IndexPath(item: 0, section: 0))
    }

    @Test func listsWithoutProvidersDoNotSwipe() throws {
        let scene = Scene(swipes: false)
        let y = try scene.rowY(0)
        try scene.recorder.drag(from: CGPoint(x: 280, y: y), to: CGPoint(x: 60, y: y), duration: 0.2)
        VirtualClock.shared.advance(by: 0.4)
        #expect(scene.collectionView.swipedItem == nil)
        #expect(try scene.cell(0).swipeOffset == 0)
    }

    @Test func theDeleteAccessoryWithoutAHandlerRevealsTheTrailingActions() throws {
        let scene = Scene(appearance: .plain)
        scene.collectionView.isEditing = true
        VirtualClock.shared.advance(by: 0.5)
        scene.window.layoutIfNeeded()
        let cell = try scene.cell(3)
        let y = try scene.rowY(3)
        // The red minus sits at the leading margin.
        try scene.recorder.tap(at: CGPoint(x: 28, y: y))
        VirtualClock.shared.advance(by: 0.4)
        let actions = try #require(cell.swipeActionsView, "the minus reveals the trailing actions")
        #expect(actions.trailing && cell.swipeOffset == -actions.openWidth)
        #expect(scene.performed.isEmpty)
        assertGolden(scene.recorder.snapshot(), named: "list-delete-accessory-reveals", at: 0, suite: "CollectionView")
        try scene.recorder.tap(at: CGPoint(x: 310, y: y))
        #expect(scene.performed == ["delete Book flights"])
        // Swipes do not begin while editing (only the minus opens the actions).
        VirtualClock.shared.advance(by: 0.6)
        let first = try scene.rowY(0)
        try scene.recorder.drag(from: CGPoint(x: 280, y: first), to: CGPoint(x: 60, y: first), duration: 0.2)
        VirtualClock.shared.advance(by: 0.4)
        #expect(scene.collectionView.swipedItem == nil)
    }
}
