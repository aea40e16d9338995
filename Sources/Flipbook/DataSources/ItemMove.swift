import Foundation

/// One item (or table row) taken out of its section and put back at `destination`, as a reorder shows it
/// before the data moves: where every item is shown, which item a shown place holds, and the counts shown.
/// Index paths are UIKit's `moveItemAt`/`moveRowAt` ones (the destination is counted after the removal).
struct ItemMove: Equatable {
    /// The number of items of each section, as the data has them.
    let counts: [Int]
    /// The item being moved.
    let source: IndexPath
    /// Where it is shown.
    let destination: IndexPath

    /// The numbers of items shown in each section.
    var shownCounts: [Int] {
        var shown = counts
        shown[source.section] -= 1
        shown[destination.section] += 1
        return shown
    }

    /// Whether `destination` is a place the item can go (`counts` and `source` must name an item).
    static func allows(_ destination: IndexPath, counts: [Int], source: IndexPath) -> Bool {
        guard destination.count == 2, counts.indices.contains(destination.section) else { return false }
        let available = counts[destination.section] - (destination.section == source.section ? 1 : 0)
        return (0...available).contains(destination[1])
    }

    /// Where the item the data has at `indexPath` is shown.
    func shown(_ indexPath: IndexPath) -> IndexPath {
        if indexPath == source { return destination }
        var item = indexPath[1]
        if indexPath.section == source.section, item > source[1] { item -= 1 }
        if indexPath.section == destination.section, item >= destination[1] { item += 1 }
        return IndexPath(indexes: [indexPath.section, item])
    }

    /// The item of the data shown at `indexPath`.
    func original(_ indexPath: IndexPath) -> IndexPath {
        if indexPath == destination { return source }
        var item = indexPath[1]
        if indexPath.section == destination.section, item > destination[1] { item -= 1 }
        if indexPath.section == source.section, item >= source[1] { item += 1 }
        return IndexPath(indexes: [indexPath.section, item])
    }

    /// The items of the data, by section, in the order shown.
    var arrangement: [[IndexPath]] {
        shownCounts.enumerated().map { section, count in
            (0..<count).map { original(IndexPath(indexes: [section, $0])) }
        }
    }
}
