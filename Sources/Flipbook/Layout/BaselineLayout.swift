import Foundation

/// Where a view's first and last baselines sit for Auto Layout, as `minY + factor × height + offset` (linear
/// in the view's unknowns, so the solver can place them): the top and bottom edges for views without text,
/// the text's baselines for labels (which centre their text vertically).
struct BaselineLayout: Equatable {
    var firstHeightFactor: CGFloat = 0
    var firstOffset: CGFloat = 0
    var lastHeightFactor: CGFloat = 1
    var lastOffset: CGFloat = 0

    /// The edges.
    static let edges = BaselineLayout()
}

extension UIView {
    /// The first baseline's distance from the top edge at the current size.
    var firstBaselineOffsetFromTop: CGFloat {
        let layout = baselineLayout
        return layout.firstHeightFactor * bounds.height + layout.firstOffset
    }

    /// The last baseline's distance from the bottom edge at the current size.
    var lastBaselineOffsetFromBottom: CGFloat {
        let layout = baselineLayout
        return bounds.height - (layout.lastHeightFactor * bounds.height + layout.lastOffset)
    }
}
