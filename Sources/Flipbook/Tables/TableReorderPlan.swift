import Foundation

/// Where a table's rows go while one of them is dragged to a new place: the arithmetic of reordering, free of
/// views. Index paths are UIKit's `tableView(_:moveRowAt:to:)` ones: the destination is the moved row's index
/// path once it has been taken out of its section and put into the destination's.
struct TableReorderPlan {
    /// The heights of the table's parts as the data has them.
    let heights: TableLayout.Heights
    /// The row being moved.
    let source: IndexPath
    /// The table laid out without the moved row: where each destination slot begins.
    private let reduced: TableLayout

    /// A plan for moving `source` among rows of `heights` (`source` must be one of them).
    init(heights: TableLayout.Heights, source: IndexPath) {
        self.heights = heights
        self.source = source
        var without = heights
        without.rows[source.section].remove(at: source.row)
        reduced = TableLayout(without)
    }

    /// The height of the moved row.
    var movedHeight: CGFloat { heights.rows[source.section][source.row] }

    /// Every place the row can be dropped, in order from the top.
    var destinations: [IndexPath] {
        heights.rows.indices.flatMap { section in
            (0...reducedCount(section)).map { IndexPath(row: $0, section: section) }
        }
    }

    /// Whether the row can be dropped at `destination`.
    func allows(_ destination: IndexPath) -> Bool {
        ItemMove.allows(destination, counts: heights.rows.map(\.count), source: source)
    }

    /// The top of the moved row dropped at `destination` (content coordinates).
    func top(at destination: IndexPath) -> CGFloat {
        let section = reduced.sections[destination.section]
        return destination.row < section.rowY.count ? section.rowY[destination.row] : section.rowsBottom
    }

    /// The destination whose slot starts nearest `top`, the dragged row's top: a row gives way once the dragged
    /// row passes half-way over it.
    func destination(forRowTop top: CGFloat) -> IndexPath {
        var best = source
        var bestDistance = CGFloat.infinity
        for candidate in destinations {
            let distance = abs(self.top(at: candidate) - top)
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }

    /// The rows as the data has them, by section, in the order shown with the moved row at `destination`.
    func arrangement(to destination: IndexPath) -> [[IndexPath]] {
        move(to: destination).arrangement
    }

    /// Where each row of the data is shown with the moved row at `destination`.
    func shownIndexPaths(to destination: IndexPath) -> [IndexPath: IndexPath] {
        let move = move(to: destination)
        var shown: [IndexPath: IndexPath] = [:]
        for (section, rows) in heights.rows.enumerated() {
            for row in rows.indices {
                let indexPath = IndexPath(row: row, section: section)
                shown[indexPath] = move.shown(indexPath)
            }
        }
        return shown
    }

    /// The move of the row to `destination`.
    func move(to destination: IndexPath) -> ItemMove {
        ItemMove(counts: heights.rows.map(\.count), source: source, destination: destination)
    }

    /// The table laid out with the moved row at `destination`.
    func layout(to destination: IndexPath) -> TableLayout {
        var moved = heights
        moved.rows = arrangement(to: destination).map { rows in rows.map { heights.rows[$0.section][$0.row] } }
        return TableLayout(moved)
    }

    private func reducedCount(_ section: Int) -> Int {
        heights.rows[section].count - (section == source.section ? 1 : 0)
    }
}
