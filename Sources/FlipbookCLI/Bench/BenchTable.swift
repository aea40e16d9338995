import Foundation

/// The catalog bench's aligned table: the name column as wide as the longest name, numbers right-aligned
/// under their headers, so rows can be printed as each entry finishes.
struct BenchTable {
    /// Width of the first column.
    let nameWidth: Int

    /// Column titles and widths, after the name column.
    static let columns: [(title: String, width: Int)] = [
        ("frames", 6), ("layout ms", 9), ("raster ms", 9), ("encode ms", 9), ("libpng ms", 9),
        ("frames/s", 8), ("libpng frames/s", 15), ("KiB", 5), ("libpng KiB", 10),
    ]

    /// The header line.
    var header: String {
        pad("entry")
            + Self.columns.map { "  " + String(repeating: " ", count: max(0, $0.width - $0.title.count)) + $0.title }
            .joined()
    }

    /// One row: ms/frame per stage, frames/s with either encoder (all stages together), KiB per frame.
    func row(_ name: String, _ totals: CatalogBench.Totals) -> String {
        let n = Double(max(totals.frames, 1))
        func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds / n * 1000) }
        func rate(_ seconds: Double) -> String { seconds > 0 ? String(format: "%.1f", n / seconds) : "-" }
        func kib(_ bytes: Int) -> String { String(format: "%.0f", Double(bytes) / n / 1024) }
        let common = totals.layout + totals.raster
        let values = [
            String(totals.frames), ms(totals.layout), ms(totals.raster), ms(totals.encodeFast), ms(totals.encodeLibpng),
            rate(common + totals.encodeFast), rate(common + totals.encodeLibpng), kib(totals.bytesFast),
            kib(totals.bytesLibpng),
        ]
        return pad(name)
            + zip(Self.columns, values).map { column, value in
                "  " + String(repeating: " ", count: max(0, column.width - value.count)) + value
            }.joined()
    }

    private func pad(_ text: String) -> String {
        text.padding(toLength: max(nameWidth, text.count), withPad: " ", startingAt: 0)
    }
}
