import Foundation
import Testing

@testable import Flipbook

/// The compositional layout's arithmetic, without views, against figures worked by hand.
@Suite struct CompositionalLayoutSolverTests {
    typealias Spec = CompositionalSpec

    func item(_ width: Spec.Dimension, _ height: Spec.Dimension, insets: Spec.Insets = .init()) -> Spec.Element {
        .item(Spec.Item(size: Spec.Size(width: width, height: height), contentInsets: insets))
    }

    func group(
        _ width: Spec.Dimension, _ height: Spec.Dimension, _ arrangement: Spec.Arrangement, _ subitems: [Spec.Element],
        spacing: Spec.Spacing? = nil
    ) -> Spec.Group {
        Spec.Group(
            size: Spec.Size(width: width, height: height), arrangement: arrangement, subitems: subitems,
            interItemSpacing: spacing)
    }

    @Test func aThreeColumnGridRepeatsItsGroupWithInsetsAndSpacing() {
        // 390 wide less 10 + 20 of section insets: groups 360 × 100 of three 120-point slots, each cell inset 2.
        var section = Spec.Section(
            group: group(
                .fractionalWidth(1), .absolute(100), .horizontal(repeating: nil),
                [
                    item(
                        .fractionalWidth(1.0 / 3), .fractionalHeight(1),
                        insets: .init(top: 2, leading: 2, bottom: 2, trailing: 2))
                ]),
            itemCount: 7)
        section.contentInsets = .init(top: 5, leading: 10, bottom: 7, trailing: 20)
        section.interGroupSpacing = 4
        let (sections, size) = CompositionalLayoutSolver(containerSize: CGSize(width: 390, height: 844)).place([section]
        )
        let frames = sections[0].items
        #expect(frames.count == 7)
        #expect(frames[0] == CGRect(x: 12, y: 7, width: 116, height: 96))
        #expect(frames[1].minX == 132 && frames[2].minX == 252)
        #expect(frames[3] == CGRect(x: 12, y: 111, width: 116, height: 96))
        #expect(frames[6] == CGRect(x: 12, y: 215, width: 116, height: 96))
        // Last group ends at 213 + 100, plus the bottom inset.
        #expect(size == CGSize(width: 390, height: 320))
        #expect(sections[0].span == 0...320)
    }

    @Test func aRepeatingSubitemSharesTheGroupLengthWithTheSpacing() {
        let section = Spec.Section(
            group: group(
                .absolute(300), .absolute(50), .horizontal(repeating: 4), [item(.absolute(10), .fractionalHeight(1))],
                spacing: .fixed(10)),
            itemCount: 4)
        let frames = CompositionalLayoutSolver(containerSize: CGSize(width: 300, height: 600)).place([section])
            .sections[0]
            .items
        // (300 − 3 × 10) / 4 = 67.5 each.
        #expect(frames.map(\.minX) == [0, 77.5, 155, 232.5])
        #expect(frames.allSatisfy { $0.width == 67.5 && $0.height == 50 })
    }

    @Test func flexibleInterItemSpacingSharesTheLeftover() {
        // Five 50-point items with at least 10 between them use 290 of 300; the 10 left is shared by 4 gaps.
        let section = Spec.Section(
            group: group(
                .absolute(300), .absolute(50), .horizontal(repeating: nil), [item(.absolute(50), .absolute(50))],
                spacing: .flexible(10)),
            itemCount: 5)
        let frames = CompositionalLayoutSolver(containerSize: CGSize(width: 300, height: 600)).place([section])
            .sections[0]
            .items
        #expect(frames.map(\.minX) == [0, 62.5, 125, 187.5, 250])
    }

