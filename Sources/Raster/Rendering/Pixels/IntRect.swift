/// A half-open rectangle of whole device pixels: columns `minX ..< maxX`, rows `minY ..< maxY`.
struct IntRect: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// True when the rectangle contains no pixel.
    var isEmpty: Bool { minX >= maxX || minY >= maxY }
    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }

    /// The pixels in both rectangles (possibly empty).
    func intersection(_ o: IntRect) -> IntRect {
        IntRect(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    }

    /// The smallest rectangle holding both; an empty operand is ignored.
    func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return IntRect(
            minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    /// True when every pixel of `o` is also in `self` (an empty `o` is contained everywhere).
    func contains(_ o: IntRect) -> Bool {
        o.isEmpty || (minX <= o.minX && minY <= o.minY && maxX >= o.maxX && maxY >= o.maxY)
    }

    /// The pixels of `self` outside `holes`, as rectangles. The holes must lie inside `self`, in row
    /// order, no two sharing a row.
    func subtracting(_ holes: [IntRect]) -> [IntRect] {
        var pieces: [IntRect] = []
        func add(_ r: IntRect) { if !r.isEmpty { pieces.append(r) } }
        var y = minY
        for hole in holes {
            add(IntRect(minX: minX, minY: y, maxX: maxX, maxY: hole.minY))
            add(IntRect(minX: minX, minY: hole.minY, maxX: hole.minX, maxY: hole.maxY))
            add(IntRect(minX: hole.maxX, minY: hole.minY, maxX: maxX, maxY: hole.maxY))
            y = hole.maxY
        }
        add(IntRect(minX: minX, minY: y, maxX: maxX, maxY: maxY))
        return pieces
    }

    /// The pixels touched by the continuous box `x0...x1 × y0...y1`, clamped into `limit`.
    /// Non-finite or huge coordinates are clamped before conversion, so this never traps.
    static func covering(x0: Double, y0: Double, x1: Double, y1: Double, within limit: IntRect) -> IntRect {
        func clampedFloor(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
            guard v == v else { return lo }
            return Int(min(max(v.rounded(.down), Double(lo)), Double(hi)))
        }
        func clampedCeil(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
            guard v == v else { return lo }
            return Int(min(max(v.rounded(.up), Double(lo)), Double(hi)))
        }
        return IntRect(
            minX: clampedFloor(x0, limit.minX, limit.maxX), minY: clampedFloor(y0, limit.minY, limit.maxY),
            maxX: clampedCeil(x1, limit.minX, limit.maxX), maxY: clampedCeil(y1, limit.minY, limit.maxY))
    }
}
