import Foundation
import Testing

@testable import Flipbook

/// The arithmetic of moving one row: destination slots, the slot nearest the dragged row, the order shown.
@Suite struct TableReorderPlanTests {
    /// Two sections of 44-point rows (3 and 2 rows) under 20-point headers, no footers.
    private func heights() -> TableLayout.Heights {
        var heights = TableLayout.Heights()
        heights.headers = [20, 20]
        heights.footers = [0, 0]
        heights.rows = [[44, 44, 44], [44, 44]]
        return heights
    }

    @Test func slotsStartWhereTheRowWouldSit() {
        let plan = TableReorderPlan(heights: heights(), source: IndexPath(row: 0, section: 0))
        #expect(plan.destinations.count == 3 + 3, "two rows left in section 0 give 3 slots, section 1 gives 3")
        #expect(plan.top(at: IndexPath(row: 0, section: 0)) == 20)
        #expect(plan.top(at: IndexPath(row: 2, section: 0)) == 108, "after the two remaining rows")
        #expect(plan.top(at: IndexPath(row: 0, section: 1)) == 128, "below the second header")
        #expect(plan.allows(IndexPath(row: 2, section: 0)) && !plan.allows(IndexPath(row: 3, section: 0)))
        #expect(!plan.allows(IndexPath(row: 0, section: 2)))
    }

    @Test func aRowGivesWayOnceTheDraggedRowPassesHalfOfIt() {
        let plan = TableReorderPlan(heights: heights(), source: IndexPath(row: 0, section: 0))
        #expect(plan.destination(forRowTop: 20) == IndexPath(row: 0, section: 0))
        #expect(plan.destination(forRowTop: 41) == IndexPath(row: 0, section: 0), "less than half-way over Eggs")
        #expect(plan.destination(forRowTop: 43) == IndexPath(row: 1, section: 0), "more than half-way")
        #expect(plan.destination(forRowTop: 140) == IndexPath(row: 0, section: 1), "into the next section")
        #expect(plan.destination(forRowTop: 1000) == IndexPath(row: 2, section: 1), "below the last row")
    }

    @Test func theOtherRowsCloseUpAndOpenTheDestination() {
        let source = IndexPath(row: 0, section: 0)
        let plan = TableReorderPlan(heights: heights(), source: source)
        let destination = IndexPath(row: 1, section: 1)
        #expect(
            plan.arrangement(to: destination) == [
                [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)],
                [IndexPath(row: 0, section: 1), source, IndexPath(row: 1, section: 1)],
            ])
        let shown = plan.shownIndexPaths(to: destination)
        #expect(shown[source] == destination)
        #expect(shown[IndexPath(row: 1, section: 0)] == IndexPath(row: 0, section: 0))
        let layout = plan.layout(to: destination)
        #expect(layout.sections[0].rowY.count == 2 && layout.sections[1].rowY.count == 3)
        #expect(layout.sections[1].rowY[1] == plan.top(at: destination), "the slot is where the row lands")
    }

    @Test func rowsOfDifferentHeightsKeepTheirHeightsWhenMoved() {
        var tall = heights()
        tall.rows = [[30, 60, 44]]
        tall.headers = [0]
        tall.footers = [0]
        let plan = TableReorderPlan(heights: tall, source: IndexPath(row: 1, section: 0))
        #expect(plan.movedHeight == 60)
        let layout = plan.layout(to: IndexPath(row: 0, section: 0))
        #expect(layout.sections[0].rowHeight == [60, 30, 44])
        #expect(layout.sections[0].rowY == [0, 60, 90])
    }
}
