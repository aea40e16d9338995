import Foundation
import Testing

@testable import Flipbook

/// Pinned boundary items and how orthogonal sections settle, against figures worked by hand.
@Suite struct CompositionalScrollingTests {
    @Test func aPinnedHeaderFollowsTheVisibleTopUntilItsSectionEnds() {
        func pinned(_ visibleTop: CGFloat) -> CGFloat {
            CompositionalScrolling.pinnedPosition(
                of: 100, length: 40, leading: true, section: 100...500, visible: visibleTop...(visibleTop + 800))
        }
        #expect(pinned(50) == 100)
        #expect(pinned(250) == 250)
        #expect(pinned(480) == 460)
        let footer = CompositionalScrolling.pinnedPosition(
            of: 460, length: 40, leading: false, section: 100...500, visible: 0...300)
        #expect(footer == 260)
    }

    // Three 250-point groups at 16, 276 and 536 in a 390-point band of 802 points (maximum offset 412).
    let groups: [ClosedRange<CGFloat>] = [16...266, 276...526, 536...786]

    func rest(_ behavior: CompositionalSpec.OrthogonalBehavior, start: CGFloat = 0, proposed: CGFloat) -> CGFloat {
        CompositionalScrolling.restingOffset(
            behavior, start: start, proposed: proposed, groups: groups, viewport: 390, leadingInset: 16,
            maximum: 412)
    }

    @Test func groupPagingStopsAtTheNextGroupsLeadingEdgeOneGroupAtATime() {
        #expect(rest(.groupPaging, proposed: 150) == 260)
        #expect(rest(.groupPaging, proposed: 100) == 0)
        // A long drag still moves one group.
        #expect(rest(.groupPaging, proposed: 700) == 260)
        // Free leading-boundary scrolling may skip groups (the last one clamps to the end).
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 700) == 412)
    }

    @Test func centredGroupPagingCentresTheGroup() {
        // Centres at 141, 401 and 661 less half the 390 viewport: −54 (clamped to 0), 206, 466 (clamped to 412).
        #expect(rest(.groupPagingCentered, proposed: 100) == 0)
        #expect(rest(.groupPagingCentered, proposed: 120) == 206)
    }

    @Test func pagingMovesAViewportAtATimeAndContinuousStaysPut() {
        #expect(rest(.paging, proposed: 200) == 390)
        #expect(rest(.paging, proposed: 1000) == 390)
        #expect(rest(.paging, start: 390, proposed: 300) == 390)
        #expect(rest(.continuous, proposed: 123) == 123)
        #expect(rest(.continuous, proposed: 500) == 412)
    }
}
