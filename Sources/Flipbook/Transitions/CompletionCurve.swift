import Foundation

/// Maps a `UIView.AnimationCurve` to eased progress, for the non-interactive end of a percent-driven
/// transition (UIKit's `completionCurve`).
enum CompletionCurve {
    /// The eased progress at linear progress `x` (0…1) along `curve`.
    static func progress(of curve: UIView.AnimationCurve, at x: Double) -> Double {
        timingFunction(for: curve).value(at: x)
    }

    /// The Core Animation timing function UIKit uses for `curve`.
    static func timingFunction(for curve: UIView.AnimationCurve) -> CAMediaTimingFunction {
        switch curve {
        case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
        case .easeIn: return CAMediaTimingFunction(name: .easeIn)
        case .easeOut: return CAMediaTimingFunction(name: .easeOut)
        case .linear: return CAMediaTimingFunction(name: .linear)
        }
    }
}
