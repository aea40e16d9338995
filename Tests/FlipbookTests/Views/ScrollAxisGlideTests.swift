import Foundation
import Testing

@testable import Flipbook

/// One axis's glide, checked against its closed forms.
@Suite struct ScrollAxisGlideTests {
    @Test func theProjectionIsApplesFormula() {
        // WWDC 2018 "Designing Fluid Interfaces": (velocity / 1000) · rate / (1 − rate), velocity in points/s.
        let velocityPerSecond: CGFloat = 2400
        let rate: CGFloat = 0.998
        let expected = 50 + velocityPerSecond / 1000 * rate / (1 - rate)
        #expect(
            abs(ScrollAxisGlide.projection(of: 50, velocity: velocityPerSecond / 1000, rate: rate) - expected) < 1e-9)
    }

    @Test func aGlideApproachesItsTargetExponentially() {
        let glide = ScrollAxisGlide(start: 0, target: 300, rate: 0.99)
        for t in [0.0, 10, 100, 250] {
            let (offset, finished) = glide.position(at: t)
            #expect(abs(offset - 300 * (1 - pow(0.99, t))) < 1e-9)
            #expect(!finished)
        }
        // Less than half a point from 300 once 0.99ᵗ < 0.5/300: t > ln(1/600)/ln(0.99) ≈ 636.5 ms.
        #expect(glide.position(at: 636).finished == false)
        #expect(glide.position(at: 637) == (300, true))
    }

    @Test func anEdgeStopsAGlideThatDoesNotBounce() {
        let glide = ScrollAxisGlide(start: 0, target: 300, rate: 0.99, limits: 0...100, bounces: false)
        // 300·(1 − 0.99ᵗ) = 100 at t = ln(2/3)/ln(0.99) ≈ 40.3 ms.
        #expect(glide.position(at: 40).finished == false)
        #expect(glide.position(at: 41) == (100, true))
        #expect(glide.rest == 100)
    }

    @Test func anEdgeTurnsABouncingGlideIntoASpringBack() {
        let glide = ScrollAxisGlide(start: 0, target: 300, rate: 0.99, limits: 0...100, bounces: true)
        let crossing = log(2.0 / 3) / log(0.99)
        let speed = 200 * -log(0.99) // (target − edge)·(−ln rate) points per millisecond at the crossing
        for s in [10.0, 100, 300] {
            let (offset, finished) = glide.position(at: crossing + s)
            let expected = 100 + speed * s * exp(-0.01 * s)
            #expect(abs(offset - expected) < 1e-6, "\(s) ms after the crossing")
            #expect(!finished)
        }
        #expect(glide.position(at: crossing + 2000) == (100, true))
    }

    @Test func contentReleasedBeyondAnEdgeSpringsBackFromThere() {
        let glide = ScrollAxisGlide(start: -40, target: -40, rate: 0.998, limits: 0...500, bounces: true, velocity: 0)
        for s in [0.0, 50, 200] {
            let expected = -40 * (1 + 0.01 * s) * exp(-0.01 * s)
            #expect(abs(glide.position(at: s).offset - expected) < 1e-9)
        }
        #expect(glide.position(at: 3000) == (0, true))
    }
}
