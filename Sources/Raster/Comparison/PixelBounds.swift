/// An axis-aligned rectangle of whole pixels with inclusive corners, e.g. the region where two images differ.
public struct PixelBounds: Sendable, Hashable, CustomStringConvertible {
    /// Leftmost column, inclusive.
    public var minX: Int
    /// Topmost row, inclusive.
    public var minY: Int
    /// Rightmost column, inclusive.
    public var maxX: Int
    /// Bottom row, inclusive.
    public var maxY: Int

    /// A rectangle from inclusive corners; `maxX >= minX` and `maxY >= minY` are expected.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Number of columns covered.
    public var width: Int { maxX - minX + 1 }
    /// Number of rows covered.
    public var height: Int { maxY - minY + 1 }

    /// `x…maxX × y…maxY`, e.g. `(3, 4)–(5, 6) 3×3 px`.
    public var description: String { "(\(minX), \(minY))–(\(maxX), \(maxY)) \(width)×\(height) px" }
}
