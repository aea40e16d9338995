import Raster

/// The synthetic push-like frame with the effects of issue 13 added, to time them against the flat frame:
/// a card with a soft shadow, and a sheet over a blurred backdrop (as `present-card-shadow` draws them).
extension SyntheticFrame {
    /// `list` with a floating card in the middle casting an iOS-sized soft shadow (radius 16 points,
    /// offset 8, at the frame's scale of 3 pixels per point) drawn before the card itself.
    static func withShadow(_ list: DisplayList) -> DisplayList {
        var shadowed = list
        let w = Double(list.width)
        let h = Double(list.height)
        let card = FillItem(
            rect: Rect(x: 0.08 * w, y: 0.3 * h, width: 0.84 * w, height: 0.4 * h), radii: CornerRadii(0.04 * w),
            color: .white)
        let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), offsetX: 0, offsetY: 24, sigma: 24)
        shadowed.items.append(.group(GroupItem(shadow: shadow, children: [.fill(card)])))
        shadowed.items.append(.fill(card))
        return shadowed
    }

    /// `list` under a sheet covering the lower 90% of the frame that blurs what is behind it
    /// (`UIBlurEffect` radius 10 points = 30 pixels) and tints it, as a `UIVisualEffectView` does.
    static func withBackdropBlur(_ list: DisplayList) -> DisplayList {
        var blurred = list
        let w = Double(list.width)
        let h = Double(list.height)
        let sheet = Rect(x: 0, y: 0.1 * h, width: w, height: 0.9 * h)
        blurred.items.append(
            .backdrop(BackdropItem(shape: ClipShape(rect: sheet, radii: CornerRadii(0.03 * w)), sigma: 30)))
        blurred.items.append(
            .fill(
                FillItem(
                    rect: sheet, radii: CornerRadii(0.03 * w),
                    color: Color(red: 0.98, green: 0.98, blue: 0.98, alpha: 0.72))))
        return blurred
    }
}
