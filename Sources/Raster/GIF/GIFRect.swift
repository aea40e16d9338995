/// A rectangle of pixels in a GIF frame.
public struct GIFRect: Equatable, Sendable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A rectangle from its origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The pixel numbers (`y × imageWidth + x`) inside the rectangle, row by row.
    func pixels(imageWidth: Int) -> [Int] {
        var numbers: [Int] = []
        numbers.reserveCapacity(width * height)
        for row in y..<(y + height) { numbers += (row * imageWidth + x)..<(row * imageWidth + x + width) }
        return numbers
    }

    /// The bounding box of the pixels whose RGB differs between two same-size frames, or nil if none does.
    static func changed(from old: [UInt8], to new: [UInt8], width: Int, height: Int) -> GIFRect? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let row = y * width * 3
                    var first = -1
                    var last = -1
                    for x in 0..<width {
                        let i = row + x * 3
                        if a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] {
                            if first < 0 { first = x }
                            last = x
                        }
                    }
                    guard first >= 0 else { continue }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return GIFRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
