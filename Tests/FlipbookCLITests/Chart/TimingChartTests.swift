import Flipbook
import FlipbookScenes
import Foundation
import Raster
import Testing

@testable import FlipbookCLI

/// What the timing chart is made of: sampled tracks (which properties moved, a spring's overshoot),
/// the finger's markers, and the axis.
@Suite struct TimingChartTests {
    private func track(_ ys: [Double], alpha: Double = 1) -> TimingTrack {
        var track = TimingTrack(label: "card")
        for (frame, y) in ys.enumerated() {
            track.samples.append(
                TimingTrack.Sample(frame: frame, time: Double(frame) / 60, values: [10, y, 1, 0, alpha]))
        }
        return track
    }

    @Test func onlyPropertiesThatChangedAreAnimated() {
        #expect(track([100, 100, 100]).animatedProperties.isEmpty)
        #expect(track([100, 80, 60]).animatedProperties == [.y])
        #expect(track([100, 80, 60]).range(of: .y) == 60...100)
    }

    @Test func aSpringOvershootIsMeasuredPastTheFinalValue() {
        #expect(track([1266, 800, 380, 430, 422]).overshoot(of: .y) == 42)
        #expect(track([0, 50, 100]).overshoot(of: .y) == nil, "an eased curve does not overshoot")
        #expect(track([0, 50, 0]).overshoot(of: .y) == nil, "a cancelled drag comes back: no final travel")
    }

    @MainActor @Test func theSpringEntryIsSampledFromItsPresentationLayer() throws {
        let runner = try SceneRunner(scene: try SceneInput.load("present-spring"), animators: SceneInput.animators)
        let sampler = TimingSampler(runner: runner)
        for frame in 0..<runner.frameCount {
            _ = try runner.displayList(atFrame: frame)
            sampler.sample(frame: frame, time: runner.time(ofFrame: frame))
        }
        let tracks = sampler.animatedTracks
        #expect(tracks.map(\.label) == ["settings"], "only the presented controller's view moves")
        let settings = try #require(tracks.first)
        #expect(settings.animatedProperties == [.y])
        #expect(settings.samples.count == runner.frameCount)
        #expect(settings.samples.first!.values[TimingTrack.Property.y.rawValue] == 844 + 422)
        let overshoot = try #require(settings.overshoot(of: .y))
        #expect(overshoot > 10, "a damping-0.6 spring overshoots visibly, got \(overshoot) pt")
    }

    @MainActor @Test func samplingNeverLoadsAControllersView() throws {
        var scene = try SceneInput.load("push-basic")
        scene.transition?.start = 0.2
        let runner = try SceneRunner(scene: scene, animators: SceneInput.animators)
        let sampler = TimingSampler(runner: runner)
        _ = try runner.displayList(atFrame: 0)
        sampler.sample(frame: 0, time: 0)
        #expect(runner.controllers["message"]?.isViewLoaded == false, "the pushed screen loads when it is pushed")
        for frame in 1...30 {
            _ = try runner.displayList(atFrame: frame)
            sampler.sample(frame: frame, time: runner.time(ofFrame: frame))
        }
        #expect(runner.controllers["message"]?.isViewLoaded == true)
        #expect(sampler.animatedTracks.map(\.label).contains("message"), "named once it is loaded")
    }

    @Test func markersFollowTheFingerScript() {
        let hold = SceneDrag(from: ScenePoint(x: 140, y: 430), to: ScenePoint(x: 140, y: 430), seconds: 0.25)
        let drags = [
            SceneDrag(from: ScenePoint(x: 40, y: 420), to: ScenePoint(x: 140, y: 430), seconds: 0.2), hold,
            SceneDrag(from: ScenePoint(x: 140, y: 430), to: ScenePoint(x: 230, y: 436), seconds: 0.15),
        ]
        var scene = Scene(
            screen: SceneScreen(width: 390, height: 844, scale: 1), controllers: [],
            root: SceneRoot(.controller("a")),
            transition: SceneTransition(
                operation: .pop, start: 0.1, animation: .animator("basic"),
                interaction: SceneInteraction(drags: drags, release: .cancel)))
        let markers = TimingMarker.markers(of: scene).map { "\($0.label)@\(Int(($0.time * 1000).rounded()))" }
        #expect(markers == ["touch@100", "held@300", "release (cancel)@700"])
        #expect(TimingMarker.markers(of: scene)[1].duration == 0.25)
        scene.transition?.interaction = nil
        #expect(TimingMarker.markers(of: scene) == [TimingMarker(time: 0.1, label: "trigger")])
        scene.transition?.start = 0
        #expect(TimingMarker.markers(of: scene).isEmpty)
    }

    @Test func ticksAreRoundAndValuesShort() {
        #expect(TimingChart.tickStep(seconds: 0.9) == 0.1)
        #expect(TimingChart.tickStep(seconds: 0.6) == 0.05)
        #expect(TimingChart.tickStep(seconds: 3) == 0.25)
        #expect(TimingChart.format(342.05) == "342.05")
        #expect(TimingChart.format(375) == "375")
        #expect(TimingChart.format(0.5) == "0.5")
        #expect(TimingChart.format(-0.001) == "0")
    }
}
