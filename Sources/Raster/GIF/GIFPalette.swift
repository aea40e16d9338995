/// A GIF colour table with an exact and fast nearest-colour lookup. An exact palette (every colour of the
/// frames it serves) maps colours through a table and needs no dithering. Otherwise each cell of a
/// 64×64×64 grid (6 bits a channel) remembers, once asked, the few entries that can be nearest to some
/// point of the cell (those no farther from its centre than the nearest one plus the cell's diameter), and
/// only those are compared.
public struct GIFPalette: Sendable {
    /// The colours, at most 255: the index after the last one is kept free for transparency.
    public let colors: [PaletteColor]
    /// Whether the colours are exactly those of the pixels the palette is for.
    public let isExact: Bool
    private let exactIndex: [PaletteColor: UInt8]
    /// Per cell, where its candidates start in ``candidates`` (-1: not computed yet).
    private var cellStart: [Int32]
    /// Per computed cell: the number of candidates, then their indices.
    private var candidates: [UInt8] = []

    /// The most colours a palette holds: 256 less the transparent index.
    public static let maximumColors = 255

    /// A palette of 1–255 `colors`; `isExact` says they are all the colours of the pixels it serves.
    public init(colors: [PaletteColor], isExact: Bool) {
        precondition((1...Self.maximumColors).contains(colors.count), "a GIF palette holds 1...255 colours")
        self.colors = colors
        self.isExact = isExact
        var index: [PaletteColor: UInt8] = [:]
        if isExact { for (i, color) in colors.enumerated() { index[color] = UInt8(i) } }
        exactIndex = index
        cellStart = isExact ? [] : Array(repeating: -1, count: 1 << 18)
    }

    /// The palette Wu's quantizer makes for a histogram (its exact colours when at most 255), or nil for an
    /// empty histogram.
    public init?(histogram: ColorHistogram) {
        let colors = WuQuantizer.palette(for: histogram, maximum: Self.maximumColors)
        guard !colors.isEmpty else { return nil }
        self.init(colors: colors, isExact: histogram.exactColors != nil)
    }

    /// The index of the transparent colour: the one after the last colour.
    public var transparentIndex: UInt8 { UInt8(colors.count) }

    /// The index of the entry nearest to (r, g, b), channels 0–255, by weighted distance (the first of
    /// equally near ones).
    public mutating func nearest(r: Double, g: Double, b: Double) -> UInt8 {
        if isExact, let index = exactIndex[PaletteColor(r: UInt8(r), g: UInt8(g), b: UInt8(b))] {
            return index
        }
        if isExact { return search(0..<colors.count, r: r, g: g, b: b) }
        let cell = (Int(r) >> 2) << 12 | (Int(g) >> 2) << 6 | Int(b) >> 2
        if cellStart[cell] < 0 { computeCandidates(cell) }
        let start = Int(cellStart[cell])
        let count = Int(candidates[start])
        var best = candidates[start + 1]
        var bestDistance = colors[Int(best)].distance(r: r, g: g, b: b)
        for slot in (start + 2)..<(start + 1 + count) {
            let index = candidates[slot]
            let distance = colors[Int(index)].distance(r: r, g: g, b: b)
            if distance < bestDistance || (distance == bestDistance && index < best) {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// Finds the entries that can be nearest to a point of `cell` and stores them.
    private mutating func computeCandidates(_ cell: Int) {
        let centre = { (level: Int) in Double(level << 2) + 1.5 }
        let (r, g, b) = (centre(cell >> 12), centre((cell >> 6) & 63), centre(cell & 63))
        let nearest = colors[Int(search(0..<colors.count, r: r, g: g, b: b))].distance(r: r, g: g, b: b)
        // A point of the cell ([4k, 4k + 4) a channel) is under 2.5 levels a channel from its centre.
        let w = PaletteColor.weights
        let reach = 2.5 * (w.r + w.g + w.b).squareRoot()
        let limit = (nearest.squareRoot() + 2 * reach) * (nearest.squareRoot() + 2 * reach)
        let inside = colors.indices.filter { colors[$0].distance(r: r, g: g, b: b) <= limit }
        cellStart[cell] = Int32(candidates.count)
        candidates.append(UInt8(inside.count))
        candidates += inside.map { UInt8($0) }
    }

    /// The weighted squared distance from (r, g, b) to the entry at `index`.
    public func distance(from index: UInt8, r: Double, g: Double, b: Double) -> Double {
        colors[Int(index)].distance(r: r, g: g, b: b)
    }

    /// Tries the entries in `range`; the first of equally near ones wins.
    private func search(_ range: Range<Int>, r: Double, g: Double, b: Double) -> UInt8 {
        var best = range.lowerBound
        var bestDistance = Double.infinity
        for index in range {
            let distance = colors[index].distance(r: r, g: g, b: b)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }
}
