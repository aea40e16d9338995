import Foundation

/// The catalog bench's aligned table: the name column as wide as the longest name, numbers right-aligned
/// under their headers, so rows can be printed as each entry finishes.
struct BenchTable {
    /// Width of the first column.
    let nameWidth: Int

    /// Column titles and widths, after the name column.
    static let columns: [(title: String, width: Int)] = [
        ("frames", 6), ("layout ms", 9), ("raster ms", 9), ("encode ms", 9), ("libpng ms", 9),
        ("frames/s", 8), ("libpng frames/s", 15), ("e2e frames/s", 12), ("libpng e2e frames/s", 19), ("KiB", 5),
        ("libpng KiB", 10),
    ]

    /// The header line.
    var header: String {
        pad("entry")
            + Self.columns.map { "  " + String(repeating: " ", count: max(0, $0.width - $0.title.count)) + $0.title }
            .joined()
    }

    /// One row: ms/frame per stage, frames/s with either encoder (one thread, then end to end on every
    /// thread), KiB per frame.
    func row(_ figures: BenchFigures) -> String {
        func number(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
        func rate(_ value: Double) -> String { value > 0 ? number(value, 1) : "-" }
        let values = [
            String(figures.frames), number(figures.layoutMs, 2), number(figures.rasterMs, 2),
            number(figures.encodeMs, 2), number(figures.libpngMs, 2), rate(figures.framesPerSecond),
            rate(figures.libpngFramesPerSecond), rate(figures.endToEndFramesPerSecond),
            rate(figures.libpngEndToEndFramesPerSecond), number(figures.kib, 0), number(figures.libpngKib, 0),
        ]
        return pad(figures.name)
            + zip(Self.columns, values).map { column, value in
                "  " + String(repeating: " ", count: max(0, column.width - value.count)) + value
            }.joined()
    }

    private func pad(_ text: String) -> String {
        text.padding(toLength: max(nameWidth, text.count), withPad: " ", startingAt: 0)
    }
}
