import Foundation

extension UIView {
    /// Makes Auto Layout keep the view at its intrinsic size on both axes, as UIKit's fixed-size controls (a
    /// switch, a stepper) are: layouts stretch and squeeze their neighbours instead.
    func keepsIntrinsicSize() {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.required, for: axis)
            setContentCompressionResistancePriority(.required, for: axis)
        }
    }
}
