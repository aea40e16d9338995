import Foundation

/// Every figure of UIKit's popovers, kept in one place so that a better measurement can correct it. Each
/// says where it comes from; "estimate" marks a figure read off screen recordings rather than taken from a
/// published source.
enum PopoverMetrics {
    /// The bubble's corner radius, points: 13, the `cornerRadius` of `_UIPopoverShapeLayerChromeView`, the
    /// chrome of iOS 13–18 popovers (from published class dumps of UIKitCore).
    static let cornerRadius: CGFloat = 13

    /// How far the arrow stands out of the bubble, points: 13 (`arrowHeight` of the same chrome view; a
    /// published iOS 26.1 measurement also finds the presented view 13 points wider than its preferred
    /// content size, the arrow included).
    static let arrowHeight: CGFloat = 13

    /// The arrow's width where it meets the bubble, points: 26 (`arrowBase` of the same chrome view).
    static let arrowBase: CGFloat = 26

    /// Points the arrow keeps from the end of a corner before it is pinned against that corner: 15 (the
    /// chrome view's largest unpinned arrow offset is half the side minus the corner radius minus 15).
    static let arrowCornerClearance: CGFloat = 15

    /// `popoverLayoutMargins`' default: "The default edge insets are 10 points along each edge" (Apple's
    /// documentation of the property), inside the safe area ("the popover presentation controller
    /// automatically subtracts the status bar").
    static let layoutMargin: CGFloat = 10

    /// The popover's width when the presented view controller has no `preferredContentSize`: 320 points,
    /// UIKit's default and recommended popover width (Apple's documentation of `contentSizeForViewInPopover`).
    /// Its height is then all the room there is.
    static let defaultWidth: CGFloat = 320

    /// Seconds of the fade that shows and hides a popover, on UIKit's ease-in-out curve. Estimate (iOS 17
    /// recordings: a quick cross-fade of about a fifth of a second, without movement).
    static let fadeDuration: TimeInterval = 0.2

    /// The bubble's shadow: black at 12 % opacity, 30-point blur radius, 6 points down. Estimate (iOS 17
    /// screenshots: a wide, faint shadow; UIKit draws it in a separate `_UIRoundedRectShadowView` that
    /// reaches about 140 points around a popover, per the same iOS 26.1 measurement).
    static let shadowOpacity: Float = 0.12
    /// The shadow's blur radius, points.
    static let shadowRadius: CGFloat = 30
    /// The shadow's offset, points.
    static let shadowOffset = CGSize(width: 0, height: 6)

    /// The bubble's fill behind the content when `backgroundColor` is `nil`: UIKit's popover material, a
    /// `systemThickMaterial`-like blur (iOS 13+).
    static let backgroundEffect = UIBlurEffect.Style.systemThickMaterial
}
