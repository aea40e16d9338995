import Foundation
import Testing

@testable import Flipbook

@MainActor
@Suite struct SheetLayoutTests {
    private let layout = SheetLayout(
        bounds: CGRect(x: 0, y: 0, width: 390, height: 844), safeTop: 47, isCompactHeight: false)

    @Test func theSheetStartsTenPointsBelowTheStatusBar() {
        #expect(layout.sheetFrame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(layout.maximumDetentValue == 787)
        #expect(layout.top(forDetentValue: 787) == 57)
    }

    @Test func cardsShrinkAboutTheirCentreWithTheirTopAtTheStatusBar() {
        let full = CGRect(x: 0, y: 0, width: 390, height: 844)
        let one = layout.cardTransform(for: full, depth: 1)
        let card = full.applying(CGAffineTransform(translationX: -195, y: -422)).applying(one)
            .applying(CGAffineTransform(translationX: 195, y: 422))
        #expect(abs(card.minY - 47) < 1e-9)
        #expect(abs(card.width - 358) < 1e-9, "16 points narrower on each side")
        #expect(abs(card.midX - 195) < 1e-9)
        #expect(abs(layout.cardScale(depth: 2) - (358.0 / 390) * (358.0 / 390)) < 1e-12)
        #expect(layout.cardTransform(for: full, depth: 0) == .identity)
    }

    @Test func compactHeightSheetsCoverTheContainerAndNothingShrinks() {
        let landscape = SheetLayout(
            bounds: CGRect(x: 0, y: 0, width: 852, height: 393), safeTop: 0, isCompactHeight: true)
        #expect(landscape.sheetFrame == landscape.bounds)
        #expect(landscape.cardTransform(for: landscape.bounds, depth: 1) == .identity)
    }

    @Test func edgeAttachedSheetsAreCentredAndNoWiderThanTheContainer() {
        var layout = SheetLayout(
            bounds: CGRect(x: 0, y: 0, width: 852, height: 393), safeTop: 0, isCompactHeight: true,
            edgeAttachedWidth: SheetLayout.edgeAttachedWidth(in: CGSize(width: 852, height: 393)))
        #expect(layout.sheetFrame == CGRect(x: 229.5, y: 10, width: 393, height: 383))
        layout.edgeAttachedWidth = 2000
        #expect(layout.sheetFrame == CGRect(x: 0, y: 10, width: 852, height: 383))
        layout.isCompactHeight = false
        #expect(layout.sheetFrame.width == 852, "only compact height attaches to the edge")
    }

    @Test func theRubberBandGivesLessThanThePullAndNeverReachesTheDimension() {
        let small = SheetLayout.rubberBand(10, dimension: 787)
        let large = SheetLayout.rubberBand(200, dimension: 787)
        #expect(small > 0 && small < 10)
        #expect(large > small && large < 200)
        #expect(abs(large - (1 - 1 / (200 * 0.55 / 787 + 1)) * 787) < 1e-9)
        #expect(SheetLayout.rubberBand(1e9, dimension: 787) < 787)
        #expect(SheetLayout.rubberBand(-5, dimension: 787) == 0)
    }

    @Test func releasesDismissPastHalfTheSheetOrWhenThrown() {
        #expect(!SheetLayout.dismisses(offset: 300, velocity: 0, height: 787))
        #expect(SheetLayout.dismisses(offset: 400, velocity: 0, height: 787))
        #expect(SheetLayout.dismisses(offset: 100, velocity: 1000, height: 787), "a throw projects ~499 points")
        #expect(!SheetLayout.dismisses(offset: 380, velocity: -200, height: 787), "thrown back up")
    }
}
