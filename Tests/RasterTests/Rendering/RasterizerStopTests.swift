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
        // Before zeroing the new bitmap's one band of rows, before clearing it to the background, before
        // each of the ten items, and once at the end.
        #expect(stop.count == 13)
    }

    @Test(arguments: [false, true])
    func stopsAtTheNextItemAndReturnsNothing(grouped: Bool) {
        let stop = StopAfter(calls: 3)
        #expect(Rasterizer().render(list(fills: 10, grouped: grouped), stoppingWhen: stop.check) == nil)
        // Asked before zeroing the new bitmap, before clearing it, before item 1 (or the group), stopping at
        // the next ask (item 2, or the group's first child); plus the final check.
        #expect(stop.count == 5)
    }

    @Test func everyBandStops() {
        let stop = StopAfter(calls: 0)
        var bitmap = Bitmap(width: 32, height: 32)
        #expect(!Rasterizer(threadCount: 2).render(list(fills: 10), into: &bitmap, stoppingWhen: stop.check))
        #expect(stop.count == 3) // once per band (before clearing it), then the final check
    }

    @Test func aNewBitmapStopsBeforeAnyBand() {
        let stop = StopAfter(calls: 0)
        #expect(Rasterizer(threadCount: 2).render(list(fills: 10), stoppingWhen: stop.check) == nil)
        #expect(stop.count == 1) // asked before zeroing the bitmap's first rows
    }
}
