import Foundation

/// How one axis of a scroll view's content moves after the finger lifts, as a function of the milliseconds since
/// the lift. A pure model (no views):
/// - **Glide**: the offset approaches `target` exponentially, `start + (target − start)·(1 − rateᵗ)` with `t` in
///   milliseconds, so its speed is multiplied by `rate` every millisecond (UIKit's `decelerationRate` is exactly
///   that factor: 0.998 normal, 0.99 fast). Aimed at the natural projection `start + v·rate/(1 − rate)` (v in
///   points per millisecond; Apple's WWDC 2018 "Designing Fluid Interfaces" projection), it leaves with the
///   finger's speed. It ends when less than half a point remains.
/// - **Edges** (`limits` given): a glide that would leave the limits either stops at the edge (`bounces` false) or
///   keeps its speed across it and turns into a critically damped spring pulling back to the edge; content
///   released beyond an edge springs back from there. The spring's stiffness (ω = 10 per second) is our choice:
///   a 3,000 pt/s crossing overshoots about 110 points and returns within about 0.6 s, close to what iOS shows.
struct ScrollAxisGlide: Equatable {
    /// Where the axis is once the motion ends.
    let rest: CGFloat
    private let start: CGFloat
    private let distance: CGFloat
    private let logRate: Double
    /// When the glide part ends (milliseconds), and what follows it.
    private let glideEnd: Double
    private let spring: Spring?

    /// The spring back to an edge: displacement from `edge` is `(s0 + (v0 + ω·s0)·t)·e^(−ω·t)`.
    private struct Spring: Equatable {
        var edge: CGFloat
        var displacement: CGFloat
        var velocity: CGFloat
    }

    /// The spring's angular frequency, per millisecond.
    static let springOmega = 0.01
    /// Within this distance (points) of where it is going, a motion ends.
    static let settleDistance: CGFloat = 0.5

    /// A glide from `start` towards `target` at `rate` per millisecond. With `limits`, crossing an edge stops
    /// there or (`bounces`) springs back to it; `velocity` (points per millisecond, along the offset) is the
    /// content's speed at the lift, used when it already is beyond an edge.
    init(
        start: CGFloat, target: CGFloat, rate: CGFloat, limits: ClosedRange<CGFloat>? = nil, bounces: Bool = true,
        velocity: CGFloat = 0
    ) {
        self.start = start
        logRate = Foundation.log(Double(min(max(rate, 0.5), 0.999_999)))
        if let limits, !limits.contains(start) {
            let edge = start < limits.lowerBound ? limits.lowerBound : limits.upperBound
            distance = 0
            glideEnd = 0
            rest = edge
            spring = bounces ? Spring(edge: edge, displacement: start - edge, velocity: velocity) : nil
            return
        }
        let distance = target - start
        self.distance = distance
        if let limits, !limits.contains(target) {
            let edge = target < limits.lowerBound ? limits.lowerBound : limits.upperBound
            // rateᵗ = 1 − (edge − start)/distance at the crossing.
            let remaining = 1 - Double((edge - start) / distance)
            glideEnd = remaining >= 1 ? 0 : Foundation.log(remaining) / logRate
            rest = edge
            let crossingSpeed = CGFloat(Double(target - edge) * -logRate)
            spring = bounces ? Spring(edge: edge, displacement: 0, velocity: crossingSpeed) : nil
        } else {
            let size = Double(abs(distance))
            glideEnd =
                size <= Double(Self.settleDistance) ? 0 : Foundation.log(Double(Self.settleDistance) / size) / logRate
            rest = target
            spring = nil
        }
    }

    /// The offset `milliseconds` after the lift, and whether the motion has ended there.
    func position(at milliseconds: Double) -> (offset: CGFloat, finished: Bool) {
        let t = max(milliseconds, 0)
        if t < glideEnd {
            return (start + distance * CGFloat(1 - Foundation.exp(logRate * t)), false)
        }
        guard let spring else { return (rest, true) }
        let s = t - glideEnd
        let omega = Self.springOmega
        let s0 = Double(spring.displacement)
        let v0 = Double(spring.velocity)
        let decay = Foundation.exp(-omega * s)
        let displacement = (s0 + (v0 + omega * s0) * s) * decay
        let speed = (v0 - omega * (v0 + omega * s0) * s) * decay
        let settled = abs(displacement) < Double(Self.settleDistance) / 2 && abs(speed) < 0.01
        return settled ? (rest, true) : (spring.edge + CGFloat(displacement), false)
    }

    /// The natural end of a glide from `start` at `velocity` points per millisecond: `start + v·rate/(1 − rate)`.
    static func projection(of start: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        start + velocity * rate / (1 - rate)
    }
}
