import Foundation

@testable import Flipbook

/// Renders effect frames of the test screens, and (for reviewing by eye) contact sheets.
enum EffectRendering {
    /// What shows behind the layer where an effect uncovers it (a dark "window" grey).
    static let backdrop = Color(red: 0.16, green: 0.16, blue: 0.19)

    /// One frame of `type` at `progress`, 120×180.
    static func frame(
        _ type: CATransitionType, _ subtype: CATransitionSubtype?, progress: Double,
        background: Color = backdrop, old: RasterImage = TransitionTestScreens.old,
        new: RasterImage = TransitionTestScreens.new
    ) throws -> Bitmap {
        let items = try type.effect().items(
            for: try TransitionTestScreens.frame(subtype, progress: progress, old: old, new: new))
        return Rasterizer().render(
            DisplayList(
                width: TransitionTestScreens.width, height: TransitionTestScreens.height,
                background: background, items: items))
    }

    /// Frames side by side in rows (one row per array), with a 4-pixel gutter, each pixel drawn
    /// `zoom × zoom` times.
    static func sheet(_ rows: [[Bitmap]], zoom: Int = 1) -> Bitmap {
        let w = TransitionTestScreens.width * zoom
        let h = TransitionTestScreens.height * zoom
        let gap = 4
        let columns = rows.map(\.count).max() ?? 0
        var out = Bitmap(
            width: columns * (w + gap) + gap, height: rows.count * (h + gap) + gap,
            fill: PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        for (r, row) in rows.enumerated() {
            for (c, frame) in row.enumerated() {
                for y in 0..<h {
                    for x in 0..<w { out[gap + c * (w + gap) + x, gap + r * (h + gap) + y] = frame[x / zoom, y / zoom] }
                }
            }
        }
        return out
    }

    /// Writes a contact sheet of `type` (rows: subtypes; columns: 0, ¼, ½, ¾, 1 and extra steps) to
    /// `$FLIPBOOK_SHEETS/<type>.png` when that variable is set (zoomed by `$FLIPBOOK_SHEETS_ZOOM`, and
    /// limited to the progress values in `$FLIPBOOK_SHEETS_STEPS`, comma-separated, when set); does
    /// nothing otherwise.
    static func writeSheetIfRequested(
        _ type: CATransitionType, subtypes: [CATransitionSubtype?],
        steps defaultSteps: [Double] = [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1]
    ) throws {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment["FLIPBOOK_SHEETS"] else { return }
        let zoom = environment["FLIPBOOK_SHEETS_ZOOM"].flatMap { Int($0) } ?? 1
        let steps =
            environment["FLIPBOOK_SHEETS_STEPS"].map { $0.split(separator: ",").compactMap { Double($0) } }
            ?? defaultSteps
        let rows = try subtypes.map { s in try steps.map { try frame(type, s, progress: $0) } }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNGEncoder().write(
            sheet(rows, zoom: max(1, zoom)),
            to: URL(fileURLWithPath: folder).appendingPathComponent("\(type.rawValue).png"))
    }
}
