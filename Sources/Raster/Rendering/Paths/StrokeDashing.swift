import Foundation

// Trimming (strokeStart / strokeEnd) and dashing, on flattened subpaths.
//
// Lengths are measured along the flattened path. Trimming keeps the part of the whole path between
// `start × length` and `end × length` (Core Animation measures the whole path, across subpaths);
// dashes restart at every subpath with the phase, and are cut by the trim, so dashes stay put while
// `strokeEnd` animates. A closed subpath stays closed only when neither cuts it.

extension StrokeStyle {
    /// The pattern with an even number of entries (an odd one is repeated, as Core Graphics does),
    /// or nil when the stroke is solid: empty, negative entries, or nothing "on".
    var validDashes: [Double]? {
        guard !dashPattern.isEmpty, dashPattern.allSatisfy({ $0 >= 0 }) else { return nil }
        let even = dashPattern.count % 2 == 0 ? dashPattern : dashPattern + dashPattern
        guard even.reduce(0, +) > 0 else { return nil }
        return even
    }
}

/// Most dashes a stroke may be cut into; beyond it the stroke is drawn solid so that tiny patterns
/// on long paths cannot exhaust time or memory.
let maximumDashes = 100_000

/// The pieces of `lines` that `style` draws: trimmed, dashed.
func strokedPieces(_ lines: [Polyline], style: StrokeStyle) -> [Polyline] {
    let lengths = lines.map(cumulativeLengths)
    let total = lengths.reduce(0) { $0 + ($1.last ?? 0) }
    let from = min(max(style.start, 0), 1) * total
    let to = min(max(style.end, 0), 1) * total
    guard to > from || (total == 0 && style.start <= 0 && style.end >= 1) else { return [] }
    let trimmed = from > 0 || to < total
    var dashes = style.validDashes
    if let d = dashes, total / d.reduce(0, +) * Double(d.count) > Double(maximumDashes) { dashes = nil }

    var result: [Polyline] = []
    var offset = 0.0
    for (line, cumulative) in zip(lines, lengths) {
        let length = cumulative.last ?? 0
        defer { offset += length }
        if dashes == nil && !trimmed {
            result.append(line)
            continue
        }
        let intervals =
            dashes.map { dashIntervals(length: length, pattern: $0, phase: style.dashPhase) } ?? [(0, length)]
        for (a, b) in intervals {
            let lo = max(a, from - offset)
            let hi = min(b, to - offset)
            guard hi >= lo, hi > lo || a == b else { continue }
            result.append(Polyline(points: section(line, cumulative, from: lo, to: hi), closed: false))
        }
    }
    return result
}

/// Distance from the first point to each point along the polyline; for a closed one, one more
/// entry: the length including the closing segment.
func cumulativeLengths(_ line: Polyline) -> [Double] {
    var result: [Double] = [0]
    var total = 0.0
    let p = line.points
    for i in 1..<max(1, p.count) {
        total += hypot(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y)
        result.append(total)
    }
    if line.closed, let first = p.first, let last = p.last {
        total += hypot(first.x - last.x, first.y - last.y)
        result.append(total)
    }
    return result
}

/// The "on" stretches of a dash pattern over `0 … length`, starting `phase` into the pattern.
func dashIntervals(length: Double, pattern: [Double], phase: Double) -> [(Double, Double)] {
    let period = pattern.reduce(0, +)
    var into = phase.truncatingRemainder(dividingBy: period)
    if into < 0 { into += period }
    var index = 0
    // Terminates: `into` is below the period, and every round of the pattern takes the period off.
    while into >= pattern[index] {
        into -= pattern[index]
        index = (index + 1) % pattern.count
    }
    var result: [(Double, Double)] = []
    var position = -into
    while position < length {
        let end = position + pattern[index]
        if index % 2 == 0, end >= 0 { result.append((max(position, 0), min(end, length))) }
        position = end
        index = (index + 1) % pattern.count
    }
    return result
}

/// The part of `line` between distances `from` and `to` along it, as an open polyline.
private func section(_ line: Polyline, _ cumulative: [Double], from: Double, to: Double) -> [PlanePoint] {
    var points = line.points
    if line.closed, let first = points.first { points.append(first) }
    func point(at d: Double) -> PlanePoint {
        var i = 1
        while i < cumulative.count - 1 && cumulative[i] < d { i += 1 }
        guard i < points.count else { return points[points.count - 1] }
        let a = cumulative[i - 1]
        let b = cumulative[i]
        let t = b > a ? min(max((d - a) / (b - a), 0), 1) : 0
        return PlanePoint(
            x: points[i - 1].x + (points[i].x - points[i - 1].x) * t,
            y: points[i - 1].y + (points[i].y - points[i - 1].y) * t)
    }
    var result = [point(at: from)]
    for i in 0..<min(points.count, cumulative.count) where cumulative[i] > from && cumulative[i] < to {
        result.append(points[i])
    }
    result.append(point(at: to))
    return result
}
