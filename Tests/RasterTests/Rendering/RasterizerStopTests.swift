import Testing

@testable import Raster

/// `Rasterizer.render(_:stoppingWhen:)`: a long frame is abandoned between items, nested ones too.
@Suite struct RasterizerStopTests {
    /// `count` translucent fills (none hides another), optionally inside one group.
    func list(fills count: Int, grouped: Bool = false) -> DisplayList {
        let fills = (0..<count).map { i in
            DisplayItem.fill(
                FillItem(
                    rect: Rect(x: Double(i), y: 0, width: 8, height: 8),
                    color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        }
        let items = grouped ? [DisplayItem.group(GroupItem(children: fills))] : fills
        return DisplayList(width: 32, height: 32, background: .white, items: items)
    }

    @Test func aCheckThatNeverStopsGivesTheUsualFrame() {
        let frame = list(fills: 10)
        let stop = StopAfter(calls: .max)
        #expect(Rasterizer().render(frame, stoppingWhen: stop.check) == Rasterizer().render(frame))
        #expect(stop.count == 11) // before each of the ten items, and once at the end
    }

    @Test(arguments: [false, true])
    func stopsAtTheNextItemAndReturnsNothing(grouped: Bool) {
        let stop = StopAfter(calls: 3)
        #expect(Rasterizer().render(list(fills: 10, grouped: grouped), stoppingWhen: stop.check) == nil)
        // Asked before items 1, 2, 3 (and the group), stopping at the fourth ask; plus the final check.
        #expect(stop.count == 5)
    }

    @Test func everyBandStops() {
        let stop = StopAfter(calls: 0)
        #expect(Rasterizer(threadCount: 2).render(list(fills: 10), stoppingWhen: stop.check) == nil)
        #expect(stop.count == 3) // once per band, then the final check
    }
}
