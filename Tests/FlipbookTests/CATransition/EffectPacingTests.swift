import Foundation
import Testing

@testable import Flipbook

/// Every effect's motion spans the transition's whole duration under its timing function: no stretch of
/// still frames in the middle 80 %, a half-way frame that is neither end picture, and no effect that
/// degenerates into a plain cross-fade. Frames come from ``CATransition/progress(atLayerTime:)``, so
/// timing functions and `startProgress` / `endProgress` are applied exactly as on a layer.
@Suite struct EffectPacingTests {
    /// The catalog's CATransition entries last 0.8 s; frames are 50 ms apart.
    static let duration = 0.8, frameCount = 16

    /// A pixel has changed when one of its channels moved by more than this.
    static let visibleStep = 4
    /// Frame to frame, at least this fraction of the layer's pixels visibly change.
    static let minimumChange = 0.002
    /// The half-way frame differs visibly from the end pictures and from a cross-fade in at least this
    /// fraction of the layer's pixels.
    static let minimumDifference = 0.02

    static let types: [CATransitionType] = [
        .cube, .oglFlip, .pageCurl, .pageUnCurl, .rippleEffect, .suckEffect,
        .cameraIrisHollowOpen, .cameraIrisHollowClose,
    ]
    /// The timing functions slowest at the ends (every type), and all of them (suckEffect, which used to
    /// finish early).
    static let slowEnded: [CAMediaTimingFunctionName] = [.default, .easeInEaseOut]
    static let allTimings: [CAMediaTimingFunctionName] = [.default, .linear, .easeIn, .easeOut, .easeInEaseOut]

    /// The fraction of pixels that differ visibly between two bitmaps of the same size.
    static func change(_ a: Bitmap, _ b: Bitmap) -> Double {
        var count = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<4 where abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) > visibleStep {
                count += 1
                break
            }
        }
        return Double(count) / Double(a.width * a.height)
    }

    /// The transition's frame at `time`.
    static func frame(_ transition: CATransition, at time: Double, type: CATransitionType? = nil) throws -> Bitmap {
        let progress = try #require(transition.progress(atLayerTime: time))
        return try EffectRendering.frame(type ?? transition.type, transition.subtype, progress: progress)
    }

    static func transition(
        _ type: CATransitionType, timing: CAMediaTimingFunctionName,
        range: ClosedRange<Float> = 0...1
    ) -> CATransition {
        let t = CATransition()
        t.type = type
        t.subtype = .fromRight
        t.duration = duration
        t.timingFunction = CAMediaTimingFunction(name: timing)
        t.startProgress = range.lowerBound
        t.endProgress = range.upperBound
        return t
    }

    /// Checks the three promises for `transition`; `label` names it in failures.
    static func expectPacedOverTheWholeDuration(_ transition: CATransition, _ label: String) throws {
        let times = (0...frameCount).map { duration * Double($0) / Double(frameCount) }
        let frames = try times.map { try frame(transition, at: min($0, duration - 1e-9)) }
        for i in 1..<frames.count where times[i - 1] >= 0.1 * duration && times[i] <= 0.9 * duration {
            let moved = change(frames[i - 1], frames[i])
            #expect(moved >= minimumChange, "\(label): still from \(times[i - 1]) s to \(times[i]) s (\(moved))")
        }
        let half = try frame(transition, at: duration / 2)
        let fade = try frame(transition, at: duration / 2, type: .fade)
        for (other, name) in [(frames.first!, "first"), (frames.last!, "last"), (fade, "a cross-fade")] {
            let difference = change(half, other)
            #expect(difference >= minimumDifference, "\(label): the half-way frame is almost \(name) (\(difference))")
        }
    }

    @Test(arguments: types, slowEnded)
    func theMotionSpansTheWholeDuration(type: CATransitionType, timing: CAMediaTimingFunctionName) throws {
        try Self.expectPacedOverTheWholeDuration(Self.transition(type, timing: timing), "\(type) \(timing.rawValue)")
    }

    @Test(arguments: allTimings)
    func suckFollowsEveryTimingFunction(timing: CAMediaTimingFunctionName) throws {
        try Self.expectPacedOverTheWholeDuration(
            Self.transition(.suckEffect, timing: timing), "suckEffect \(timing.rawValue)")
    }

    @Test(arguments: types)
    func aPartialTransitionSpansTheWholeDurationToo(type: CATransitionType) throws {
        let t = Self.transition(type, timing: .default, range: 0.2...0.7)
        try Self.expectPacedOverTheWholeDuration(t, "\(type) 0.2…0.7")
    }
}
