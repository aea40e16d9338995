import Foundation

/// One change of a table's rows or sections, applied by ``UITableView`` (alone or in a batch).
enum TableUpdate {
    case insertRows([IndexPath], UITableView.RowAnimation)
    case deleteRows([IndexPath], UITableView.RowAnimation)
    case reloadRows([IndexPath], UITableView.RowAnimation)
    case moveRow(IndexPath, IndexPath)
    case insertSections(IndexSet, UITableView.RowAnimation)
    case deleteSections(IndexSet, UITableView.RowAnimation)
    case reloadSections(IndexSet, UITableView.RowAnimation)
}

/// Where each row goes through a batch of updates, UIKit's way: deletions and reloads name rows before the
/// batch, insertions after it, moves both; the other rows keep their order.
struct TableUpdateMap {
    /// New index path of every old row that stays (moved rows included).
    var moved: [IndexPath: IndexPath] = [:]
    /// Old rows that leave, with their animation.
    var departing: [IndexPath: UITableView.RowAnimation] = [:]
    /// New rows that arrive, with their animation.
    var arriving: [IndexPath: UITableView.RowAnimation] = [:]
    /// The row count each new section must have (nil for an inserted section: any).
    var expectedCounts: [Int?] = []
    /// What was wrong with the batch, if it cannot be applied.
    var problem: String?

    init(updates: [TableUpdate], oldCounts: [Int]) {
        var deletedSections: [Int: UITableView.RowAnimation] = [:]
        var insertedSections: [Int: UITableView.RowAnimation] = [:]
        var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
        var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
        var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
        var moves: [(IndexPath, IndexPath)] = []
        for update in updates {
            switch update {
            case .insertRows(let rows, let animation): for row in rows { insertedRows[row] = animation }
            case .deleteRows(let rows, let animation): for row in rows { deletedRows[row] = animation }
            case .reloadRows(let rows, let animation): for row in rows { reloadedRows[row] = animation }
            case .moveRow(let from, let to): moves.append((from, to))
            case .insertSections(let sections, let animation):
                for section in sections { insertedSections[section] = animation }
            case .deleteSections(let sections, let animation):
                for section in sections { deletedSections[section] = animation }
            case .reloadSections(let sections, let animation):
                for section in sections {
                    deletedSections[section] = animation
                    insertedSections[section] = animation
                }
            }
        }
        for (indexPath, _) in deletedRows.merging(reloadedRows, uniquingKeysWith: { a, _ in a })
        where !(oldCounts.indices.contains(indexPath.section) && indexPath.row < oldCounts[indexPath.section]) {
            problem = "there is no row \(indexPath.row) in section \(indexPath.section) to delete or reload"
            return
        }
        for section in deletedSections.keys where !oldCounts.indices.contains(section) {
            problem = "there is no section \(section) to delete or reload"
            return
        }
        let survivors = oldCounts.indices.filter { deletedSections[$0] == nil }
        let newSectionCount = survivors.count + insertedSections.count
        var sectionMap: [Int: Int] = [:]
        var next = survivors.makeIterator()
        for section in 0..<newSectionCount where insertedSections[section] == nil {
            guard let old = next.next() else {
                problem = "section \(section) was inserted beyond the end"
                return
            }
            sectionMap[old] = section
        }
        expectedCounts = Array(repeating: nil, count: newSectionCount)
        var movedOut = Set<IndexPath>()
        var movedIn = Set<IndexPath>()
        for (from, to) in moves {
            movedOut.insert(from)
            movedIn.insert(to)
            moved[from] = to
        }
        for (old, new) in sectionMap {
            let kept = (0..<oldCounts[old]).filter { row in
                let indexPath = IndexPath(row: row, section: old)
                return deletedRows[indexPath] == nil && !movedOut.contains(indexPath)
            }
            let arrivals =
                insertedRows.keys.filter { $0.section == new }.count + movedIn.filter { $0.section == new }.count
            let count = kept.count + arrivals
            expectedCounts[new] = count
            var rows = kept.makeIterator()
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: new)
                if insertedRows[indexPath] != nil || movedIn.contains(indexPath) { continue }
                guard let oldRow = rows.next() else { break }
                let oldPath = IndexPath(row: oldRow, section: old)
                if let animation = reloadedRows[oldPath] {
                    departing[oldPath] = animation
                    arriving[indexPath] = animation
                } else {
                    moved[oldPath] = indexPath
                }
            }
            for row in 0..<oldCounts[old] {
                let indexPath = IndexPath(row: row, section: old)
                if let animation = deletedRows[indexPath] { departing[indexPath] = animation }
            }
        }
        for (indexPath, animation) in insertedRows { arriving[indexPath] = animation }
        for (section, animation) in deletedSections {
            for row in 0..<oldCounts[section] { departing[IndexPath(row: row, section: section)] = animation }
        }
        insertedSectionsAnimations = insertedSections
    }

    /// Inserted sections (new indices) with their animation; their rows arrive with it.
    var insertedSectionsAnimations: [Int: UITableView.RowAnimation] = [:]
}
