import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// The table's layout in its three styles, reuse, selection by tap, and counts from the data source.
@MainActor @Suite struct UITableViewTests {
    @Test func insetGroupedRowsAreCardsInsetFromTheSides() {
        let source = TitlesSource([["Wi-Fi", "Bluetooth"], ["General"]])
        let (_, table) = makeTable(.insetGrouped, source)
        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 79)
        #expect(
            table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(79 + 44 + 35),
            "35 points between sections")
        let first = try! #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.groupedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(first.groupedCornerRadius == 10)
        let last = try! #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(last.groupedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(!first.separatorLine.isHidden && last.separatorLine.isHidden, "no separator under a card")
        #expect(first.separatorLine.frame.minX == 16, "separators start at the text")
        #expect(table.indexPath(for: last) == IndexPath(row: 1, section: 0))
        #expect(table.visibleCells.count == 3)
    }

    @Test func plainRowsAreFullWidthWithSeparators() {
        let source = TitlesSource([["One", "Two", "Three"]])
        let (_, table) = makeTable(.plain, source)
        #expect(table.backgroundColor == .systemBackground)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 44))
        let last = try! #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(!last.separatorLine.isHidden, "plain tables separate the last row too")
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 100)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 200)) == nil)
    }

    @Test func groupedHeadersAreUppercaseFootnotes() throws {
        let source = TitlesSource([["Wi-Fi"], ["About"]])
        source.headers = ["Connections", nil]
        source.footers = [nil, "Version 17.0"]
        let (_, table) = makeTable(.insetGrouped, source)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "CONNECTIONS")
        #expect(header.textLabel?.font.pointSize == 13)
        #expect(header.textLabel?.frame.minX == 32, "aligned with the rows' text")
        let headerRect = table.rectForHeader(inSection: 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerRect.maxY)
        let footer = try #require(table.footerView(forSection: 1))
        #expect(footer.textLabel?.text == "Version 17.0", "footers keep their case")
    }

    @Test func cellsAreReusedAsTheTableScrolls() {
        let source = TitlesSource([(0..<100).map { "Row \($0)" }])
        let (_, table) = makeTable(.plain, source, size: CGSize(width: 320, height: 440))
        #expect(table.visibleCells.count == 10)
        #expect(table.contentSize.height == 4400)
        table.contentOffset = CGPoint(x: 0, y: 2000)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 45, section: 0))
        #expect(table.visibleCells.first?.textLabel?.text == "Row 45")
        #expect(source.madeCells <= 11, "cells that scrolled off were reused (\(source.madeCells) made)")
    }

    @Test func registeredSubclassesRunTheirOwnInitializer() {
        final class BadgeCell: UITableViewCell {
            var madeWithStyle: UITableViewCell.CellStyle?
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .value1, reuseIdentifier: reuseIdentifier)
                madeWithStyle = style
            }
            required init?(coder: NSCoder) { nil }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        let cell = table.dequeueReusableCell(withIdentifier: "badge", for: IndexPath(row: 0, section: 0))
        let badge = try! #require(cell as? BadgeCell)
        #expect(badge.madeWithStyle == .default)
        #expect(badge.reuseIdentifier == "badge")
        #expect(badge.detailTextLabel != nil, "its init chose value1")
        #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
    }

    @Test func aTapHighlightsThenSelects() throws {
        let source = TitlesSource([["A", "B", "C"]])
        let (window, table) = makeTable(.insetGrouped, source)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.tap(at: CGPoint(x: 100, y: 35 + 44 + 22))
        #expect(source.events == ["highlight 0.1", "unhighlight 0.1", "select 0.1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.isSelected && cell.drawnSelectionOpacity == 1)
        try recorder.tap(at: CGPoint(x: 100, y: 35 + 22))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)], "single selection")
        #expect(!cell.isSelected)
    }

    @Test func animatedDeselectionFades() throws {
        let source = TitlesSource([["A", "B"]])
        let (_, table) = makeTable(.plain, source)
        let row = IndexPath(row: 0, section: 0)
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        let cell = try #require(table.cellForRow(at: row))
        #expect(cell.drawnSelectionOpacity == 1)
        table.deselectRow(at: row, animated: true)
        VirtualClock.shared.advance(by: 0.125)
        let halfway = cell.drawnSelectionOpacity
        #expect(halfway > 0.3 && halfway < 0.7, "half-way through the fade: \(halfway)")
        VirtualClock.shared.advance(by: 0.2)
        #expect(cell.drawnSelectionOpacity == 0)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func selfSizingRowsFitTheirText() throws {
        let source = TitlesSource([["Short", String(repeating: "A long line that wraps. ", count: 8)]])
        source.style = .subtitle
        let (_, table) = makeTable(.plain, source, size: CGSize(width: 320, height: 480))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.textLabel?.numberOfLines = 0
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        table.rowHeight = 60
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60, "a fixed rowHeight wins")
    }

    @Test func scrollToRowPutsItAtTheTop() {
        let source = TitlesSource([(0..<50).map { "Row \($0)" }])
        let (_, table) = makeTable(.plain, source, size: CGSize(width: 320, height: 440))
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 880)
        table.scrollToRow(at: IndexPath(row: 49, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(2200 - 440), "clamped to the end of the content")
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 440)
    }

    @Test func stylesLookAsIOSDrawsThem() {
        for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
            let source = TitlesSource([["Wi-Fi", "Bluetooth", "Mobile Data"], ["General", "Accessibility"]])
            source.headers = ["Connections", "Device"]
            source.footers = [nil, "Settings for this iPhone."]
            source.style = .value1
            let (window, table) = makeTable(style, source, size: CGSize(width: 320, height: 400))
            table.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text = "Home"
            table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType = .disclosureIndicator
            table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType = .checkmark
            table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType = .detailButton
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            window.layoutIfNeeded()
            let name = ["plain", "grouped", "inset-grouped"][style.rawValue]
            assertGolden(
                FrameRecorder(window: window, fps: 60, scale: 2, threads: 1).snapshot(), named: "table-\(name)",
                suite: "uikit")
        }
    }
}

