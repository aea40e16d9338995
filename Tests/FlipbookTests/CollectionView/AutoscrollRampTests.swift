import Foundation
import Testing

@testable import Flipbook

/// The autoscroll speed: zero away from the edges, rising linearly to the maximum at each edge.
@Suite struct AutoscrollRampTests {
    @Test func nothingOutsideTheZones() {
        #expect(AutoscrollRamp.speed(finger: 300, visible: 0...600) == 0)
        #expect(AutoscrollRamp.speed(finger: 50, visible: 0...600) == 0)
        #expect(AutoscrollRamp.speed(finger: 550, visible: 0...600) == 0)
    }

    @Test func fasterTheDeeperTowardsEachEdge() {
        #expect(AutoscrollRamp.speed(finger: 25, visible: 0...600) == -AutoscrollRamp.maximumSpeed / 2)
        #expect(AutoscrollRamp.speed(finger: 0, visible: 0...600) == -AutoscrollRamp.maximumSpeed)
        #expect(AutoscrollRamp.speed(finger: -40, visible: 0...600) == -AutoscrollRamp.maximumSpeed)
        #expect(AutoscrollRamp.speed(finger: 1090, visible: 500...1100) == AutoscrollRamp.maximumSpeed * 0.8)
    }

    @Test func aShortViewHasThinnerZones() {
        #expect(AutoscrollRamp.speed(finger: 40, visible: 0...90) == 0, "zones of 30 points")
        #expect(AutoscrollRamp.speed(finger: 15, visible: 0...90) == -AutoscrollRamp.maximumSpeed / 2)
        #expect(AutoscrollRamp.speed(finger: 0, visible: 0...0) == 0)
    }
}
