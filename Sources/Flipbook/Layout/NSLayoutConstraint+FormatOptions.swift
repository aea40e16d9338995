import Foundation

extension NSLayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: which attribute to align every
    /// view of the format on, which direction a horizontal format runs, and what a vertical spacing measures.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt

        /// Options with the given raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Align all views on their left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align all views on their right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align all views on their top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align all views on their bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align all views on their leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align all views on their trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align all views on their horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align all views on their vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align all views on their last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align all views on their first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs from leading to trailing (the default; left to right in Flipbook).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left (its first view is rightmost).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spacing in a vertical format is measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spacing in a vertical format is measured from one view's last baseline to the next view's first.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes of the alignment bits, in bit order.
        var alignmentAttributes: [Attribute] {
            let pairs: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            return pairs.filter { contains($0.0) }.map(\.1)
        }
    }
}
