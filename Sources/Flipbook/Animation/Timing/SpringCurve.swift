import Foundation

/// The motion of a damped harmonic oscillator, normalized as an animation curve: progress starts at 0 and
/// settles at 1.
///
/// The displacement `x(t) = progress − 1` solves `m·x″ + c·x′ + k·x = 0` with `x(0) = −1` and
/// `x′(0) = initialVelocity`, in closed form for the under-, critically and over-damped cases
/// (damping ratio ζ = c / (2√(k·m)) below, equal to, or above 1). Velocity is in "whole distances per second":
/// an initial velocity of 1 covers the full from→to distance in one second.
///
/// Invalid parameters never crash: a mass that is not positive and finite becomes 1, a stiffness that is not
/// positive and finite becomes 100, a negative or non-finite damping becomes 10, and a non-finite initial
/// velocity becomes 0 (Core Animation's `CASpringAnimation` defaults).
public struct SpringCurve: Sendable, Equatable {
    /// The mass attached to the spring.
    public let mass: Double
    /// The spring constant k.
    public let stiffness: Double
    /// The viscous damping coefficient c.
    public let damping: Double
    /// The initial velocity toward the target, in whole distances per second.
    public let initialVelocity: Double

    /// How close to the target (as a fraction of the whole distance) the motion must stay to count as settled.
    public static let settlingThreshold = 0.001

    /// Creates a spring from its physical parameters.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = (mass.isFinite && mass > 0) ? mass : 1
        self.stiffness = (stiffness.isFinite && stiffness > 0) ? stiffness : 100
        self.damping = (damping.isFinite && damping >= 0) ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// Creates the spring that `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// uses: unit mass, the given damping ratio, and the stiffness for which the oscillation's envelope has
    /// decayed to `settlingThreshold` of the distance exactly at `duration`.
    ///
    /// UIKit documents only that the spring fits the duration; Flipbook's choice (the same rule as Framer's
    /// and Facebook's "duration ↔ spring" conversions) makes `settlingDuration == duration`, so the
    /// animation ends visually at rest. A damping ratio that is NaN becomes 1; below 0.001 it becomes 0.001
    /// (an undamped spring never fits a finite duration). A duration that is not positive and finite becomes
    /// 0.001 s.
    public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
        let zeta = dampingRatio.isNaN ? 1 : max(dampingRatio, 0.001)
        let duration = (duration.isFinite && duration > 0) ? duration : 0.001
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let omega = Self.naturalFrequency(settlingAt: duration, dampingRatio: zeta, initialVelocity: velocity)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: velocity)
    }

    /// The damping ratio ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped natural frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Progress at time `t` seconds (0 at t = 0, tending to 1). Times before 0 give 0.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 + Motion(self).displacement(at: t)
    }

    /// Velocity of the progress at time `t` seconds, in whole distances per second.
    public func velocity(at t: Double) -> Double {
        Motion(self).velocity(at: max(t, 0))
    }

    /// The time after which the motion stays within `settlingThreshold` of the target: the first time the
    /// closed-form envelope of the displacement falls to that threshold for good. An undamped spring
    /// (damping 0) never settles and gives `.infinity`.
    public var settlingDuration: Double {
        let motion = Motion(self)
        if damping == 0 { return .infinity }
        // The envelope is decreasing after `start`; find where it crosses the threshold.
        let start = motion.envelopeDecreasingFrom
        if motion.envelope(at: start) <= Self.settlingThreshold { return start }
        var high = max(start, 1e-3) * 2
        var steps = 0
        while motion.envelope(at: high) > Self.settlingThreshold && steps < 200 {
            high *= 2
            steps += 1
        }
        var low = start
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if motion.envelope(at: middle) > Self.settlingThreshold { low = middle } else { high = middle }
            if high - low < 1e-12 { break }
        }
        return high
    }

    /// The natural frequency ω₀ (unit mass) whose envelope decays to the threshold exactly at `duration`.
    static func naturalFrequency(
        settlingAt duration: Double, dampingRatio zeta: Double,
        initialVelocity velocity: Double
    ) -> Double {
        func envelope(_ omega: Double) -> Double {
            let spring = SpringCurve(
                mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                initialVelocity: velocity)
            return Motion(spring).envelope(at: duration)
        }
        // Find a bracket [low, high] with envelope(low) > threshold ≥ envelope(high), scanning upward
        // geometrically from a very soft spring, then bisect in log space.
        var low = 1e-6
        var high = low
        var found = false
        for _ in 0..<200 {
            high = low * 1.5
            if envelope(high) <= settlingThreshold {
                found = true
                break
            }
            low = high
        }
        guard found else { return high }
        for _ in 0..<200 {
            let middle = (low * high).squareRoot()
            if envelope(middle) > settlingThreshold { low = middle } else { high = middle }
            if high / low - 1 < 1e-14 { break }
        }
        return high
    }
}

/// The closed-form solution for one spring, with its coefficients computed once.
private struct Motion {
    enum Regime {
        /// e^(−ζω₀t)·(a·cos(ωd·t) + b·sin(ωd·t))
        case underdamped(decay: Double, omegaD: Double, a: Double, b: Double)
        /// e^(−ω₀t)·(a + b·t)
        case critical(omega: Double, a: Double, b: Double)
        /// c1·e^(r1·t) + c2·e^(r2·t)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }
    let regime: Regime

    init(_ spring: SpringCurve) {
        let omega = spring.naturalFrequency
        let zeta = spring.dampingRatio
        let x0 = -1.0
        let v0 = spring.initialVelocity
        if abs(zeta - 1) < 1e-7 {
            regime = .critical(omega: omega, a: x0, b: v0 + omega * x0)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            regime = .underdamped(decay: zeta * omega, omegaD: omegaD, a: x0, b: (v0 + zeta * omega * x0) / omegaD)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            regime = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
    }

    func displacement(at t: Double) -> Double {
        switch regime {
        case .underdamped(let decay, let omegaD, let a, let b):
            return exp(-decay * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
        case .critical(let omega, let a, let b):
            return exp(-omega * t) * (a + b * t)
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch regime {
        case .underdamped(let decay, let omegaD, let a, let b):
            let e = exp(-decay * t)
            let c = cos(omegaD * t)
            let s = sin(omegaD * t)
            return e * ((b * omegaD - decay * a) * c - (a * omegaD + decay * b) * s)
        case .critical(let omega, let a, let b):
            return exp(-omega * t) * (b - omega * (a + b * t))
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// An upper bound of |displacement| at and after `t` (once past `envelopeDecreasingFrom`).
    func envelope(at t: Double) -> Double {
        switch regime {
        case .underdamped(let decay, _, let a, let b):
            return exp(-decay * t) * (a * a + b * b).squareRoot()
        case .critical(let omega, let a, let b):
            return exp(-omega * t) * (abs(a) + abs(b) * t)
        case .overdamped(let r1, let r2, let c1, let c2):
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The time from which `envelope` is non-increasing.
    var envelopeDecreasingFrom: Double {
        switch regime {
        case .critical(let omega, let a, let b):
            // d/dt [e^(−ωt)(|a| + |b|t)] ≤ 0  ⇔  t ≥ 1/ω − |a|/|b|
            guard b != 0, omega > 0 else { return 0 }
            return max(0, 1 / omega - abs(a) / abs(b))
        default:
            return 0
        }
    }
}
