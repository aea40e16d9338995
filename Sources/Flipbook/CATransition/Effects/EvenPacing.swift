/// Pacing for effects that uncover one content with the other (page curl, suck, camera iris): their
/// geometry is moved so that the uncovered area grows evenly with progress, so the picture keeps
/// changing through the whole transition and the timing function alone decides the pace — rather than
/// racing through the middle and lingering on slivers at a corner or a point.
enum EvenPacing {
    /// The share of the pace given to the geometry's own travel, so that stretches where the uncovered
    /// area does not change (a curl forming before it uncovers anything) still take some time.
    static let travelShare = 0.15

    /// The geometry parameter `x` in 0…1 at which `(1 − travelShare) · coverage(x) + travelShare · x`
    /// reaches `progress`; `coverage` is the uncovered fraction of the layer at `x`, rising from 0 at
    /// `x = 0` to 1 at `x = 1`.
    static func parameter(at progress: Double, coverage: (Double) -> Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<48 {
            let middle = (low + high) / 2
            if (1 - travelShare) * coverage(middle) + travelShare * middle < progress {
                low = middle
            } else {
                high = middle
            }
        }
        return (low + high) / 2
    }
}
