import Foundation

/// Where a sheet and the cards behind it sit in a container, and how a dragged sheet moves and ends
/// (geometry only; every figure comes from ``SheetMetrics``).
struct SheetLayout {
    /// The container's bounds.
    var bounds: CGRect
    /// The top safe-area inset of the window (the status bar's height).
    var safeTop: CGFloat
    /// In compact height (iPhone landscape) a sheet covers the whole container and nothing shrinks back.
    var isCompactHeight: Bool
    /// The bottom safe-area inset (the home indicator), which detent values leave out.
    var safeBottom: CGFloat = 0
    /// In compact height, the width of a sheet attached to the bottom edge only
    /// (`prefersEdgeAttachedInCompactHeight`); `nil` covers the whole container.
    var edgeAttachedWidth: CGFloat?

    /// The largest detent's value: the full sheet's height above the bottom safe-area inset.
    var maximumDetentValue: CGFloat { max(bounds.maxY - safeBottom - sheetFrame.minY, 0) }

    /// The top edge of a sheet resting at a detent of `value` points.
    func top(forDetentValue value: CGFloat) -> CGFloat { bounds.maxY - safeBottom - value }

    /// The sheet's resting frame: from `sheetTopGap` below the safe area to the container's bottom, as wide
    /// as the container; in compact height the whole container, or, edge-attached, `edgeAttachedWidth`
    /// centred from `edgeAttachedTopGap` below the safe area.
    var sheetFrame: CGRect {
        if isCompactHeight {
            guard let edgeAttachedWidth else { return bounds }
            let width = min(max(edgeAttachedWidth, 0), bounds.width)
            let top = bounds.minY + safeTop + SheetMetrics.edgeAttachedTopGap
            return CGRect(
                x: bounds.midX - width / 2, y: top, width: width, height: max(bounds.maxY - top, 0))
        }
        let top = bounds.minY + safeTop + SheetMetrics.sheetTopGap
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(bounds.maxY - top, 0))
    }

    /// The width of an edge-attached sheet in a container of `size` when the width does not follow the
    /// preferred content size: the screen's width in portrait (its shorter side), as iOS keeps a sheet as wide
    /// as it was before the phone turned.
    static func edgeAttachedWidth(in size: CGSize) -> CGFloat { min(size.width, size.height) }

    /// The scale of a card `depth` levels behind the sheet on top (0: none).
    func cardScale(depth: Int) -> CGFloat {
        guard depth > 0, !isCompactHeight, bounds.width > 0 else { return 1 }
        let one = max(bounds.width - 2 * SheetMetrics.presenterSideInset, 1) / bounds.width
        return pow(one, CGFloat(depth))
    }

    /// The transform that shrinks a view whose untransformed frame is `frame` (same coordinates as
    /// `bounds`) into a card `depth` levels back: scaled about its centre, its top edge at the safe area.
    func cardTransform(for frame: CGRect, depth: Int) -> CGAffineTransform {
        guard depth > 0, !isCompactHeight else { return .identity }
        let scale = cardScale(depth: depth)
        let scaledTop = frame.midY - scale * frame.height / 2
        let top = bounds.minY + safeTop + SheetMetrics.presenterTopGap
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: top - scaledTop)
    }

    /// UIScrollView's rubber band: how far something pulled `distance` points past its limit moves,
    /// for a `dimension` points long view (always less than both).
    static func rubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return 0 }
        let c = SheetMetrics.rubberBandConstant
        return (1 - 1 / (distance * c / dimension + 1)) * dimension
    }

    /// Where a sheet released at `offset` points below rest with a downward `velocity` (points per
    /// second) would come to rest if it decelerated like a scroll view.
    static func projectedOffset(_ offset: CGFloat, velocity: CGFloat) -> CGFloat {
        let rate = SheetMetrics.decelerationRate
        return offset + velocity / 1000 * rate / (1 - rate)
    }

    /// Whether a `height` points tall sheet released at `offset` with `velocity` is dismissed (else it
    /// springs back).
    static func dismisses(offset: CGFloat, velocity: CGFloat, height: CGFloat) -> Bool {
        projectedOffset(offset, velocity: velocity) > SheetMetrics.dismissFraction * height
    }

    /// `a` and `b` mixed: `a` at 0, `b` at 1.
    static func mix(_ a: CGAffineTransform, _ b: CGAffineTransform, _ t: CGFloat) -> CGAffineTransform {
        CGAffineTransform(
            a: a.a + (b.a - a.a) * t, b: a.b + (b.b - a.b) * t, c: a.c + (b.c - a.c) * t, d: a.d + (b.d - a.d) * t,
            tx: a.tx + (b.tx - a.tx) * t, ty: a.ty + (b.ty - a.ty) * t)
    }
}
