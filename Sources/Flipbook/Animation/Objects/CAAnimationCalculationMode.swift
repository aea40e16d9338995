import Foundation

/// How a keyframe animation computes values between its keyframes, as in Core Animation.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string value, as Core Animation spells it (for example `"cubicPaced"`).
    public let rawValue: String

    /// Creates a mode from its string value. Unknown values behave like `.linear`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between keyframes at their key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation at constant speed: key times and timing functions are ignored and computed from
    /// the distances between values.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels (Catmull–Rom by default) spline through the values at their key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline at constant pace (key times from the distances between values).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
