/// The difference between two orderings of unique identifiers: what was removed, what was inserted and which
/// of the kept identifiers moved. Knows nothing of views: diffable data sources turn it into index paths.
///
/// The kept identifiers that stay put are a longest common subsequence of the two orderings; as every
/// identifier occurs once, that is the longest increasing run of old positions read in the new order,
/// found in O(n log n). Ties go to the earliest candidates, so the result depends only on the input.
struct OrderedDiff<Identifier: Hashable>: Equatable {
    /// Old positions of the identifiers that are not in the new ordering, ascending.
    var removals: [Int]
    /// New positions of the identifiers that are not in the old ordering, ascending.
    var insertions: [Int]
    /// The kept identifiers that moved relative to the others: (old position, new position), by new position.
    var moves: [(from: Int, to: Int)]

    /// The difference that turns `old` into `new`. Both must hold each identifier at most once.
    init(from old: [Identifier], to new: [Identifier]) {
        var oldPosition: [Identifier: Int] = [:]
        oldPosition.reserveCapacity(old.count)
        for (index, identifier) in old.enumerated() { oldPosition[identifier] = index }
        let newSet = Set(new)
        removals = old.indices.filter { !newSet.contains(old[$0]) }
        insertions = []
        var kept: [(old: Int, new: Int)] = []
        for (index, identifier) in new.enumerated() {
            if let position = oldPosition[identifier] {
                kept.append((position, index))
            } else {
                insertions.append(index)
            }
        }
        let staying = Self.longestIncreasingRun(kept.map(\.old))
        moves = kept.indices.filter { !staying.contains($0) }.map { (kept[$0].old, kept[$0].new) }
    }

    /// Whether the two orderings are the same.
    var isEmpty: Bool { removals.isEmpty && insertions.isEmpty && moves.isEmpty }

    static func == (lhs: OrderedDiff, rhs: OrderedDiff) -> Bool {
        lhs.removals == rhs.removals && lhs.insertions == rhs.insertions
            && lhs.moves.elementsEqual(rhs.moves) { $0.from == $1.from && $0.to == $1.to }
    }

    /// The positions (into `values`) of a longest strictly increasing subsequence of `values` (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = [] // tails[k]: position of the smallest last value of a run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }
}
