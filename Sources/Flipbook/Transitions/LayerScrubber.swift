import Foundation

/// Freezes a set of layers' local time and moves it by hand: the mechanism behind
/// `UIPercentDrivenInteractiveTransition` (UIKit sets the container layer's `speed` to 0 and scrubs its
/// `timeOffset`). Animations added to the frozen layers, or to their sublayers, keep their begin time in
/// the frozen local time, so `setFraction(_:)` shows them at `fraction × duration` into the transition.
@MainActor
final class LayerScrubber {
    private struct Entry {
        let layer: CALayer
        let speed: Float
        let timeOffset: CFTimeInterval
        let beginTime: CFTimeInterval
        /// The layer's local time at fraction 0.
        let base: CFTimeInterval
    }

    /// The transition's duration: fraction 1 is this far into the frozen animations.
    let duration: TimeInterval
    private var entries: [Entry] = []
    /// The fraction last applied.
    private(set) var fraction: CGFloat = 0
    /// `true` after `resume()`: time runs again.
    private(set) var isRunning = false

    init(duration: TimeInterval) {
        self.duration = duration
    }

    /// Freezes `layer` at the current fraction (no-op when it, or an ancestor already frozen here, is frozen).
    func add(_ layer: CALayer) {
        guard !isRunning, !entries.contains(where: { LayerScrubber.layer(layer, isInside: $0.layer) }) else { return }
        CATransaction.flush()
        let local = layer.convertTime(VirtualClock.shared.now, from: nil)
        entries.append(
            Entry(
                layer: layer, speed: layer.speed, timeOffset: layer.timeOffset,
                beginTime: layer.beginTime, base: local - Double(fraction) * duration))
        layer.speed = 0
        layer.timeOffset = local
    }

    /// Shows every frozen layer at `fraction × duration` into the transition.
    func setFraction(_ fraction: CGFloat) {
        self.fraction = fraction
        for entry in entries { entry.layer.timeOffset = entry.base + Double(fraction) * duration }
    }

    /// Lets time run again from the current fraction at the layers' own speed (animations longer than the
    /// transition play on; ones that end here complete).
    func resume() {
        resume(skippingAhead: 0)
    }

    private func resume(skippingAhead extra: CFTimeInterval) {
        guard !isRunning else { return }
        isRunning = true
        for entry in entries {
            let parentTime =
                entry.layer.superlayer?.convertTime(VirtualClock.shared.now, from: nil) ?? VirtualClock.shared.now
            entry.layer.timeOffset = entry.base + Double(fraction) * duration + extra
            entry.layer.beginTime = parentTime
            entry.layer.speed = entry.speed == 0 ? 1 : entry.speed
        }
    }

    /// Ends the frozen animations after a cancel that played them back to the start: their local time jumps
    /// past every end so that their completion blocks run now (the cancelled transition then restores the
    /// views' state before anything is drawn).
    func completeAfterCancel() {
        fraction = 0
        resume(skippingAhead: duration + LayerScrubber.pastEveryEnd)
    }

    /// Puts the layers' own timing back (the transition ended).
    func restore() {
        for entry in entries.reversed() {
            entry.layer.speed = entry.speed
            entry.layer.timeOffset = entry.timeOffset
            entry.layer.beginTime = entry.beginTime
        }
        entries.removeAll()
    }

    /// Whether `layer` is `ancestor` or one of its sublayers.
    static func layer(_ layer: CALayer, isInside ancestor: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// How far past the transition's end a cancelled transition's animations are moved (one virtual hour).
    static let pastEveryEnd: CFTimeInterval = 3600
}
