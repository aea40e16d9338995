import Flipbook
import Foundation

/// Plays a scene's drag script on the virtual clock: a touch sample at every frame time and at every
/// segment end, then the release. With a percent-driven interaction controller the finger's progress
/// along the first segment's axis (as a fraction of the screen's width or height) scrubs the transition
/// and the release calls `finish()` or `cancel()`; without one, the touches go to the window's gesture
/// recognizers (UIKit's edge-swipe back) and `cancel` means the system cancels the touch. A pinch puts two
/// fingers down together and moves both at every sample (its touches always go to the window).
@MainActor
final class SceneFinger {
    private let script: SceneInteraction
    private let window: UIWindow
    private let start: CFTimeInterval
    private let fps: Double
    private let screen: CGSize
    private let interaction: (any SceneInteractionDriving)?
    private var touch: ScriptedTouch?

    init(
        script: SceneInteraction, window: UIWindow, start: CFTimeInterval, fps: Double, screen: CGSize,
        interaction: (any SceneInteractionDriving)?
    ) {
        self.script = script
        self.window = window
        self.start = start
        self.fps = fps
        self.screen = screen
        self.interaction = interaction
    }

    /// Puts the finger down now and schedules every later sample and the release.
    func schedule() {
        if interaction == nil || script.pinch != nil {
            let touch = ScriptedTouch(window: window)
            self.touch = touch
            touch.down(at: positions(at: 0))
        }
        var times: [Double] = []
        var segmentStart = 0.0
        for drag in script.drags {
            let end = segmentStart + drag.seconds
            // Frame times strictly inside the segment, then its end.
            var k = Int((segmentStart * fps).rounded(.down)) + 1
            while Double(k) / fps < end - 1e-9 {
                times.append(Double(k) / fps)
                k += 1
            }
            times.append(end)
            segmentStart = end
        }
        for time in times {
            VirtualClock.shared.schedule(at: start + time) { [weak self] in self?.sample(at: time) }
        }
        VirtualClock.shared.schedule(at: start + script.seconds) { [weak self] in self?.release() }
    }

    /// Every finger's position `time` seconds after they went down.
    func positions(at time: Double) -> [CGPoint] {
        script.fingerPaths.map { position(along: $0, at: time) }
    }

    /// The first finger's position `time` seconds after it went down.
    func position(at time: Double) -> CGPoint {
        position(along: script.drags, at: time)
    }

    private func position(along drags: [SceneDrag], at time: Double) -> CGPoint {
        var segmentStart = 0.0
        for drag in drags {
            if time <= segmentStart + drag.seconds {
                let t = max(0, min(1, (time - segmentStart) / drag.seconds))
                return CGPoint(
                    x: drag.from.x + (drag.to.x - drag.from.x) * t, y: drag.from.y + (drag.to.y - drag.from.y) * t)
            }
            segmentStart += drag.seconds
        }
        let last = drags[drags.count - 1].to
        return CGPoint(x: last.x, y: last.y)
    }

    private func sample(at time: Double) {
        if let touch {
            touch.move(to: positions(at: time))
        } else if let interaction {
            interaction.update(progress(at: position(at: time)))
        }
    }

    private func release() {
        if let touch {
            switch script.release {
            case .finish: touch.up()
            case .cancel: touch.cancel()
            }
        } else if let interaction {
            switch script.release {
            case .finish: interaction.finish()
            case .cancel: interaction.cancel()
            }
        }
    }

    /// Progress 0…1: the finger's travel from its first point along the first segment's main axis.
    private func progress(at point: CGPoint) -> CGFloat {
        let first = script.drags[0]
        let horizontal = abs(first.to.x - first.from.x) >= abs(first.to.y - first.from.y)
        let travel = horizontal ? (point.x - first.from.x) : (point.y - first.from.y)
        let direction: CGFloat =
            horizontal ? (first.to.x >= first.from.x ? 1 : -1) : (first.to.y >= first.from.y ? 1 : -1)
        let extent = horizontal ? screen.width : screen.height
        return max(0, min(1, travel * direction / extent))
    }
}