    @Test func edgeSpacingMovesItemsAndLimitsHowManyFit() {
        var spaced = Spec.Item(size: Spec.Size(width: .absolute(50), height: .absolute(50)))
        spaced.edgeSpacing = Spec.EdgeSpacing(leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
        let section = Spec.Section(
            group: group(.absolute(200), .absolute(60), .horizontal(repeating: nil), [.item(spaced)]), itemCount: 9)
        let frames = CompositionalLayoutSolver(containerSize: CGSize(width: 200, height: 600)).place([section])
            .sections[0]
            .items
        // Each item needs 60: three fit in 200 per group.
        #expect(frames.prefix(3).map(\.minX) == [10, 70, 130])
        #expect(frames.prefix(3).allSatisfy { $0.minY == 5 })
        #expect(frames[3].origin == CGPoint(x: 10, y: 65))
    }

    @Test func nestedGroupsConsumeItemsInOrder() {
        // A large item two thirds wide beside a column of two small ones, 300 × 200 per group.
        let column = group(
            .fractionalWidth(1.0 / 3), .fractionalHeight(1), .vertical(repeating: nil),
            [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let section = Spec.Section(
            group: group(
                .absolute(300), .absolute(200), .horizontal(repeating: nil),
                [item(.fractionalWidth(2.0 / 3), .fractionalHeight(1)), .group(column)]),
            itemCount: 5)
        let frames = CompositionalLayoutSolver(containerSize: CGSize(width: 300, height: 600)).place([section])
            .sections[0]
            .items
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 200, height: 200), CGRect(x: 200, y: 0, width: 100, height: 100),
                CGRect(x: 200, y: 100, width: 100, height: 100), CGRect(x: 0, y: 200, width: 200, height: 200),
                CGRect(x: 200, y: 200, width: 100, height: 100),
            ])
    }

    @Test func aCustomGroupPlacesItsItemsAtItsFrames() {
        let section = Spec.Section(
            group: group(
                .absolute(300), .absolute(100),
                .custom([CGRect(x: 5, y: 5, width: 40, height: 40), CGRect(x: 100, y: 50, width: 20, height: 20)]),
                []),
            itemCount: 3)
        let frames = CompositionalLayoutSolver(containerSize: CGSize(width: 300, height: 600)).place([section])
            .sections[0]
            .items
        #expect(frames.map(\.origin) == [CGPoint(x: 5, y: 5), CGPoint(x: 100, y: 50), CGPoint(x: 5, y: 105)])
    }

    @Test func anOrthogonalSectionRunsItsGroupsAcross() {
        var section = Spec.Section(
            group: group(
                .absolute(250), .absolute(150), .horizontal(repeating: nil),
                [item(.fractionalWidth(1), .fractionalHeight(1))]),
            itemCount: 3)
        section.interGroupSpacing = 10
        section.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.orthogonal = .groupPaging
        let (sections, size) = CompositionalLayoutSolver(containerSize: CGSize(width: 390, height: 844)).place([section]
        )
        #expect(sections[0].items.map(\.minX) == [16, 276, 536])
        #expect(size.height == 150)
        let band = sections[0].orthogonal
        #expect(band?.frame == CGRect(x: 0, y: 0, width: 390, height: 150))
        // 536 + 250 + the trailing inset.
        #expect(band?.contentLength == 802)
    }

    @Test func boundaryItemsSitOutsideTheInsetsAndSectionsAreSpaced() {
        var section = Spec.Section(
            group: group(
                .fractionalWidth(1), .absolute(50), .horizontal(repeating: nil),
                [item(.fractionalWidth(1), .fractionalHeight(1))]),
            itemCount: 1)
        section.contentInsets = .init(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundaries = [
            Spec.Boundary(size: Spec.Size(width: .fractionalWidth(1), height: .estimated(44)), alignment: .top),
            Spec.Boundary(size: Spec.Size(width: .fractionalWidth(1), height: .absolute(30)), alignment: .bottom),
        ]
        var solver = CompositionalLayoutSolver(containerSize: CGSize(width: 390, height: 844))
        solver.interSectionSpacing = 8
        let (sections, size) = solver.place([section, section])
        #expect(
            sections[0].boundaries.map(\.frame) == [
                CGRect(x: 20, y: 0, width: 350, height: 44), CGRect(x: 20, y: 114, width: 350, height: 30),
            ])
        #expect(sections[0].items == [CGRect(x: 20, y: 54, width: 350, height: 50)])
        #expect(sections[0].span == 0...144)
        #expect(sections[1].span == 152...296)
        #expect(size.height == 296)
        var wide = section
        wide.supplementariesFollowContentInsets = false
        #expect(solver.place(wide, at: 0).boundaries[0].frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func aHorizontalLayoutIsSolvedTransposed() {
        // Columns 100 wide of two items half the 200-point height each, in a layout scrolling sideways.
        let column = group(
            .absolute(100), .fractionalHeight(1), .vertical(repeating: nil),
            [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let section = Spec.Section(group: column, itemCount: 4)
        let (sections, size) = CompositionalLayoutSolver(containerSize: CGSize(width: 200, height: 400)).place([
            section.transposed
        ])
        let frames = sections[0].transposed.items
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 100, width: 100, height: 100),
                CGRect(x: 100, y: 0, width: 100, height: 100), CGRect(x: 100, y: 100, width: 100, height: 100),
            ])
        #expect(size.height == 200)
    }
}
