import Foundation

/// `flipbook bench --peers`: the catalog bench's figures beside the peers timed in the same run on the same
/// frames — raster beside Skia and Blend2D replaying the same display lists, the `fast` encode beside fpng
/// and libpng's defaults on the same pixels — as ratios (ours over theirs: below 1 is faster).
struct PeerTable {
    /// Width of the first column.
    let nameWidth: Int

    /// Column titles and widths, after the name column.
    static let columns: [(title: String, width: Int)] = [
        ("frames", 6), ("raster ms", 9), ("Skia ms", 7), ("Blend2D ms", 10), ("/Skia", 5), ("/Blend2D", 8),
        ("encode ms", 9), ("fpng ms", 7), ("/fpng", 5), ("KiB", 5), ("fpng KiB", 8), ("/libpng", 7),
    ]

    /// The header line.
    var header: String {
        pad("entry")
            + Self.columns.map { "  " + String(repeating: " ", count: max(0, $0.width - $0.title.count)) + $0.title }
            .joined()
    }

    /// One row: ms/frame of ours and the peers, and the ratios; "-" where a peer was not timed.
    func row(_ figures: BenchFigures) -> String {
        func number(_ value: Double?, _ digits: Int) -> String {
            value.map { String(format: "%.\(digits)f", $0) } ?? "-"
        }
        let values = [
            String(figures.frames), number(figures.rasterMs, 2), number(figures.skiaMs.value, 2),
            number(figures.blend2dMs.value, 2), number(figures.rasterVsSkia.value, 2),
            number(figures.rasterVsBlend2D.value, 2), number(figures.encodeMs, 2), number(figures.fpngMs.value, 2),
            number(figures.encodeVsFpng.value, 2), number(figures.kib, 0), number(figures.fpngKib.value, 0),
            number(figures.encodeVsLibpng, 3),
        ]
        return pad(figures.name)
            + zip(Self.columns, values).map { column, value in
                "  " + String(repeating: " ", count: max(0, column.width - value.count)) + value
            }.joined()
    }

    /// The lines printed under the table: one per peer that was not timed, saying why.
    static func notes(_ peers: [String: BenchReport.PeerStatus]) -> [String] {
        peers.keys.sorted().compactMap { name in
            peers[name].flatMap { $0.available ? nil : "\(name) not timed: \($0.note)" }
        }
    }

    private func pad(_ text: String) -> String {
        text.padding(toLength: max(nameWidth, text.count), withPad: " ", startingAt: 0)
    }
}
