import Foundation
import Testing

@testable import Flipbook

/// Springs against an independent reference: a fine RK4 integration of m·x″ + c·x′ + k·x = 0.
@Suite struct SpringCurveTests {
    /// Progress (1 + x) at time t, integrating from x = −1, x′ = v0 with RK4 at step h.
    static func integrated(_ m: Double, _ k: Double, _ c: Double, _ v0: Double, at t: Double, h: Double = 1e-4) -> (
        Double, Double
    ) {
        var x = -1.0
        var v = v0
        var time = 0.0
        func a(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
        while time < t - 1e-12 {
            let dt = min(h, t - time)
            let k1x = v
            let k1v = a(x, v)
            let k2x = v + dt / 2 * k1v
            let k2v = a(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v
            let k3v = a(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v
            let k4v = a(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            time += dt
        }
        return (1 + x, v)
    }

    static let cases: [(mass: Double, stiffness: Double, damping: Double, velocity: Double)] = [
        (1, 100, 10, 0), // under-damped (ζ = 0.5)
        (1, 100, 20, 0), // critically damped
        (1, 100, 35, 0), // over-damped (ζ = 1.75)
        (2, 300, 8, 3), // under-damped with mass and initial velocity
        (1, 64, 16, -2), // critical, moving away at first
        (0.5, 50, 30, 5), // over-damped with velocity
    ]

    @Test(arguments: 0..<6)
    func closedFormMatchesIntegration(index: Int) {
        let p = Self.cases[index]
        let spring = SpringCurve(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: p.velocity)
        for t in stride(from: 0.05, through: 1.5, by: 0.05) {
            let (value, velocity) = Self.integrated(p.mass, p.stiffness, p.damping, p.velocity, at: t)
            #expect(abs(spring.value(at: t) - value) < 1e-7, "t=\(t)")
            #expect(abs(spring.velocity(at: t) - velocity) < 1e-6, "t=\(t)")
        }
        #expect(spring.value(at: 0) == 0)
        #expect(abs(spring.velocity(at: 0) - p.velocity) < 1e-12)
    }

    @Test func dampingRatioRegimes() {
        #expect(SpringCurve(mass: 1, stiffness: 100, damping: 10).dampingRatio == 0.5)
        #expect(SpringCurve(mass: 1, stiffness: 100, damping: 20).dampingRatio == 1)
        // Under-damped overshoots 1; critically and over-damped (from rest) never do.
        let samples = stride(from: 0.0, through: 3, by: 0.01)
        #expect(samples.contains { SpringCurve(stiffness: 100, damping: 10).value(at: $0) > 1 })
        #expect(!samples.contains { SpringCurve(stiffness: 100, damping: 20).value(at: $0) > 1 + 1e-12 })
        #expect(!samples.contains { SpringCurve(stiffness: 100, damping: 35).value(at: $0) > 1 + 1e-12 })
    }

    @Test(arguments: 0..<6)
    func settlingDurationIsWhereTheMotionStaysWithinTheThreshold(index: Int) {
        let p = Self.cases[index]
        let spring = SpringCurve(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: p.velocity)
        let settle = spring.settlingDuration
        #expect(settle > 0 && settle.isFinite)
        // After settling: always within the threshold.
        for t in stride(from: settle, through: settle + 5, by: 0.003) {
            #expect(abs(spring.value(at: t) - 1) <= SpringCurve.settlingThreshold + 1e-12)
        }
        // Some time shortly before it, the motion (or its envelope) was still larger: the value is not trivially big.
        #expect(settle < 20)
    }

    @Test func undampedNeverSettles() {
        #expect(SpringCurve(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        // Undamped oscillation: cos(10 t) about 1.
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 0)
        #expect(abs(spring.value(at: .pi / 10) - 2) < 1e-12)
    }

    @Test(arguments: [0.2, 0.5, 0.7, 1.0, 1.5], [0.0, 0.3, 2.0])
    func uikitMappingSettlesAtTheDuration(ratio: Double, velocity: Double) {
        for duration in [0.3, 0.8, 2.0] {
            let spring = SpringCurve(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
            #expect(spring.mass == 1)
            #expect(abs(spring.dampingRatio - ratio) < 1e-9)
            #expect(abs(spring.initialVelocity - velocity) < 1e-12)
            #expect(abs(spring.value(at: duration) - 1) <= SpringCurve.settlingThreshold + 1e-9)
            #expect(abs(spring.settlingDuration - duration) < 1e-6 * duration + 1e-9)
        }
    }

    @Test func invalidParametersBecomeDefaults() {
        let spring = SpringCurve(mass: -1, stiffness: .nan, damping: -3, initialVelocity: .infinity)
        #expect(spring == SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        let uikit = SpringCurve(dampingRatio: .nan, duration: -2, initialVelocity: .nan)
        #expect(uikit.dampingRatio == 1)
        #expect(uikit.value(at: 0.001) > 0.99)
    }
}
