import Foundation

/// The timing model shared by layers and animations, as in Core Animation.
///
/// Every timed object has its own local time derived from its parent's:
/// `local = (parent − beginTime) × speed + timeOffset`. A layer's parent time is its superlayer's local time
/// (the root layer's is `CACurrentMediaTime()`); an animation's parent time is its layer's local time.
/// Animations additionally repeat and fill; see ``MediaTiming`` for the exact rules Flipbook implements.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time. For animations, 0 means "when the transaction commits".
    var beginTime: CFTimeInterval { get set }
    /// The length of one simple cycle, in local seconds. For animations, 0 means the default 0.25 s.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's. 0 pauses; negative values run backwards.
    var speed: Float { get set }
    /// An offset added to local time (used to pause and scrub: speed 0 with timeOffset = the time to show).
    var timeOffset: CFTimeInterval { get set }
    /// How many times the cycle repeats (fractions allowed; `.infinity` repeats forever; 0 means once).
    var repeatCount: Float { get set }
    /// How long the object repeats, in local seconds (takes precedence over `repeatCount` when positive).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards and then backwards (doubling its length).
    var autoreverses: Bool { get set }
    /// What the object shows before it begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}
