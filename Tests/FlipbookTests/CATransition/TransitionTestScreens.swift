import Flipbook

/// Two legible 120×180 "screens" for transition tests: a blue list screen showing a big "1" and an
/// orange detail screen showing a big "2". Each has a header bar with a chip at its left end and cards
/// with a thumbnail at their left, so position, direction and mirroring are all visible.
enum TransitionTestScreens {
    static let width = 120, height = 180

    static let old = RasterImage(
        bitmap: screen(
            background: (204, 224, 255), header: (26, 77, 178), card: (255, 255, 255), accent: (40, 120, 230),
            digit: 1), name: "screen-old")

    static let new = RasterImage(
        bitmap: screen(
            background: (255, 235, 204), header: (217, 89, 26), card: (255, 250, 240), accent: (230, 140, 30),
            digit: 2), name: "screen-new")

    /// A frame of the test screens at `progress` for `subtype`.
    static func frame(
        _ subtype: CATransitionSubtype? = .fromRight, progress: Double,
        old: RasterImage = old, new: RasterImage = new
    ) throws -> TransitionFrame {
        try TransitionFrame(
            oldImage: old, newImage: new, width: Double(width), height: Double(height),
            subtype: subtype, progress: progress)
    }

    typealias RGB = (UInt8, UInt8, UInt8)

    private static func screen(background: RGB, header: RGB, card: RGB, accent: RGB, digit: Int) -> Bitmap {
        var b = Bitmap(width: width, height: height, fill: pixel(background))
        fill(&b, x: 0, y: 0, w: width, h: 28, header)
        fill(&b, x: 6, y: 9, w: 22, h: 10, (255, 255, 255)) // "back" chip, top-left
        fill(&b, x: 44, y: 12, w: 32, h: 4, (255, 255, 255)) // title
        for row in 0..<3 { // cards with a thumbnail at the left
            let y = 36 + row * 26
            fill(&b, x: 8, y: y, w: 104, h: 20, card)
            fill(&b, x: 11, y: y + 3, w: 14, h: 14, accent)
            fill(&b, x: 30, y: y + 5, w: 60, h: 3, (90, 90, 90))
            fill(&b, x: 30, y: y + 11, w: 40, h: 3, (160, 160, 160))
        }
        drawDigit(&b, digit, x: 42, y: 118, color: header)
        return b
    }

    /// A seven-segment digit, 36×54 pixels.
    private static func drawDigit(_ b: inout Bitmap, _ digit: Int, x: Int, y: Int, color: RGB) {
        // Segments a…g: top, upper right, lower right, bottom, lower left, upper left, middle.
        let on: [Int: [Character]] = [1: ["b", "c"], 2: ["a", "b", "g", "e", "d"]]
        let t = 7
        let w = 36
        let h = 54
        let half = h / 2
        for s in on[digit] ?? [] {
            switch s {
            case "a": fill(&b, x: x, y: y, w: w, h: t, color)
            case "b": fill(&b, x: x + w - t, y: y, w: t, h: half + t / 2, color)
            case "c": fill(&b, x: x + w - t, y: y + half - t / 2, w: t, h: half + t / 2, color)
            case "d": fill(&b, x: x, y: y + h - t, w: w, h: t, color)
            case "e": fill(&b, x: x, y: y + half - t / 2, w: t, h: half + t / 2, color)
            case "g": fill(&b, x: x, y: y + half - t / 2, w: w, h: t, color)
            default: break
            }
        }
    }

    private static func fill(_ b: inout Bitmap, x: Int, y: Int, w: Int, h: Int, _ c: RGB) {
        for yy in y..<(y + h) { for xx in x..<(x + w) { b[xx, yy] = pixel(c) } }
    }

    private static func pixel(_ c: RGB) -> PremultipliedPixel {
        PremultipliedPixel(r: c.0, g: c.1, b: c.2, a: 255)
    }
}
