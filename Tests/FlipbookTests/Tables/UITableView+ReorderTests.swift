import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Reordering rows by their reorder controls: the lifted row follows a scripted finger, the others slide out of
/// its way, the drop moves the row in the data source; a cancelled touch puts it back.
@MainActor @Suite struct UITableViewReorderTests {
    final class GroceriesSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var items = ["Milk", "Eggs", "Bread", "Apples"]
        var moves: [String] = []
        var fixedLast = false

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = items[indexPath.row]
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            moves.append("\(sourceIndexPath.row)->\(destinationIndexPath.row)")
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            guard fixedLast, proposedDestinationIndexPath.row == items.count - 1 else {
                return proposedDestinationIndexPath
            }
            return IndexPath(row: items.count - 2, section: 0)
        }
    }

    private func makeEditingTable(_ source: GroceriesSource) -> (UIWindow, UITableView, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        table.setEditing(true, animated: true)
        VirtualClock.shared.advance(by: 0.4)
        return (window, table, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    /// The middle of row `row`'s reorder control, in window coordinates.
    private func handle(_ table: UITableView, row: Int) throws -> CGPoint {
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
        let control = try #require(cell.reorderControl)
        return control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
    }

    @Test func editingShowsReorderControlsInsteadOfAccessories() throws {
        let source = GroceriesSource()
        let (_, table, recorder) = makeEditingTable(source)
        let milk = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let control = try #require(milk.reorderControl)
        #expect(control.alpha == 1 && control.frame.maxX == milk.bounds.width - 16, "at the trailing margin")
        #expect(milk.contentView.frame.maxX - 16 <= control.frame.minX, "the content's margin ends before the control")
        assertGolden(recorder.snapshot(), named: "reorder-controls", at: 0, suite: "Tables")
        table.setEditing(false, animated: false)
        #expect(control.alpha == 0 && control.frame.minX == milk.bounds.width, "slid out beyond the edge")
        #expect(source.moves.isEmpty)
    }

    @Test func aDraggedRowLiftsFollowsTheFingerAndMovesOnDrop() throws {
        let source = GroceriesSource()
        let (_, table, recorder) = makeEditingTable(source)
        let start = try handle(table, row: 0)
        let milk = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let eggs = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let bread = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let eggsTop = eggs.frame.minY
        let finger = try recorder.drag(
            from: start, to: CGPoint(x: start.x, y: start.y + 60), duration: 0.3, ending: .hold)
        #expect(table.reorder != nil, "the row is lifted")
        #expect(milk.layer.shadowOpacity > 0, "with a shadow")
        #expect(abs(milk.frame.minY - (35 + 60)) < 0.001, "the row follows the finger (its top was 35)")
        #expect(!table.isDragging, "the table does not scroll")
        VirtualClock.shared.advance(by: 0.3)
        #expect(eggs.frame.minY == eggsTop - 44, "Eggs slid up into Milk's place")
        #expect(bread.frame.minY == eggsTop + 44, "Bread stays: Milk is not half-way over it")
        assertGolden(recorder.snapshot(), named: "reorder-lifted", at: 0, suite: "Tables")
        try recorder.drag(finger, through: [CGPoint(x: start.x, y: start.y + 92)], duration: 0.1)
        #expect(source.moves == ["0->2"], "moveRowAt is called on drop")
        #expect(source.items == ["Eggs", "Bread", "Milk", "Apples"])
        VirtualClock.shared.advance(by: 0.4)
        #expect(table.reorder == nil && milk.layer.shadowOpacity == 0)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === milk, "the cell is on its new row")
        #expect(milk.frame.minY == eggsTop + 44, "settled in its slot")
        assertGolden(recorder.snapshot(), named: "reorder-dropped", at: 0, suite: "Tables")
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 35)
    }

    @Test func theDelegateRedirectsAndACancelledTouchPutsTheRowBack() throws {
        let source = GroceriesSource()
        source.fixedLast = true
        let (_, table, recorder) = makeEditingTable(source)
        let start = try handle(table, row: 0)
        let finger = try recorder.drag(
            from: start, to: CGPoint(x: start.x, y: start.y + 200), duration: 0.3, ending: .hold)
        #expect(table.reorder?.proposed == IndexPath(row: 3, section: 0))
        #expect(table.reorder?.destination == IndexPath(row: 2, section: 0), "the delegate keeps Apples last")
        try recorder.drag(finger, through: [CGPoint(x: start.x, y: start.y + 190)], duration: 0, ending: .cancel)
        #expect(source.moves.isEmpty, "a cancelled touch moves nothing")
        VirtualClock.shared.advance(by: 0.4)
        let milk = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(milk.frame.minY == 35, "back in its place")
    }

    @Test func aReloadWhileARowIsLiftedPutsItBack() throws {
        let source = GroceriesSource()
        let (_, table, recorder) = makeEditingTable(source)
        let start = try handle(table, row: 0)
        try recorder.drag(from: start, to: CGPoint(x: start.x, y: start.y + 60), duration: 0.2, ending: .hold)
        table.reloadData()
        #expect(table.reorder == nil && source.moves.isEmpty)
        VirtualClock.shared.advance(by: 0.4)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 79, "the table lays out again")
    }

    @Test func aTouchOutsideTheControlDoesNotLiftTheRow() throws {
        let source = GroceriesSource()
        let (_, table, recorder) = makeEditingTable(source)
        try recorder.drag(from: CGPoint(x: 120, y: 57), to: CGPoint(x: 120, y: 120), duration: 0.2)
        #expect(table.reorder == nil && source.moves.isEmpty)
    }
}
