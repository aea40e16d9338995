import Foundation

extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis, as UIKit's
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis: those that hug least stretch, those that resist compression least
        /// shrink; ties go by index (the last view stretches or shrinks first).
        case fill = 0
        /// Every view gets the same size along the axis.
        case fillEqually = 1
        /// Sizes along the axis are proportional to the views' intrinsic content sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes and the gaps between them grow equally (never below the
        /// spacing).
        case equalSpacing = 3
        /// The views keep their intrinsic sizes and their centres are equally far apart, as long as no gap
        /// falls below the spacing.
        case equalCentering = 4
    }

    /// How a stack view places its arranged views across its axis, as UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack view across its axis.
        case fill = 0
        /// The views line up on their leading edges (vertical stacks; `top` for horizontal ones).
        case leading = 1
        /// The views' first baselines line up (horizontal stacks; a vertical stack treats it as `leading`).
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views line up on their trailing edges (vertical stacks; `bottom` for horizontal ones).
        case trailing = 4
        /// The views' last baselines line up (horizontal stacks; a vertical stack treats it as `trailing`).
        case lastBaseline = 5

        /// The views line up on their top edges (horizontal stacks): the same value as ``leading``.
        public static var top: Alignment { .leading }
        /// The views line up on their bottom edges (horizontal stacks): the same value as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// Spacing after a view that has no custom spacing: ``customSpacing(after:)`` returns it, and passing
    /// it to ``setCustomSpacing(_:after:)`` removes the custom spacing.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system's standard spacing between sibling views (8 points), for ``spacing`` or
    /// ``setCustomSpacing(_:after:)``.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// What ``spacingUseSystem`` stands for.
    static let systemSpacing: CGFloat = 8
}
