import Flipbook
import Testing

/// The corpus's grocery list and swatch grid: the Edit button, deleting and dragging rows, moving swatches with a
/// pan, and the layout-to-layout push.
@MainActor
@Suite struct GroceryListEditorTests {
    @Test func theEditButtonDeletesAndReordersRows() throws {
        let groceries = GroceryListViewController()
        let navigation = UINavigationController(rootViewController: groceries)
        let window = makeClientWindow(width: 320, height: 400, root: navigation)
        window.layoutIfNeeded()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let bar = navigation.navigationBar
        try recorder.tap(at: CGPoint(x: 320 - 16 - 12, y: bar.frame.midY))
        #expect(groceries.isEditing && groceries.tableView.isEditing)
        #expect(groceries.navigationItem.title == "Edit List", "the override of setEditing ran")
        VirtualClock.shared.advance(by: 0.4)
        let table = groceries.tableView!
        let milk = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let handle = milk.convert(CGPoint(x: milk.bounds.width - 27, y: milk.bounds.midY), to: window)
        let finger = try recorder.drag(
            from: handle, to: CGPoint(x: handle.x, y: handle.y + 100), duration: 0.4, ending: .hold)
        VirtualClock.shared.advance(by: 0.3)
        assertClientGolden(window, "grocery-reorder-dragging", at: 0)
        try recorder.drag(finger, through: [CGPoint(x: handle.x, y: handle.y + 100)], duration: 0)
        #expect(groceries.items == ["Eggs", "Bread", "Milk", "Apples", "Coffee"])
        VirtualClock.shared.advance(by: 0.4)
        let minus = milk.convert(CGPoint(x: 27, y: milk.bounds.midY), to: window)
        try recorder.tap(at: minus)
        VirtualClock.shared.advance(by: 0.4)
        try recorder.tap(at: CGPoint(x: 320 - 16 - 30, y: minus.y))
        VirtualClock.shared.advance(by: 0.5)
        #expect(groceries.items == ["Eggs", "Bread", "Apples", "Coffee"])
        assertClientGolden(window, "grocery-after-delete", at: 0)
    }

    @Test func swatchesMoveWithAPanAndGrowInALayoutToLayoutPush() throws {
        let swatches = SwatchGridViewController()
        let navigation = UINavigationController(rootViewController: swatches)
        let window = makeClientWindow(width: 240, height: 320, root: navigation)
        window.layoutIfNeeded()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let grid = swatches.collectionView!
        let red = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        let start = red.convert(CGPoint(x: red.bounds.midX, y: red.bounds.midY), to: window)
        let third = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0)))
        let end = third.convert(CGPoint(x: third.bounds.midX, y: third.bounds.midY), to: window)
        try recorder.drag(from: start, to: end, duration: 0.3)
        #expect(swatches.colors[2] == .systemRed, "the pan moved Red to the third place")
        VirtualClock.shared.advance(by: 0.4)
        try recorder.tap(at: start)
        VirtualClock.shared.advance(by: 0.175)
        assertClientGolden(window, "swatches-layout-to-layout", at: 0.175)
        VirtualClock.shared.advance(by: 0.3)
        let large = try #require(navigation.topViewController as? UICollectionViewController)
        #expect(
            large.collectionView === grid && grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 100)
        navigation.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.5)
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 48)
    }
}
