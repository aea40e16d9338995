import Foundation

/// The size Auto Layout gives a view from its constraints (UIKit's `systemLayoutSizeFitting`), as table
/// rows measure custom cells.
extension UIView {
    /// The smallest size the constraints allow, to pass as the target of ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The size the view's constraints give it closest to `targetSize` (both dimensions at the fitting-size
    /// priority: as small as the constraints allow with `layoutFittingCompressedSize`).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width is held to `targetSize.width` at
    /// `horizontalFittingPriority` and its height to `targetSize.height` at `verticalFittingPriority` (`.required`
    /// fixes a dimension; `.fittingSizeLevel` lets the content decide). Multi-line labels with no
    /// `preferredMaxLayoutWidth` wrap at the width the first solution gives them, as UIKit's two-pass
    /// measurement does. A view with no constraints inside it answers its intrinsic content size (0 where it
    /// has none). The view's frame and the layout of its subviews are left as they were.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard hasConstraintsInSubtree else {
            let intrinsic = intrinsicContentSize
            return CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
        }
        let engine = LayoutEngine.current
        engine.updateConstraintsIfNeeded()
        engine.updateIfNeeded()
        let translated = autoLayout.translatesAutoresizingMask
        autoLayout.translatesAutoresizingMask = false
        // The pin holding a translating view to its frame leaves before the fitting constraints arrive (a view
        // still zero-sized from `UIView()` would otherwise make a required fitting width unsatisfiable), and
        // the trial solutions mark no view as needing layout: measuring changes nothing on screen.
        engine.updateIfNeeded(measuring: true)
        let width = widthAnchor.constraint(equalToConstant: max(targetSize.width, 0))
        width.priority = horizontalFittingPriority
        let height = heightAnchor.constraint(equalToConstant: max(targetSize.height, 0))
        height.priority = verticalFittingPriority
        NSLayoutConstraint.activate([width, height])
        engine.updateIfNeeded(measuring: true)
        var wrapped: [UILabel] = []
        for label in multiLineLabelsWithoutWrapWidth {
            guard let frame = engine.solvedFrame(of: label), frame.width > 0 else { continue }
            label.preferredMaxLayoutWidth = frame.width
            wrapped.append(label)
        }
        if !wrapped.isEmpty { engine.updateIfNeeded(measuring: true) }
        let size = CGSize(width: layoutVariables.width.value, height: layoutVariables.height.value)
        for label in wrapped { label.preferredMaxLayoutWidth = 0 }
        NSLayoutConstraint.deactivate([width, height])
        autoLayout.translatesAutoresizingMask = translated
        engine.updateIfNeeded()
        let scale = (window?.screen ?? .main).scale
        return CGSize(
            width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// True when a constraint is installed on the view or on a view inside it.
    var hasConstraintsInSubtree: Bool {
        !autoLayout.constraints.isEmpty || subviews.contains { $0.hasConstraintsInSubtree }
    }

    /// The labels inside the view that constraints place, wrap to several lines and have no wrap width set.
    private var multiLineLabelsWithoutWrapWidth: [UILabel] {
        var labels: [UILabel] = []
        for subview in subviews {
            if let label = subview as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
                !label.translatesAutoresizingMaskIntoConstraints
            {
                labels.append(label)
            }
            labels += subview.multiLineLabelsWithoutWrapWidth
        }
        return labels
    }
}
