import Testing

@testable import Raster

/// Solid fills of a backdrop's shape right after it are painted span by span with the blur: the frame
/// must be the same as when they are drawn in a separate pass.
@Suite struct BackdropTintTests {
    @Test func tintsPaintedWithTheBlurLookTheSameAsSeparateFills() {
        let stripes: [DisplayItem] = (0..<12).map { i in
            .fill(
                FillItem(
                    rect: Rect(x: Double(i) * 11 - 3, y: 0, width: 6, height: 150),
                    color: Color(red: Double(i) / 11, green: 0.5, blue: 1 - Double(i) / 11)))
        }
        let sheets = [
            // Beyond the frame on three sides, as a full-screen UIVisualEffectView.
            ClipShape(rect: Rect(x: -4, y: 20.5, width: 140, height: 140)),
            ClipShape(rect: Rect(x: 12.25, y: 15, width: 90, height: 100), radii: CornerRadii(14)),
            ClipShape(
                rect: Rect(x: 20, y: 30, width: 80, height: 70), radii: CornerRadii(9),
                transform: rotation(7, about: 60, 65)),
        ]
        let tints = [
            Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.45), Color(red: 0, green: 0, blue: 0, alpha: 0.15),
            Color(red: 0.98, green: 0.98, blue: 0.98, alpha: 1),
        ]
        for (n, sheet) in sheets.enumerated() {
            for count in 1...tints.count {
                let fills: [DisplayItem] = tints.prefix(count).map { color in
                    .fill(FillItem(rect: sheet.rect, radii: sheet.radii, color: color, transform: sheet.transform))
                }
                let backdrop = stripes + [.backdrop(BackdropItem(shape: sheet, sigma: 10))]
                let list = DisplayList(width: 128, height: 150, background: .white, items: backdrop + fills)
                let visibility = Visibility(list.items, within: IntRect(minX: 0, minY: 0, maxX: 128, maxY: 150))
                #expect(Painter().backdropTints(list.items, after: stripes.count, visibility).count == count)
                var separate = Rasterizer().render(
                    DisplayList(width: 128, height: 150, background: .white, items: backdrop))
                Rasterizer().draw(fills, onto: &separate)
                expectIdentical(Rasterizer(threadCount: 2).render(list), separate, "sheet \(n), \(count) tints")
            }
        }
    }

    @Test func onlyFillsOfTheSameShapeAreTints() {
        let sheet = ClipShape(rect: Rect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(6))
        let items: [DisplayItem] = [
            .backdrop(BackdropItem(shape: sheet, sigma: 4)),
            .fill(FillItem(rect: sheet.rect, radii: sheet.radii, color: .black)),
            .fill(FillItem(rect: sheet.rect, radii: CornerRadii(5), color: .black)),
            .fill(FillItem(rect: sheet.rect, radii: sheet.radii, color: .white)),
        ]
        let visibility = Visibility(items, within: IntRect(minX: 0, minY: 0, maxX: 40, maxY: 40))
        #expect(Painter().backdropTints(items, after: 0, visibility).count == 1)
        var continuous = items
        continuous[0] = .backdrop(
            BackdropItem(shape: ClipShape(rect: sheet.rect, radii: sheet.radii, continuous: true), sigma: 4))
        #expect(Painter().backdropTints(continuous, after: 0, visibility).isEmpty)
    }
}
