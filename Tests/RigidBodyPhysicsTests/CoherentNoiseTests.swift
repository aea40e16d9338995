import Foundation
import Testing

@testable import RigidBodyPhysics

/// The seeded gradient noise behind UIKit's noise and turbulence fields: repeatable, bounded, smooth, zero on
/// the lattice, unrelated between seeds, and without bias.
@Suite struct CoherentNoiseTests {
    let noise = CoherentNoise(seed: 42)

    /// Values on a 0.13-unit grid over 40 × 40 × 3 units.
    func samples(_ noise: CoherentNoise) -> [Double] {
        var values: [Double] = []
        for i in 0..<300 {
            for j in 0..<300 where (i + j) % 7 == 0 {
                values.append(noise.value(x: Double(i) * 0.13, y: Double(j) * 0.13, z: Double(i % 23) * 0.13))
            }
        }
        return values
    }

    @Test func theSameSeedAndPointGiveTheSameValue() {
        #expect(samples(noise) == samples(CoherentNoise(seed: 42)))
        #expect(noise.value(x: 1.5, y: -2.25, z: 7.75) == CoherentNoise(seed: 42).value(x: 1.5, y: -2.25, z: 7.75))
    }

    @Test func valuesAreBoundedUnbiasedAndVaried() {
        let values = samples(noise)
        #expect(values.allSatisfy { (-1...1).contains($0) })
        let mean = values.reduce(0, +) / Double(values.count)
        let spread = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot()
        #expect(abs(mean) < 0.05)
        #expect(spread > 0.1, "the field varies: \(spread)")
    }

    @Test func zeroOnTheLatticeAndContinuousBetween() {
        #expect(noise.value(x: 3, y: -4, z: 5) == 0)
        // Neighbours 0.001 apart differ by at most the gradient's bound (about 3 per unit) times the step.
        for i in 0..<500 {
            let x = Double(i) * 0.0173
            let step = noise.value(x: x + 0.001, y: 0.4, z: 0.7) - noise.value(x: x, y: 0.4, z: 0.7)
            #expect(abs(step) < 0.004)
        }
    }

    @Test func differentSeedsAreUnrelated() {
        let a = samples(noise)
        let b = samples(CoherentNoise(seed: 43))
        let product: Double = zip(a, b).map { $0 * $1 }.reduce(0, +)
        let energyA: Double = a.map { $0 * $0 }.reduce(0, +)
        let energyB: Double = b.map { $0 * $0 }.reduce(0, +)
        let correlation = product / (energyA * energyB).squareRoot()
        #expect(abs(correlation) < 0.1)
    }

    @Test func hostileCoordinatesGiveZero() {
        #expect(noise.value(x: .nan, y: 0, z: 0) == 0)
        #expect(noise.value(x: 0, y: .infinity, z: 0) == 0)
        #expect(noise.value(x: 0, y: 0, z: 1e300) == 0)
    }
}
