/// Xiaolin Wu's colour quantizer ("Efficient Statistical Computations for Optimal Color Quantization",
/// Graphics Gems II, 1991): the colour cube is cut recursively into boxes, always splitting the box with
/// the largest (channel-weighted) variance at the plane that leaves the two halves with the least, and
/// each box's mean colour becomes a palette entry. It works on a ``ColorHistogram``'s cumulative moments,
/// so its cost does not depend on the number of pixels, and it is deterministic (ties go to the lowest
/// box and the lowest plane).
public enum WuQuantizer {
    /// At most `maximum` colours (1–256) for the histogram's pixels: its exact colours when there are few
    /// enough, sorted, otherwise the means of Wu's boxes in the order they were made. Empty for an empty
    /// histogram.
    public static func palette(for histogram: ColorHistogram, maximum: Int) -> [PaletteColor] {
        precondition((1...256).contains(maximum), "a GIF palette holds 1...256 colours")
        if let exact = histogram.exactColors, exact.count <= maximum { return exact.sorted() }
        guard histogram.pixelCount > 0 else { return [] }
        let moments = Moments(histogram)
        let top = ColorHistogram.side - 1
        var boxes = [Box(r0: 0, r1: top, g0: 0, g1: top, b0: 0, b1: top)]
        var variances = [moments.variance(boxes[0])]
        while boxes.count < maximum {
            // The box with the largest variance (the first of equals) is cut next.
            var next = 0
            for index in boxes.indices where variances[index] > variances[next] { next = index }
            guard variances[next] > 0, let (kept, split) = moments.cut(boxes[next]) else { break }
            boxes[next] = kept
            variances[next] = moments.variance(kept)
            boxes.append(split)
            variances.append(moments.variance(split))
        }
        return boxes.compactMap { moments.mean($0) }
    }

    /// A box of grid cells: `(r0, r1] × (g0, g1] × (b0, b1]`.
    struct Box {
        var r0: Int, r1: Int, g0: Int, g1: Int, b0: Int, b1: Int
    }

    enum Axis: CaseIterable { case red, green, blue }

    /// The histogram's sums, made cumulative so that any box's sum takes eight look-ups.
    struct Moments {
        var count: [Double], red: [Double], green: [Double], blue: [Double], squares: [Double]
        let side = ColorHistogram.side

        init(_ histogram: ColorHistogram) {
            count = histogram.count
            red = histogram.red
            green = histogram.green
            blue = histogram.blue
            squares = histogram.squares
            for axisStride in [1, side, side * side] {
                Self.accumulate(&count, stride: axisStride, side: side)
                Self.accumulate(&red, stride: axisStride, side: side)
                Self.accumulate(&green, stride: axisStride, side: side)
                Self.accumulate(&blue, stride: axisStride, side: side)
                Self.accumulate(&squares, stride: axisStride, side: side)
            }
        }

        /// Running sums along one axis (`stride` 1: blue, `side`: green, `side²`: red).
        static func accumulate(_ values: inout [Double], stride axisStride: Int, side: Int) {
            for index in values.indices where (index / axisStride) % side != 0 {
                values[index] += values[index - axisStride]
            }
        }

        func at(_ r: Int, _ g: Int, _ b: Int, _ m: [Double]) -> Double { m[(r * side + g) * side + b] }

        /// The sum of `m` over a box.
        func volume(_ box: Box, _ m: [Double]) -> Double {
            at(box.r1, box.g1, box.b1, m) - at(box.r1, box.g1, box.b0, m) - at(box.r1, box.g0, box.b1, m)
                + at(box.r1, box.g0, box.b0, m) - at(box.r0, box.g1, box.b1, m) + at(box.r0, box.g1, box.b0, m)
                + at(box.r0, box.g0, box.b1, m) - at(box.r0, box.g0, box.b0, m)
        }

        /// The box's part below (and including) plane `position` on `axis`.
        func lower(_ box: Box, _ axis: Axis, _ position: Int) -> Box {
            var part = box
            switch axis {
            case .red: part.r1 = position
            case .green: part.g1 = position
            case .blue: part.b1 = position
            }
            return part
        }

        /// The weighted "spread" of a set from its sums: Σ w·sum² / count (larger means a tighter split).
        func spread(_ count: Double, _ r: Double, _ g: Double, _ b: Double) -> Double {
            let w = PaletteColor.weights
            return (w.r * r * r + w.g * g * g + w.b * b * b) / count
        }

        /// The box's weighted variance (total squared distance of its pixels to their mean).
        func variance(_ box: Box) -> Double {
            let n = volume(box, count)
            guard n > 0 else { return 0 }
            return volume(box, squares) - spread(n, volume(box, red), volume(box, green), volume(box, blue))
        }

        /// Cuts `box` at the plane that minimises the two halves' variance, or nil if no cut leaves
        /// pixels on both sides.
        func cut(_ box: Box) -> (Box, Box)? {
            let whole = (
                n: volume(box, count), r: volume(box, red), g: volume(box, green), b: volume(box, blue)
            )
            var best: (score: Double, axis: Axis, position: Int)?
            for axis in Axis.allCases {
                let (low, high) =
                    switch axis {
                    case .red: (box.r0, box.r1)
                    case .green: (box.g0, box.g1)
                    case .blue: (box.b0, box.b1)
                    }
                for position in stride(from: low + 1, to: high, by: 1) {
                    let half = lower(box, axis, position)
                    let n = volume(half, count)
                    guard n > 0, n < whole.n else { continue }
                    let r = volume(half, red)
                    let g = volume(half, green)
                    let b = volume(half, blue)
                    let score = spread(n, r, g, b) + spread(whole.n - n, whole.r - r, whole.g - g, whole.b - b)
                    if score > (best?.score ?? 0) { best = (score, axis, position) }
                }
            }
            guard let best else { return nil }
            var upper = box
            switch best.axis {
            case .red: upper.r0 = best.position
            case .green: upper.g0 = best.position
            case .blue: upper.b0 = best.position
            }
            return (lower(box, best.axis, best.position), upper)
        }

        /// The mean colour of the box's pixels, rounded, or nil for an empty box.
        func mean(_ box: Box) -> PaletteColor? {
            let n = volume(box, count)
            guard n > 0 else { return nil }
            func channel(_ m: [Double]) -> UInt8 { UInt8(min(255, max(0, (volume(box, m) / n).rounded()))) }
            return PaletteColor(r: channel(red), g: channel(green), b: channel(blue))
        }
    }
}
