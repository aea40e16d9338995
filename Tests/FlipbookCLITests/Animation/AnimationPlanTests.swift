import Testing

@testable import FlipbookCLI

@Suite struct AnimationPlanTests {
    func frames(_ plan: AnimationPlan) -> [Int] { plan.steps.map(\.frame) }

    @Test func forwardOnly() {
        let plan = AnimationPlan(frames: [2, 3, 4], bounce: false, holdTicks: 0, plays: 0)
        #expect(plan.steps == [.init(frame: 2, ticks: 1), .init(frame: 3, ticks: 1), .init(frame: 4, ticks: 1)])
        #expect(plan.forwardCount == 3 && plan.ticksPerPlay == 3)
    }

    @Test func bounceGoesBackToTheFirstFrameWithoutRepeatingTheTurn() {
        let plan = AnimationPlan(frames: [0, 1, 2, 3], bounce: true, holdTicks: 0, plays: 0)
        #expect(frames(plan) == [0, 1, 2, 3, 2, 1, 0])
        #expect(AnimationPlan(frames: [5], bounce: true, holdTicks: 0, plays: 0).steps == [.init(frame: 5, ticks: 1)])
    }

    @Test func holdLengthensTheLastForwardFrame() {
        let plan = AnimationPlan(frames: [0, 1, 2], bounce: true, holdTicks: 30, plays: 2)
        #expect(plan.steps[2] == .init(frame: 2, ticks: 31))
        #expect(plan.ticksPerPlay == 35)
    }

    @Test func videosUnrollTheirPlays() {
        let twice = AnimationPlan(frames: [0, 1], bounce: false, holdTicks: 1, plays: 2)
        #expect(twice.unrolledSteps.map(\.frame) == [0, 1, 0, 1])
        #expect(twice.unrolledSteps.map(\.ticks) == [1, 2, 1, 2])
        let forever = AnimationPlan(frames: [0, 1], bounce: false, holdTicks: 0, plays: 0)
        #expect(forever.unrolledSteps == forever.steps)
    }

    @Test func holdRoundsToWholeFrames() throws {
        let options = try AnimationOptions.parse(["--hold", "0.51"])
        #expect(options.holdTicks(framesPerSecond: 10) == 5)
        #expect(options.holdTicks(framesPerSecond: 60) == 31)
    }
}
