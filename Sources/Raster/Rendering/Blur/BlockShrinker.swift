// Shrinking a region by a power of two: each reduced pixel is the average of a block of
// factor × factor device pixels. Per row of blocks, the device rows are first summed column by
// column (the bytes of four pixels at a time widened into 16-bit SIMD lanes), then each block adds
// its `factor` column sums: the per-pixel work is one widening add, and the per-block work is done
// once per block row instead of once per device row.

/// Sums and averages the blocks of one row of blocks at a time.
struct BlockShrinker {
    private let source: RenderTarget
    private let edges: BlurImage.Edges
    private let factor: Int
    /// The first source column read and how many are read.
    private let firstColumn: Int
    private let columnCount: Int
    /// For each device column of the region, the source column it reads (relative to
    /// `firstColumn`), or -1 for a transparent one beyond the source.
    private let taps: [Int32]
    /// Per source column read, the sums of its r, g, b, a bytes over the block row's device rows
    /// (at most 64 · 255 each).
    private var columnSums: [UInt16]

    /// A shrinker of `source` over `region` (whole blocks of `factor` pixels).
    init(source: RenderTarget, region: IntRect, edges: BlurImage.Edges, factor: Int) {
        self.source = source
        self.edges = edges
        self.factor = factor
        let b = source.bounds
        let columns = (region.minX..<region.maxX).map { clamped($0, b.minX..<b.maxX, edges) }
        let read = columns.compactMap { $0 }
        let first = read.min() ?? 0
        firstColumn = first
        columnCount = read.isEmpty ? 0 : read.max()! - first + 1
        taps = columns.map { x in x.map { Int32($0 - first) } ?? -1 }
        columnSums = [UInt16](repeating: 0, count: max(columnCount * 4, 1))
    }

    /// Sums the device rows of block row `blockRow` (rows beyond the source repeat its edge rows or
    /// count as transparent) column by column.
    mutating func sumColumns(blockRow: Int) {
        let count = columnCount * 4
        let b = source.bounds
        columnSums.withUnsafeMutableBufferPointer { sums in
            let sum = UnsafeMutableRawPointer(sums.baseAddress!)
            sum.initializeMemory(as: UInt16.self, repeating: 0, count: sums.count)
            guard count > 0 else { return }
            for y in blockRow * factor..<(blockRow + 1) * factor {
                guard let sy = clamped(y, b.minY..<b.maxY, edges) else { continue }
                let line = UnsafeRawPointer(source.pixel(firstColumn, sy))
                var i = 0
                while i + 16 <= count {
                    let bytes = SIMD16<UInt16>(
                        truncatingIfNeeded: line.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                    let total = sum.loadUnaligned(fromByteOffset: 2 * i, as: SIMD16<UInt16>.self) &+ bytes
                    sum.storeBytes(of: total, toByteOffset: 2 * i, as: SIMD16<UInt16>.self)
                    i += 16
                }
                while i < count {
                    sums[i] &+= UInt16(line.load(fromByteOffset: i, as: UInt8.self))
                    i += 1
                }
            }
        }
    }

    /// Writes the summed block row's averages (· 64, rounded) to `out`: four channels per block, or
    /// alpha alone when `alphaOnly`.
    func averageBlocks(into out: UnsafeMutablePointer<UInt16>, alphaOnly: Bool) {
        let f = factor
        let shift = UInt32(2 * f.trailingZeroBitCount)
        let half = SIMD4<UInt32>(repeating: (1 << shift) >> 1)
        columnSums.withUnsafeBytes { sums in
            taps.withUnsafeBufferPointer { taps in
                for block in 0..<taps.count / f {
                    var total = SIMD4<UInt32>.zero
                    for tap in taps[block * f..<(block + 1) * f] where tap >= 0 {
                        total &+= SIMD4<UInt32>(
                            truncatingIfNeeded: sums.loadUnaligned(fromByteOffset: Int(tap) * 8, as: SIMD4<UInt16>.self)
                        )
                    }
                    let average = SIMD4<UInt16>(
                        truncatingIfNeeded: (total &* UInt32(BlurImage.unit) &+ half) &>> SIMD4(repeating: shift))
                    if alphaOnly {
                        out[block] = average[3]
                    } else {
                        UnsafeMutableRawPointer(out + 4 * block).storeBytes(of: average, as: SIMD4<UInt16>.self)
                    }
                }
            }
        }
    }
}

/// The source coordinate read for device coordinate `v`: itself inside `range`, the nearest edge
/// (repeat) or nothing (transparent) outside.
private func clamped(_ v: Int, _ range: Range<Int>, _ edges: BlurImage.Edges) -> Int? {
    if range.contains(v) { return v }
    guard edges == .repeat, !range.isEmpty else { return nil }
    return min(max(v, range.lowerBound), range.upperBound - 1)
}
