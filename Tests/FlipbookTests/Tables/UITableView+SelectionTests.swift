import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Selection while editing: UIKit's `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing`.
@MainActor @Suite struct UITableViewSelectionTests {
    /// The centre of row `row` of a plain table's only section, in the window.
    func rowPoint(_ row: Int) -> CGPoint { CGPoint(x: 200, y: Double(row) * 44 + 22) }

    @Test func anEditingTableIgnoresTapsByDefault() throws {
        let source = TitlesSource([["A", "B", "C"]])
        let (window, table) = makeTable(.plain, source)
        #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing, "UIKit's defaults")
        table.setEditing(true, animated: false)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.tap(at: rowPoint(1))
        #expect(source.events.isEmpty, "no highlight and no selection: \(source.events)")
        #expect(table.indexPathForSelectedRow == nil)
        table.setEditing(false, animated: false)
        try recorder.tap(at: rowPoint(1))
        #expect(source.events == ["highlight 0.1", "unhighlight 0.1", "select 0.1"], "selectable again")
    }

    @Test func selectionDuringEditingSelectsOneRow() throws {
        let source = TitlesSource([["A", "B", "C"]])
        let (window, table) = makeTable(.plain, source)
        table.allowsSelection = false
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.tap(at: rowPoint(0))
        try recorder.tap(at: rowPoint(2))
        #expect(source.events.filter { $0.hasPrefix("select") } == ["select 0.0", "select 0.2"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)], "one row at a time")
        table.setEditing(false, animated: false)
        try recorder.tap(at: rowPoint(1))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)], "allowsSelection is false")
    }

    @Test func multipleSelectionDuringEditingKeepsEveryTappedRow() throws {
        let source = TitlesSource([["A", "B", "C"]])
        let (window, table) = makeTable(.plain, source)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        for row in [0, 2, 1] { try recorder.tap(at: rowPoint(row)) }
        #expect(Set(table.indexPathsForSelectedRows ?? []) == Set([0, 1, 2].map { IndexPath(row: $0, section: 0) }))
        try recorder.tap(at: rowPoint(2))
        #expect(
            Set(table.indexPathsForSelectedRows ?? []) == Set([0, 1].map { IndexPath(row: $0, section: 0) }),
            "a second tap deselects")
        table.setEditing(false, animated: false)
        try recorder.tap(at: rowPoint(2))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)], "single selection outside editing")
    }
}
