import Foundation

extension UIView {
    /// Options for `UIView.animate` and `UIView.transition`, with UIKit's raw values.
    ///
    /// Flipbook honours: the four curves; `beginFromCurrentState`; `repeat` / `autoreverse`;
    /// `overrideInheritedDuration` / `overrideInheritedCurve` / `overrideInheritedOptions` for nested blocks;
    /// `layoutSubviews` (views laid out at the end of the block animate too); `showHideTransitionViews` and the
    /// transition styles for `transition(…)`. `allowUserInteraction`, `allowAnimatedContent` and the
    /// preferred-frame-rate options are parsed and stored but change no pixels (Flipbook renders every frame).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, as in UIKit.
        public let rawValue: UInt
        /// Creates options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at the end of the block, so the layout changes animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let views take touches while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen (the presentation value) when an animation of the same property is in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Play each cycle forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// In a nested block, use this block's duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// In a nested block, use this block's curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content while animating (stored; Flipbook has no custom drawing to redraw).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In `transition(from:to:…)`, hide and show the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// In a nested block, inherit none of the enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition style.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip about the vertical axis, left side toward the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip about the vertical axis, right side toward the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up from the bottom (rendered as a cross-dissolve in Flipbook for now, with a warning).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down from the top (rendered as a cross-dissolve in Flipbook for now, with a warning).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolve from the old content to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip about the horizontal axis, top side toward the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip about the horizontal axis, bottom side toward the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Ask for 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Ask for 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        static let curveMask: UInt = 0xF << 16
        static let transitionMask: UInt = 0xF << 20
        static let frameRateMask: UInt = 0xF << 24

        /// The curve selected by bits 16–19 (unknown values give `.easeInOut`).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue & Self.curveMask) >> 16)) ?? .easeInOut }

        /// The transition style in bits 20–23.
        var transitionStyle: UInt { (rawValue & Self.transitionMask) >> 20 }
    }

    /// The four standard animation curves, with UIKit's raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Ease in and out: control points (0.42, 0) and (0.58, 1).
        case easeInOut = 0
        /// Ease in: (0.42, 0) and (1, 1).
        case easeIn = 1
        /// Ease out: (0, 0) and (0.58, 1).
        case easeOut = 2
        /// Linear.
        case linear = 3

        /// The Core Animation timing function of this curve.
        public var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options for `UIView.animateKeyframes`, with UIKit's raw values.
    ///
    /// Bits shared with ``AnimationOptions`` mean the same. A curve from ``AnimationOptions`` (bits 16–19,
    /// e.g. `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`) eases the whole
    /// keyframe animation; without one it is ease-in-ease-out, as in UIKit.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, as in UIKit.
        public let rawValue: UInt
        /// Creates options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// See ``AnimationOptions/layoutSubviews``.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// See ``AnimationOptions/allowUserInteraction``.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// See ``AnimationOptions/beginFromCurrentState``.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// See ``AnimationOptions/repeat``.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// See ``AnimationOptions/autoreverse``.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// See ``AnimationOptions/overrideInheritedDuration``.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// See ``AnimationOptions/overrideInheritedOptions``.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation: each value holds until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed; keyframe times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth (Catmull–Rom) curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode in bits 10–12.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The same bits as animation options (curve and shared flags).
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(UInt(0x7) << 10))
        }
    }
}
