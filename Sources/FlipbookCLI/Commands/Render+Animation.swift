import ArgumentParser
import FlipbookScenes
import Foundation
import Raster

/// The animated outputs of `render` (`--apng`, `--gif`, `--video` with `--loop`, `--bounce`, `--hold`).
extension Render {
    /// Rejects playback options without an animated output to apply to.
    func validateAnimation() throws {
        if animation.shapesPlayback && !apng && !animation.writesAnimation {
            throw ValidationError("--loop, --bounce and --hold shape --apng, --gif and --video; give one of them")
        }
    }

    /// The animated outputs asked for, over the `selected` frames, or nil for none.
    @MainActor
    func animationOutputs(scene: Scene, selected: [Int], folder: URL) throws(CLIError) -> AnimationOutputs? {
        guard apng || animation.writesAnimation, !selected.isEmpty else { return nil }
        let plan = AnimationPlan(
            frames: selected, bounce: animation.bounce, holdTicks: animation.holdTicks(framesPerSecond: scene.fps),
            plays: animation.loop)
        return try AnimationOutputs(
            plan: plan, scene: scene, apng: apng ? folder.appendingPathComponent("animation.png") : nil,
            gif: animation.gif, video: animation.video, preset: preset.preset)
    }

    /// A runner for the scene at frame 0.
    @MainActor
    static func runner(for scene: Scene) throws(CLIError) -> SceneRunner {
        do {
            return try SceneRunner(scene: scene, animators: SceneInput.animators)
        } catch {
            throw CLIError("\(error)", status: .invalidInput)
        }
    }
}
