import Foundation
import Testing

@testable import Flipbook

/// The placement engine alone, in an iPhone 14's allowed area: 390 × 844 points inside a 47 / 34 point safe
/// area and 10-point margins.
@MainActor
@Suite struct PopoverPlacementTests {
    private let area = CGRect(x: 10, y: 57, width: 370, height: 743)

    private func place(
        _ source: CGRect, _ size: CGSize, _ permitted: [PopoverPlacement.Direction] = [.up, .down, .left, .right],
        overlap: Bool = false
    ) -> PopoverPlacement {
        PopoverPlacement(
            .init(area: area, source: source, preferredSize: size, permitted: permitted, canOverlapSource: overlap))
    }

    @Test func amongDirectionsThatFitTheOneWithMostRoomWins() {
        // Below: 370 × 647 points of room; to the right: 307 × 743. Above and to the left there is none.
        let placement = place(CGRect(x: 20, y: 100, width: 40, height: 40), CGSize(width: 200, height: 150))
        #expect(placement.direction == .up)
        #expect(placement.bubble == CGRect(x: 10, y: 153, width: 200, height: 150), "held inside the left margin")
        #expect(placement.frame == CGRect(x: 10, y: 140, width: 200, height: 163), "the arrow's 13 points included")
        #expect(placement.tip == CGPoint(x: 40, y: 140), "the tip touches the source's middle")
    }

    @Test func aLowSourceGetsItsPopoverAbove() {
        let placement = place(CGRect(x: 175, y: 700, width: 40, height: 40), CGSize(width: 200, height: 300))
        #expect(placement.direction == .down)
        #expect(placement.bubble == CGRect(x: 95, y: 387, width: 200, height: 300))
        #expect(placement.tip == CGPoint(x: 195, y: 700))
    }

    @Test func onlyPermittedDirectionsAreTried() {
        let placement = place(CGRect(x: 20, y: 100, width: 40, height: 40), CGSize(width: 200, height: 150), [.left])
        #expect(placement.direction == .left)
        #expect(placement.bubble == CGRect(x: 73, y: 57, width: 200, height: 150), "held below the top margin")
        #expect(placement.frame == CGRect(x: 60, y: 57, width: 213, height: 150))
        #expect(placement.tip == CGPoint(x: 60, y: 120))
    }

    @Test func theBubbleIsClampedToTheMarginsAndTheArrowStaysOnTheSource() {
        let placement = place(CGRect(x: 350, y: 400, width: 30, height: 30), CGSize(width: 300, height: 100), [.up])
        #expect(placement.bubble.minX == 80 && placement.bubble.maxX == 380)
        #expect(placement.tip == CGPoint(x: 365, y: 430))
    }

    @Test func withoutRoomForAllOfItTheDirectionShowingMostWinsAndTheContentIsCut() {
        // Above: 300 × 337 points; below: 300 × 330; beside: 147 points wide.
        let placement = place(CGRect(x: 170, y: 400, width: 50, height: 50), CGSize(width: 300, height: 600))
        #expect(placement.direction == .up)
        #expect(placement.bubble.size == CGSize(width: 300, height: 337))
        #expect(placement.bubble.maxY == 800, "down to the bottom margin")
    }

    @Test func mayCoverTheSourceWhenAllowed() {
        let source = CGRect(x: 170, y: 400, width: 50, height: 50)
        let placement = place(source, CGSize(width: 300, height: 600), [.up], overlap: true)
        #expect(placement.bubble == CGRect(x: 45, y: 200, width: 300, height: 600))
        #expect(placement.bubble.intersects(source))
    }

    @Test func aDefaultSizeIs320PointsWideAndAsTallAsThereIsRoom() {
        let placement = place(CGRect(x: 175, y: 100, width: 40, height: 40), .zero, [.up])
        #expect(placement.bubble == CGRect(x: 35, y: 153, width: 320, height: 647))
    }

    @Test func withNoDirectionAllowedItShowsWithoutAnArrowOverTheSource() {
        let placement = place(CGRect(x: 175, y: 400, width: 40, height: 40), CGSize(width: 200, height: 100), [])
        #expect(placement.direction == nil)
        #expect(placement.frame == CGRect(x: 95, y: 370, width: 200, height: 100))
    }

    @Test func theArrowIsPinnedAgainstACornerItComesTooCloseTo() {
        let placement = place(CGRect(x: 350, y: 100, width: 30, height: 30), CGSize(width: 250, height: 200), [.up])
        let shape = PopoverShape(placement: placement)
        let box = shape.path.boundingBox
        #expect(box == CGRect(origin: .zero, size: placement.frame.size), "the outline fills the frame")
        #expect(shape.arrowInsets == UIEdgeInsets(top: 13, left: 0, bottom: 0, right: 0))
        // The right corner is squared: the outline reaches the frame's top-right corner of the bubble.
        #expect(shape.path.contains(CGPoint(x: placement.frame.width - 0.5, y: 13.5)))
        #expect(
            !PopoverShape(
                placement: place(CGRect(x: 175, y: 100, width: 40, height: 40), CGSize(width: 250, height: 200), [.up])
            ).path.contains(CGPoint(x: 249.5, y: 13.5)), "a centred arrow leaves the corners round")
    }
}
