import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Snapshots applied to a table: the rows they give, and the row animations a difference plays.
@MainActor @Suite struct UITableViewDiffableDataSourceTests {
    /// A data source whose sections have titles (as apps subclass it for).
    final class TitledSource: UITableViewDiffableDataSource<String, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
    }

    private func makeTable(
        _ sections: [(String, [String])], style: UITableView.Style = .plain
    ) -> (UIWindow, UITableView, TitledSource) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = TitledSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        source.apply(Self.snapshot(sections), animatingDifferences: false)
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, source)
    }

    private static func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func text(_ cell: UITableViewCell?) -> String? {
        (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test func theFirstSnapshotGivesTheRowsAndTitles() throws {
        let (_, table, source) = makeTable([("Fruit", ["Apple", "Pear"]), ("Nuts", ["Almond"])], style: .grouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(text(table.cellForRow(at: IndexPath(row: 1, section: 0))) == "Pear")
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Almond")
        #expect(source.indexPath(for: "Pear") == IndexPath(row: 1, section: 0))
        #expect(source.indexPath(for: "Kiwi") == nil)
        #expect(source.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
        #expect(source.sectionIdentifier(for: 1) == "Nuts" && source.index(for: "Fruit") == 0)
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text?.uppercased() == "NUTS", "the subclass's title is the header")
    }

    @Test func anInsertedRowFadesInAndPushesTheRowsBelowDown() throws {
        let (_, table, source) = makeTable([("Fruit", ["Apple", "Pear"])])
        let pear = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(pear.frame.minY == 77, "below the header and Apple")
        var snapshot = source.snapshot()
        snapshot.insertItems(["Fig"], beforeItem: "Pear")
        var done = false
        source.apply(snapshot) { done = true }
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === pear, "the kept row keeps its cell")
        let fig = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(text(fig) == "Fig")
        VirtualClock.shared.advance(by: UITableView.rowAnimationDuration / 2)
        let pearY = pear.layer.presentation()?.position.y ?? 0
        #expect(pearY > 77 + 22 && pearY < 121 + 22, "half-way down: \(pearY)")
        let figAlpha = fig.layer.presentation()?.opacity ?? 0
        #expect(figAlpha > 0.1 && figAlpha < 0.9, "half faded in: \(figAlpha)")
        #expect(!done)
        VirtualClock.shared.advance(by: UITableView.rowAnimationDuration)
        #expect(done)
        #expect(pear.frame.minY == 121 && fig.alpha == 1)
    }

    @Test func aDeletedRowLeavesWithTheDefaultRowAnimation() throws {
        let (_, table, source) = makeTable([("Fruit", ["Apple", "Pear", "Plum"])])
        let apple = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        source.defaultRowAnimation = .left
        var snapshot = source.snapshot()
        snapshot.deleteItems(["Apple"])
        source.apply(snapshot)
        VirtualClock.shared.advance(by: UITableView.rowAnimationDuration / 2)
        let x = (apple.layer.presentation() ?? apple.layer).transform.m41
        #expect(x < -50 && x > -340, "sliding out to the left: \(x)")
        VirtualClock.shared.advance(by: UITableView.rowAnimationDuration)
        #expect(apple.superview == nil, "gone once the animation ends")
        #expect(text(table.cellForRow(at: IndexPath(row: 0, section: 0))) == "Pear")
    }

    @Test func rowsMoveAcrossSectionsAndSectionsReorderWithoutAReload() throws {
        let (_, table, source) = makeTable([("A", ["1", "2"]), ("B", ["3"]), ("C", ["4"])])
        let two = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let four = try #require(table.cellForRow(at: IndexPath(row: 0, section: 2)))
        var snapshot = source.snapshot()
        snapshot.moveItem("2", afterItem: "3")
        snapshot.moveSection("C", beforeSection: "A")
        snapshot.appendSections(["D"])
        snapshot.appendItems(["5", "6"], toSection: "D")
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 4)
        #expect((0..<4).map { table.numberOfRows(inSection: $0) } == [1, 1, 2, 2])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 2)) === two, "moved into B with its cell")
        #expect(text(table.cellForRow(at: IndexPath(row: 0, section: 0))) == "4")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) !== nil)
        _ = four
        #expect(text(table.cellForRow(at: IndexPath(row: 1, section: 3))) == "6", "an inserted section's rows")
    }

    @Test func reloadDataAppliesWithoutADiff() {
        let (_, table, source) = makeTable([("A", ["1"])])
        source.applySnapshotUsingReloadData(Self.snapshot([("B", ["x", "y", "z"])]))
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(source.snapshot().itemIdentifiers == ["x", "y", "z"])
    }

    @Test func theDifferenceBecomesTableUpdates() {
        var old = NSDiffableDataSourceSnapshot<String, String>()
        old.appendSections(["A", "B"])
        old.appendItems(["1", "2"], toSection: "A")
        old.appendItems(["3"], toSection: "B")
        var new = old
        new.deleteItems(["1"])
        new.appendItems(["9"], toSection: "B")
        new.moveItem("2", afterItem: "3")
        let updates = TableUpdate.updates(
            for: SnapshotDifference(from: old, to: new), animation: .fade)
        let map = TableUpdateMap(updates: updates, oldCounts: [2, 1])
        #expect(map.problem == nil)
        #expect(map.expectedCounts == [0, 3])
        #expect(map.moved[IndexPath(row: 1, section: 0)] == IndexPath(row: 1, section: 1))
        #expect(map.moved[IndexPath(row: 0, section: 1)] == IndexPath(row: 0, section: 1))
        #expect(map.departing[IndexPath(row: 0, section: 0)] == .fade)
        #expect(map.arriving[IndexPath(row: 2, section: 1)] == .fade)
    }
}
