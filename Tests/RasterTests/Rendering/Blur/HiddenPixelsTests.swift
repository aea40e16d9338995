import Testing

@testable import Raster

/// Backdrops and shadows leave out the pixels a later opaque item paints over: the frame must be the
/// same as when that item is drawn in a separate pass, where nothing can be left out.
@Suite struct HiddenPixelsTests {
    @Test func backdropsAndShadowsUnderAnOpaqueCardLookTheSame() {
        var under: [DisplayItem] = (0..<10).map { i in
            .fill(
                FillItem(
                    rect: Rect(x: Double(i) * 13, y: 0, width: 7, height: 140),
                    color: Color(red: Double(i) / 9, green: 0.4, blue: 1 - Double(i) / 9)))
        }
        let card = FillItem(
            rect: Rect(x: 20.5, y: 30.25, width: 80, height: 70), radii: CornerRadii(10), color: .white)
        under.append(
            .backdrop(BackdropItem(shape: ClipShape(rect: Rect(x: 0, y: 10, width: 130, height: 120)), sigma: 9)))
        under.append(
            .fill(
                FillItem(
                    rect: Rect(x: 0, y: 10, width: 130, height: 120),
                    color: Color(red: 0, green: 0, blue: 0, alpha: 0.2))))
        under.append(
            .group(
                GroupItem(
                    shadow: Shadow(
                        color: Color(red: 0, green: 0, blue: 0.2, alpha: 0.5), offsetX: 2.5, offsetY: 6, sigma: 11),
                    children: [.fill(card)])))
        let list = DisplayList(width: 130, height: 140, background: .white, items: under + [.fill(card)])
        #expect(Visibility(list.items, within: IntRect(minX: 0, minY: 0, maxX: 130, maxY: 140)).hiddenRect(10) != nil)
        var separate = Rasterizer().render(DisplayList(width: 130, height: 140, background: .white, items: under))
        Rasterizer().draw([.fill(card)], onto: &separate)
        for threads in [1, 3] {
            expectIdentical(Rasterizer(threadCount: threads).render(list), separate, "\(threads) threads")
        }
    }

    /// An opaque item that covers part of a shadow or a backdrop and reaches past its left or right end (found
    /// by the scene-json fuzzer: the visible part left of it was an inverted range, which trapped).
    @Test func anOpaqueItemReachingPastAShadowOrBackdropLeavesTheRestLookingTheSame() {
        let stripes: [DisplayItem] = (0..<10).map { i in
            .fill(
                FillItem(
                    rect: Rect(x: Double(i) * 13, y: 0, width: 7, height: 140),
                    color: Color(red: Double(i) / 9, green: 0.4, blue: 1 - Double(i) / 9)))
        }
        let shadowed: DisplayItem = .group(
            GroupItem(
                shadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), offsetX: 0, offsetY: 3, sigma: 4),
                children: [.fill(FillItem(rect: Rect(x: 60, y: 40, width: 40, height: 40), color: .white))]))
        let backdrop: DisplayItem = .backdrop(
            BackdropItem(shape: ClipShape(rect: Rect(x: 50, y: 30, width: 50, height: 60)), sigma: 5))
        let covers = [
            FillItem(rect: Rect(x: 0, y: 0, width: 70, height: 140), color: .white),
            FillItem(rect: Rect(x: 90, y: 20, width: 40, height: 60), color: Color(red: 0.2, green: 0.6, blue: 1)),
            FillItem(rect: Rect(x: 0, y: 50, width: 130, height: 20), color: .white),
        ]
        for (index, item) in [shadowed, backdrop].enumerated() {
            for cover in covers {
                let under = stripes + [item]
                let list = DisplayList(width: 130, height: 140, background: .white, items: under + [.fill(cover)])
                let bounds = IntRect(minX: 0, minY: 0, maxX: 130, maxY: 140)
                #expect(Visibility(list.items, within: bounds).hiddenRect(stripes.count) != nil)
                var separate = Rasterizer().render(
                    DisplayList(width: 130, height: 140, background: .white, items: under))
                Rasterizer().draw([.fill(cover)], onto: &separate)
                expectIdentical(Rasterizer().render(list), separate, "item \(index), cover \(cover.rect)")
            }
        }
    }
}
