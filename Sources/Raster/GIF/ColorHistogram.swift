/// The colours of many pixels, summarised in constant memory for ``WuQuantizer``: per cell of a 64×64×64
/// grid over RGB (6 bits a channel, fine enough to tell apart the near greys of interfaces), the pixel
/// count and the sums of each channel and of the weighted squares. It also remembers the exact distinct
/// colours while there are at most ``exactLimit`` of them, so that an image with few colours gets them
/// exactly.
public struct ColorHistogram: Sendable {
    /// Cells per side, with a zero border at index 0 for the cumulative sums.
    static let side = 65
    /// The most distinct colours remembered exactly.
    public static let exactLimit = 255

    var count: [Double]
    var red: [Double]
    var green: [Double]
    var blue: [Double]
    var squares: [Double]
    /// The distinct colours seen, or nil once there were more than ``exactLimit``.
    public private(set) var exactColors: Set<PaletteColor>? = []
    /// How many pixels were added.
    public private(set) var pixelCount = 0

    /// An empty histogram.
    public init() {
        let cells = Self.side * Self.side * Self.side
        count = Array(repeating: 0, count: cells)
        red = count
        green = count
        blue = count
        squares = count
    }

    /// The cell of a colour (each channel's top 6 bits, plus 1 for the border).
    static func cell(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        ((Int(r >> 2) + 1) * side + Int(g >> 2) + 1) * side + Int(b >> 2) + 1
    }

    /// Adds the pixels of opaque RGB bytes `rgb` (three per pixel) at offsets `pixels` (pixel numbers).
    public mutating func add(rgb: [UInt8], pixels: some Sequence<Int>) {
        var last: PaletteColor?
        for pixel in pixels {
            let r = rgb[pixel * 3]
            let g = rgb[pixel * 3 + 1]
            let b = rgb[pixel * 3 + 2]
            let cell = Self.cell(r, g, b)
            let (dr, dg, db) = (Double(r), Double(g), Double(b))
            count[cell] += 1
            red[cell] += dr
            green[cell] += dg
            blue[cell] += db
            squares[cell] +=
                PaletteColor.weights.r * dr * dr + PaletteColor.weights.g * dg * dg
                + PaletteColor.weights.b * db * db
            pixelCount += 1
            // Runs of one colour are common: only a change of colour can add a new one.
            let color = PaletteColor(r: r, g: g, b: b)
            if color != last, exactColors != nil {
                exactColors!.insert(color)
                if exactColors!.count > Self.exactLimit { exactColors = nil }
            }
            last = color
        }
    }

    /// Adds every pixel of opaque RGB bytes.
    public mutating func add(rgb: [UInt8]) {
        add(rgb: rgb, pixels: 0..<(rgb.count / 3))
    }
}
