import Foundation
import Testing

@testable import Flipbook

/// The flow layout's line filling and justification, without views.
@Suite struct FlowLayoutSolverTests {
    func section(_ count: Int, size: CGSize = CGSize(width: 100, height: 50), insets: UIEdgeInsets = .zero)
        -> FlowLayoutSolver.Section
    {
        FlowLayoutSolver.Section(
            itemSizes: Array(repeating: size, count: count), insets: insets, lineSpacing: 10, interitemSpacing: 10,
            headerSize: .zero, footerSize: .zero)
    }

    @Test func fullLinesAreJustifiedAndTheLastLineKeepsMinimumSpacing() {
        // 340 wide: three 100-point items fit with 10-point gaps (320); the fourth wraps.
        let solver = FlowLayoutSolver(vertical: true, containerAlong: 340)
        let (sections, size) = solver.place([section(5)])
        let frames = sections[0].items
        #expect(frames.map(\.minX) == [0, 120, 240, 0, 110])
        #expect(frames.map(\.minY) == [0, 0, 0, 60, 60])
        #expect(size == CGSize(width: 340, height: 110))
    }

    @Test func aLoneItemIsCentredAndAnOversizedOneGetsItsOwnLine() {
        let solver = FlowLayoutSolver(vertical: true, containerAlong: 300)
        #expect(solver.place([section(1)]).sections[0].items[0].minX == 100)
        var wide = section(2)
        wide.itemSizes = [CGSize(width: 400, height: 20), CGSize(width: 100, height: 20)]
        let frames = solver.place([wide]).sections[0].items
        #expect(frames[0].minY == 0 && frames[1].minY == 30)
    }

    @Test func itemsAreCentredAcrossTheirLine() {
        var mixed = section(2)
        mixed.itemSizes = [CGSize(width: 100, height: 80), CGSize(width: 100, height: 40)]
        let frames = FlowLayoutSolver(vertical: true, containerAlong: 210).place([mixed]).sections[0].items
        #expect(frames[1].minY == 20)
    }

    @Test func headersFootersAndInsetsStackInOrder() {
        var first = section(3, insets: UIEdgeInsets(top: 5, left: 20, bottom: 7, right: 20))
        first.headerSize = CGSize(width: 0, height: 30)
        first.footerSize = CGSize(width: 0, height: 12)
        let (sections, size) = FlowLayoutSolver(vertical: true, containerAlong: 360).place([first, section(1)])
        #expect(sections[0].header == CGRect(x: 0, y: 0, width: 360, height: 30))
        #expect(sections[0].items[0] == CGRect(x: 20, y: 35, width: 100, height: 50))
        #expect(sections[0].items[2].maxX == 340)
        #expect(sections[0].footer == CGRect(x: 0, y: 92, width: 360, height: 12))
        #expect(sections[1].items[0].minY == 104)
        #expect(size.height == 154)
    }

    @Test func horizontalScrollingFillsColumns() {
        let (sections, size) = FlowLayoutSolver(vertical: false, containerAlong: 120).place([
            section(3, size: CGSize(width: 80, height: 50))
        ])
        #expect(sections[0].items.map(\.minX) == [0, 0, 90])
        #expect(sections[0].items.map(\.minY) == [0, 70, 0])
        #expect(size == CGSize(width: 170, height: 120))
    }
}
