import Foundation

extension UIView {
    /// How a view's tint colour is adjusted (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the root).
        case automatic
        /// The tint colour as set.
        case normal
        /// A desaturated tint, as views behind a modal presentation show it.
        case dimmed
    }

    /// `tintColor`'s value: the first colour set on this view or an ancestor (system blue when none), grey
    /// when the effective mode is `.dimmed`.
    var effectiveTintColor: UIColor {
        var current: UIView? = self
        var color = UIColor.systemBlue
        while let view = current {
            if let own = view.storedTintColor {
                color = own
                break
            }
            current = view.superview
        }
        return tintAdjustmentMode == .dimmed ? Self.dimmed(color) : color
    }

    /// `tintAdjustmentMode`'s value: the first mode other than `.automatic` on this view or an ancestor.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var current: UIView? = self
        while let view = current {
            if view.storedTintAdjustmentMode != .automatic { return view.storedTintAdjustmentMode }
            current = view.superview
        }
        return .normal
    }

    /// The effective tint of this view and its descendants (depth first), to compare after a change.
    func subtreeTints() -> [(view: UIView, color: UIColor, mode: TintAdjustmentMode)] {
        [(self, effectiveTintColor, effectiveTintAdjustmentMode)] + storedSubviews.flatMap { $0.subtreeTints() }
    }

    /// Calls `tintColorDidChange()` on every view of `before` whose effective tint or mode is now different.
    static func notifyTintChanges(since before: [(view: UIView, color: UIColor, mode: TintAdjustmentMode)]) {
        for entry in before
        where entry.view.effectiveTintColor != entry.color || entry.view.effectiveTintAdjustmentMode != entry.mode {
            entry.view.tintColorDidChange()
        }
    }

    /// After a move that changed this view's effective tint: `tintColorDidChange()` here and on every
    /// descendant that does not set both its own tint colour and mode.
    func inheritedTintDidChange() {
        tintColorDidChange()
        for subview in storedSubviews
        where subview.storedTintColor == nil || subview.storedTintAdjustmentMode == .automatic {
            subview.inheritedTintDidChange()
        }
    }

    /// A dimmed tint: the colour's luminance (Rec. 709 weights) as a grey at the same opacity. UIKit's exact
    /// dimmed colour is not documented; this keeps lightness and drops the hue.
    static func dimmed(_ color: UIColor) -> UIColor {
        UIColor(white: 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue, alpha: color.alpha)
    }
}