/// Rows sized by their content: wrapping list configurations and Auto Layout cells.
@MainActor @Suite struct UITableViewSelfSizingTests {
    /// A cell laid out with constraints, as apps write them: a multi-line label pinned to the margins.
    final class NoteCell: UITableViewCell {
        let note = UILabel(frame: .zero)

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.numberOfLines = 0
            note.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(note)
            NSLayoutConstraint.activate([
                note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class NotesSource: NSObject, UITableViewDataSource {
        let notes: [String]
        let useConfiguration: Bool
        init(_ notes: [String], useConfiguration: Bool) {
            self.notes = notes
            self.useConfiguration = useConfiguration
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            if useConfiguration {
                var content = cell.defaultContentConfiguration()
                content.text = notes[indexPath.row]
                content.textProperties.numberOfLines = 0
                cell.contentConfiguration = content
            } else {
                (cell as? NoteCell)?.note.text = notes[indexPath.row]
            }
            return cell
        }
    }

    private func heights(useConfiguration: Bool) -> [CGFloat] {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(useConfiguration ? UITableViewCell.self : NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 80
        let source = NotesSource(
            ["Short", String(repeating: "A note long enough to wrap over several lines. ", count: 5), "Also short"],
            useConfiguration: useConfiguration)
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    }

    @Test func autoLayoutCellsAreAsTallAsTheirConstraints() {
        let rows = heights(useConfiguration: false)
        #expect(rows[0] == 44, "one line and 11-point margins, at least 44: \(rows[0])")
        #expect(rows[1] > 100, "the wrapped note: \(rows[1])")
        #expect(rows[2] == rows[0])
    }

    @Test func wrappingListConfigurationsGrowTheirRows() {
        let rows = heights(useConfiguration: true)
        #expect(rows[0] == 44)
        #expect(rows[1] > 100, "the wrapped text: \(rows[1])")
    }
}
