import Foundation

extension Gradient {
    /// The stops sorted by location (stably: equal locations keep their order, giving a hard step).
    var sortedStops: [Stop] {
        stops.enumerated().sorted {
            $0.element.location != $1.element.location
                ? $0.element.location < $1.element.location : $0.offset < $1.offset
        }.map(\.element)
    }

    /// The straight-alpha colour at ramp position `t`: the end colours beyond the first and last
    /// stop, linear interpolation of each component between them. Nil without stops.
    static func color(at t: Double, sortedStops stops: [Stop]) -> Color? {
        guard let first = stops.first, let last = stops.last else { return nil }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while stops[i].location <= t { i += 1 }
        let a = stops[i - 1]
        let b = stops[i]
        let f = (t - a.location) / (b.location - a.location)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Color(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// Where local point `(x, y)` falls on the ramp, before clamping to 0…1. Degenerate geometry
    /// (start and end equal, a radial gradient with a zero half-axis) gives 1: the last colour.
    func position(x: Double, y: Double) -> Double {
        let dx = x - startX
        let dy = y - startY
        let ex = endX - startX
        let ey = endY - startY
        switch kind {
        case .linear:
            let lengthSquared = ex * ex + ey * ey
            return lengthSquared > 0 ? (dx * ex + dy * ey) / lengthSquared : 1
        case .radial:
            let rx = abs(ex)
            let ry = abs(ey)
            guard rx > 0, ry > 0 else { return 1 }
            return ((dx / rx) * (dx / rx) + (dy / ry) * (dy / ry)).squareRoot()
        case .conic:
            var turn = (atan2(dy, dx) - atan2(ey, ex)) / (2 * Double.pi)
            turn -= turn.rounded(.down)
            return turn
        }
    }
}

/// Entries in a gradient's lookup table: positions are rounded to 1/(n − 1) of the ramp.
let gradientRampSize = 1024

/// Fills `ramp` with the premultiplied packed colours of `gradientRampSize` evenly spaced ramp
/// positions. False when the gradient has no stops.
func fillRamp(_ ramp: inout [UInt32], for gradient: Gradient) -> Bool {
    let stops = gradient.sortedStops
    guard !stops.isEmpty else { return false }
    ramp.removeAll(keepingCapacity: true)
    for i in 0..<gradientRampSize {
        let t = Double(i) / Double(gradientRampSize - 1)
        ramp.append(Gradient.color(at: t, sortedStops: stops)!.premultiplied.packed)
    }
    return true
}
