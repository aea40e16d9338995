import Testing

@testable import Flipbook

/// The identifier diff: removals, insertions and the fewest moves, deterministically.
@Suite struct OrderedDiffTests {
    @Test func identicalOrderingsDiffToNothing() {
        #expect(OrderedDiff(from: ["a", "b", "c"], to: ["a", "b", "c"]).isEmpty)
    }

    @Test func removalsAndInsertionsUseOldAndNewPositions() {
        let diff = OrderedDiff(from: ["a", "b", "c", "d"], to: ["x", "a", "c", "y"])
        #expect(diff.removals == [1, 3])
        #expect(diff.insertions == [0, 3])
        #expect(diff.moves.isEmpty)
    }

    @Test func movingOneItemToTheFrontIsOneMove() {
        let diff = OrderedDiff(from: ["a", "b", "c", "d", "e"], to: ["e", "a", "b", "c", "d"])
        #expect(diff.moves.map(\.from) == [4])
        #expect(diff.moves.map(\.to) == [0])
        #expect(diff.removals.isEmpty && diff.insertions.isEmpty)
    }

    @Test func swappingTwoItemsMovesOneOfThem() {
        let diff = OrderedDiff(from: [1, 2, 3, 4], to: [1, 3, 2, 4])
        #expect(diff.moves.count == 1)
    }

    @Test func reversingKeepsOneAndMovesTheRest() {
        let diff = OrderedDiff(from: Array(0..<6), to: Array((0..<6).reversed()))
        #expect(diff.moves.count == 5)
        #expect(diff == OrderedDiff(from: Array(0..<6), to: Array((0..<6).reversed())))
    }

    @Test func theLongestIncreasingRunIsFound() {
        let run = OrderedDiff<Int>.longestIncreasingRun([3, 1, 4, 1, 5, 9, 2, 6])
        let values = run.sorted().map { [3, 1, 4, 1, 5, 9, 2, 6][$0] }
        #expect(values.count == 4)
        #expect(values == values.sorted())
    }

    @Test func aThousandShuffledItemsDiffQuickly() {
        var generator = SplitMix(seed: 7)
        let old = Array(0..<1000)
        let new = old.shuffled(using: &generator)
        let diff = OrderedDiff(from: old, to: new)
        #expect(diff.removals.isEmpty && diff.insertions.isEmpty)
        #expect(diff.moves.count < 1000)
        // Replaying the moves' complement keeps the kept order increasing.
        let movedTargets = Set(diff.moves.map(\.to))
        let staying = new.indices.filter { !movedTargets.contains($0) }.map { new[$0] }
        #expect(staying == staying.sorted())
    }
}

/// A seeded generator, so the shuffled test is the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
