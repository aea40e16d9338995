import Foundation
import Testing

@testable import Flipbook

/// One item moved within or across sections: where each item is shown and which item a place shows.
@Suite struct ItemMoveTests {
    @Test func movingForwardInASection() {
        let move = ItemMove(
            counts: [4], source: IndexPath(item: 0, section: 0), destination: IndexPath(item: 2, section: 0))
        #expect(move.arrangement == [[1, 2, 0, 3].map { IndexPath(item: $0, section: 0) }])
        #expect(move.shown(IndexPath(item: 3, section: 0)) == IndexPath(item: 3, section: 0))
        #expect(move.original(IndexPath(item: 2, section: 0)) == IndexPath(item: 0, section: 0))
        #expect(move.shownCounts == [4])
    }

    @Test func movingBackwardInASection() {
        let move = ItemMove(
            counts: [4], source: IndexPath(item: 3, section: 0), destination: IndexPath(item: 1, section: 0))
        #expect(move.arrangement == [[0, 3, 1, 2].map { IndexPath(item: $0, section: 0) }])
        for item in 0..<4 {
            let path = IndexPath(item: item, section: 0)
            #expect(move.original(move.shown(path)) == path)
        }
    }

    @Test func movingAcrossSectionsChangesTheCounts() {
        let move = ItemMove(
            counts: [2, 1], source: IndexPath(item: 0, section: 0), destination: IndexPath(item: 1, section: 1))
        #expect(move.shownCounts == [1, 2])
        #expect(
            move.arrangement == [
                [IndexPath(item: 1, section: 0)], [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 0)],
            ])
        #expect(
            ItemMove.allows(IndexPath(item: 1, section: 1), counts: [2, 1], source: IndexPath(item: 0, section: 0)))
        #expect(
            !ItemMove.allows(IndexPath(item: 2, section: 0), counts: [2, 1], source: IndexPath(item: 0, section: 0)))
        #expect(
            !ItemMove.allows(IndexPath(item: 0, section: 2), counts: [2, 1], source: IndexPath(item: 0, section: 0)))
    }
}
