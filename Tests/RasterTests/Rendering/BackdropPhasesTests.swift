import Testing

@testable import Raster

/// Frames with backdrop blurs paint in bands too (phases with barriers between them); every pixel must
/// be the one a single band over the whole frame paints.
@Suite struct BackdropPhasesTests {
    /// Thin stripes of many colours: a blur that read a wrong or unfinished row would show.
    private func stripes(width: Int, height: Int) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for i in 0..<(width / 5) {
            let rect = Rect(x: Double(i) * 5 + 0.5, y: Double(i % 7), width: 3, height: Double(height - i % 11))
            let red = Double(i % 5) / 4
            let green = Double(i % 3) / 2
            let blue = 1 - Double(i % 4) / 3
            items.append(.fill(FillItem(rect: rect, color: Color(red: red, green: green, blue: blue))))
        }
        return items
    }

    private func backdrop(_ rect: Rect, sigma: Double, radius: Double = 0, transform: Matrix4 = .identity)
        -> DisplayItem
    {
        .backdrop(
            BackdropItem(shape: ClipShape(rect: rect, radii: CornerRadii(radius), transform: transform), sigma: sigma))
    }

    private func expectSameInEveryBanding(_ list: DisplayList, _ comment: String) {
        let whole = Rasterizer(threadCount: 1).render(list)
        for threads in [2, 3, 5, 8] {
            expectIdentical(Rasterizer(threadCount: threads).render(list), whole, "\(comment), \(threads) threads")
        }
    }

    @Test func phasesCutAtEveryItemHoldingABackdrop() {
        let fill = DisplayItem.fill(FillItem(rect: Rect(x: 0, y: 0, width: 4, height: 4), color: .white))
        let blur = backdrop(Rect(x: 0, y: 0, width: 4, height: 4), sigma: 3)
        let group = DisplayItem.group(GroupItem(opacity: 0.5, children: [fill, blur]))
        #expect(BandPhase.phases(of: []) == [.run(0..<0)])
        #expect(BandPhase.phases(of: [fill, fill]) == [.run(0..<2)])
        #expect(BandPhase.phases(of: [blur, fill]) == [.run(0..<0), .blur(0), .run(0..<2)])
        #expect(
            BandPhase.phases(of: [fill, blur, fill, blur, group, fill]) == [
                .run(0..<1), .blur(1), .run(1..<3), .blur(3), .run(3..<4), .whole(4), .run(5..<6),
            ])
        #expect(BandPhase.phases(of: [group]) == [.run(0..<0), .whole(0)])
    }

    @Test func topLevelBackdropsWithTintsAndCardsOverThem() {
        let (w, h) = (120, 180)
        var items = stripes(width: w, height: h)
        let sheet = Rect(x: 4.5, y: 20.25, width: 110, height: 140)
        items.append(backdrop(sheet, sigma: 9, radius: 12))
        items.append(
            .fill(FillItem(rect: sheet, radii: CornerRadii(12), color: Color(red: 1, green: 1, blue: 1, alpha: 0.3))))
        items.append(.fill(FillItem(rect: Rect(x: 30, y: 60, width: 60, height: 40), color: .white)))
        // A second, small-σ blur (direct weights) over the first one's output, across band edges.
        items.append(backdrop(Rect(x: 0, y: 50, width: 120, height: 70), sigma: 1.5))
        // A large one, on a reduced grid, turned a little.
        let turn = Matrix4(a: 0.98, b: 0.199, c: -0.199, d: 0.98, tx: 10, ty: 0)
        items.append(backdrop(Rect(x: 10, y: 30, width: 90, height: 120), sigma: 40, radius: 20, transform: turn))
        items.append(
            .group(
                GroupItem(
                    shadow: Shadow(
                        color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offsetX: 1.5, offsetY: 4, sigma: 6),
                    children: [.fill(FillItem(rect: Rect(x: 20, y: 120, width: 70, height: 30), color: .white))])))
        expectSameInEveryBanding(DisplayList(width: w, height: h, background: .white, items: items), "top level")
    }

    @Test func aBackdropFirstAndAGroupHoldingOne() {
        let (w, h) = (96, 160)
        let first = backdrop(Rect(x: 0, y: 0, width: 96, height: 160), sigma: 5)
        var items = [first] + stripes(width: w, height: h)
        items.append(
            .group(
                GroupItem(
                    opacity: 0.8,
                    children: [
                        .fill(
                            FillItem(
                                rect: Rect(x: 10, y: 40, width: 70, height: 80),
                                color: Color(red: 0, green: 0.5, blue: 0))),
                        backdrop(Rect(x: 5, y: 30, width: 80, height: 100), sigma: 7, radius: 8),
                    ])))
        items.append(backdrop(Rect(x: 0, y: 70, width: 96, height: 20), sigma: 3))
        let list = DisplayList(width: w, height: h, background: Color(red: 0.2, green: 0.3, blue: 0.9), items: items)
        expectSameInEveryBanding(list, "first and nested")
    }

    @Test func stopsBetweenPhases() {
        let items = stripes(width: 64, height: 96) + [backdrop(Rect(x: 0, y: 0, width: 64, height: 96), sigma: 4)]
        #expect(
            Rasterizer(threadCount: 3).render(DisplayList(width: 64, height: 96, items: items), stoppingWhen: { true })
                == nil)
    }
}
