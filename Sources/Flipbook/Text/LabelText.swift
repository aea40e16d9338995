import Foundation

/// What a label draws, fixed until one of its properties changes: the spans, the layout style and the
/// shrinking rule. It lays itself out for a bounds size (cached, so an unchanging label costs one
/// layout) the way UILabel does: lines wrap to the width, as many lines as the label allows and its
/// height holds, the last one truncated, the block centred vertically.
@MainActor
final class LabelText {
    /// The layout and where its top-left corner goes in the label's bounds.
    struct Placed {
        var layout: TextLayout
        var origin: CGPoint
    }

    let spans: [TextSpan]
    let style: TextStyle
    /// The smallest font scale allowed when shrinking to fit; nil when the label does not shrink.
    let minimumScale: CGFloat?
    private var cache: (size: CGSize, placed: Placed)?

    init(spans: [TextSpan], style: TextStyle, minimumScale: CGFloat?) {
        self.spans = spans
        self.style = style
        self.minimumScale = minimumScale
    }

    /// The text laid out in a box of `size`.
    func placed(in size: CGSize) -> Placed {
        if let cache, cache.size == size { return cache.placed }
        let scale = fittingScale(in: size)
        var layout = TextLayout(spans, style: style, width: size.width, maxLines: style.numberOfLines, scale: scale)
        if layout.size.height > size.height && layout.lineCount > 1 {
            let perLine = (layout.size.height + style.lineSpacing) / CGFloat(layout.lineCount)
            let fitting = max(1, Int(((size.height + style.lineSpacing) / perLine).rounded(.down)))
            if fitting < layout.lineCount {
                layout = TextLayout(spans, style: style, width: size.width, maxLines: fitting, scale: scale)
            }
        }
        let placed = Placed(layout: layout, origin: CGPoint(x: 0, y: (size.height - layout.size.height) / 2))
        cache = (size, placed)
        return placed
    }

    /// The size the text needs within `size`: one line ignores the width, more lines wrap to it
    /// (no limit when it is zero or less); rounded up to whole points.
    func fittingSize(_ size: CGSize) -> CGSize {
        guard spans.contains(where: { !$0.text.isEmpty }) else { return .zero }
        let width = style.numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        let layout = TextLayout(spans, style: style, width: width, maxLines: style.numberOfLines)
        return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }

    /// The first and last baselines of the text as ``fittingSize(_:)`` lays it out, from the top of its
    /// block, with the block's height (zeros without text).
    func baselines(_ size: CGSize) -> (first: CGFloat, last: CGFloat, height: CGFloat) {
        guard spans.contains(where: { !$0.text.isEmpty }) else { return (0, 0, 0) }
        let width = style.numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        let layout = TextLayout(spans, style: style, width: width, maxLines: style.numberOfLines)
        return (layout.baselines.first, layout.baselines.last, layout.size.height)
    }

    /// The font scale that makes the text fit `size` when the label shrinks text (1 otherwise): for
    /// one line, the ratio of the width to the text's natural width; for more, the largest scale (found
    /// by bisection) at which the text needs no more lines than allowed and fits the height.
    private func fittingScale(in size: CGSize) -> CGFloat {
        guard let minimumScale, minimumScale > 0, minimumScale < 1 else { return 1 }
        if style.numberOfLines == 1 {
            let natural = TextLayout(spans, style: style, width: .greatestFiniteMagnitude, maxLines: 1).size.width
            guard natural > size.width, natural > 0 else { return 1 }
            return max(minimumScale, size.width / natural)
        }
        func fits(_ scale: CGFloat) -> Bool {
            let layout = TextLayout(spans, style: style, width: size.width, maxLines: 0, scale: scale)
            return (style.numberOfLines == 0 || layout.lineCount <= style.numberOfLines)
                && layout.size.height <= size.height
        }
        if fits(1) { return 1 }
        var low = minimumScale
        var high: CGFloat = 1
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }
}
