import Foundation
import Testing

@testable import Flipbook

/// Self-sizing in the compositional solver: estimated lengths give way to measured sizes (plain values), and
/// estimated groups take their content's extent. Figures worked by hand.
@Suite struct CompositionalItemPlacerTests {
    typealias Spec = CompositionalSpec

    func item(_ width: Spec.Dimension, _ height: Spec.Dimension) -> Spec.Element {
        .item(Spec.Item(size: Spec.Size(width: width, height: height)))
    }

    func section(
        _ width: Spec.Dimension, _ height: Spec.Dimension, _ subitems: [Spec.Element], count: Int,
        measured: [Int: CGSize] = [:]
    ) -> Spec.Section {
        var section = Spec.Section(
            group: Spec.Group(
                size: Spec.Size(width: width, height: height), arrangement: .horizontal(repeating: nil),
                subitems: subitems),
            itemCount: count)
        section.measuredItemSizes = measured
        return section
    }

    func place(_ section: Spec.Section) -> (CompositionalLayoutSolver.PlacedSection, CGSize) {
        let (sections, size) = CompositionalLayoutSolver(containerSize: CGSize(width: 390, height: 844)).place([
            section
        ])
        return (sections[0], size)
    }

    @Test func listRowsTakeTheirMeasuredHeightsAndUnmeasuredOnesTheEstimate() {
        let (placed, size) = place(
            section(
                .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))], count: 3,
                measured: [0: CGSize(width: 390, height: 60), 2: CGSize(width: 390, height: 30)]))
        #expect(placed.items.map(\.height) == [60, 44, 30])
        #expect(placed.items.map(\.minY) == [0, 60, 104])
        #expect(placed.items.allSatisfy { $0.width == 390 })
        #expect(size.height == 134)
        #expect(placed.itemSelfSizing.allSatisfy { !$0.width && $0.height })
    }

    @Test func aMeasuredWidthAlongAFixedLengthIsIgnored() {
        let (placed, _) = place(
            section(
                .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))], count: 1,
                measured: [0: CGSize(width: 120, height: 50)]))
        #expect(placed.items == [CGRect(x: 0, y: 0, width: 390, height: 50)])
    }

    @Test func aRowOfTwoColumnsIsAsTallAsItsTallestItemWhileEachKeepsItsOwnHeight() {
        let (placed, size) = place(
            section(
                .fractionalWidth(1), .estimated(50), [item(.fractionalWidth(0.5), .estimated(50))], count: 4,
                measured: [
                    0: CGSize(width: 195, height: 60), 1: CGSize(width: 195, height: 90),
                    2: CGSize(width: 195, height: 40),
                ]))
        #expect(placed.items.map(\.height) == [60, 90, 40, 50])
        #expect(placed.items.map(\.minY) == [0, 0, 90, 90])
        #expect(placed.items.map(\.minX) == [0, 195, 0, 195])
        #expect(size.height == 140)
    }

    @Test func uniformAcrossSiblingsGivesEveryItemOfTheRowTheLargestHeight() {
        let (placed, _) = place(
            section(
                .fractionalWidth(1), .estimated(50), [item(.fractionalWidth(0.5), .uniformAcrossSiblings(50))],
                count: 4,
                measured: [
                    0: CGSize(width: 195, height: 60), 1: CGSize(width: 195, height: 90),
                    2: CGSize(width: 195, height: 40),
                ]))
        #expect(placed.items.map(\.height) == [90, 90, 50, 50])
    }

    @Test func aSiblingAsTallAsItsGroupStretchesToTheMeasuredHeight() {
        // A 44-wide icon beside a 330-wide text; the next icon would need 418 of 390, so two items a row.
        let (placed, _) = place(
            section(
                .fractionalWidth(1), .estimated(44),
                [item(.absolute(44), .fractionalHeight(1)), item(.absolute(330), .estimated(44))], count: 2,
                measured: [1: CGSize(width: 330, height: 70)]))
        #expect(
            placed.items == [CGRect(x: 0, y: 0, width: 44, height: 70), CGRect(x: 44, y: 0, width: 330, height: 70)])
    }

    @Test func chipsWithEstimatedWidthsRunAlongAnOrthogonalSectionAtTheirMeasuredWidths() throws {
        var chips = section(
            .estimated(60), .absolute(32), [item(.estimated(60), .absolute(32))], count: 3,
            measured: [0: CGSize(width: 80, height: 32), 1: CGSize(width: 50, height: 32)])
        chips.orthogonal = .continuous
        chips.interGroupSpacing = 8
        chips.contentInsets = Spec.Insets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let (placed, _) = place(chips)
        #expect(placed.items.map(\.minX) == [16, 104, 162])
        #expect(placed.items.map(\.width) == [80, 50, 60])
        let band = try #require(placed.orthogonal)
        #expect(band.groupFrames.map(\.width) == [80, 50, 60])
        #expect(band.contentLength == 238)
    }

    @Test func aVerticalGroupWithAnEstimatedHeightStacksEachSubitemOnceAndGrowsToFit() {
        var stacked = Spec.Section(
            group: Spec.Group(
                size: Spec.Size(width: .fractionalWidth(1), height: .estimated(100)),
                arrangement: .vertical(repeating: nil),
                subitems: [item(.fractionalWidth(1), .estimated(30)), item(.fractionalWidth(1), .absolute(20))],
                interItemSpacing: .fixed(4)),
            itemCount: 4)
        stacked.measuredItemSizes = [0: CGSize(width: 390, height: 50), 2: CGSize(width: 390, height: 10)]
        let (placed, size) = place(stacked)
        #expect(placed.items.map(\.minY) == [0, 54, 74, 88])
        #expect(placed.items.map(\.height) == [50, 20, 10, 20])
        #expect(size.height == 108)
    }

    @Test func aHorizontalLayoutReadsMeasuredSizesTurnedWithItsSections() {
        let section = section(
            .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))], count: 2,
            measured: [0: CGSize(width: 390, height: 70)])
        let turned = section.transposed
        #expect(turned.measuredItemSizes == [0: CGSize(width: 70, height: 390)])
        let placed = CompositionalLayoutSolver(containerSize: CGSize(width: 844, height: 390)).place([turned])
            .sections[0].transposed
        #expect(placed.items.map(\.height) == [70, 44])
        #expect(placed.itemSelfSizing.allSatisfy { !$0.width && $0.height })
    }
}
