import Foundation

extension UIView {
    /// Which of a view's margins and dimensions stretch when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        /// A set with the given raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// After the bounds size changed from `oldSize`: the view needs layout, and subviews that translate
    /// their autoresizing mask stretch by it (when ``autoresizesSubviews``).
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in storedSubviews
        where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            subview.frame = subview.autoresized(
                subview.frame,
                by: CGSize(width: newSize.width - oldSize.width, height: newSize.height - oldSize.height),
                in: oldSize)
        }
    }

    /// `frame` after the superview grew by `delta` from `oldSize`: along each axis the change is shared by
    /// the flexible parts (margin before, size, margin after) in proportion to their current lengths, or
    /// equally when they are all zero.
    private func autoresized(_ frame: CGRect, by delta: CGSize, in oldSize: CGSize) -> CGRect {
        let mask = autoresizingMask
        let horizontal = (
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
        )
        let vertical = (
            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
        )
        let x = Self.distribute(
            delta.width, lengths: (frame.minX, frame.width, oldSize.width - frame.maxX), flexible: horizontal)
        let y = Self.distribute(
            delta.height, lengths: (frame.minY, frame.height, oldSize.height - frame.maxY), flexible: vertical)
        return CGRect(
            x: frame.minX + x.before, y: frame.minY + y.before, width: frame.width + x.size,
            height: frame.height + y.size)
    }

    /// How much of `delta` goes to the margin before and to the size.
    private static func distribute(
        _ delta: CGFloat, lengths: (CGFloat, CGFloat, CGFloat), flexible: (Bool, Bool, Bool)
    ) -> (before: CGFloat, size: CGFloat) {
        let parts = [(flexible.0, max(lengths.0, 0)), (flexible.1, max(lengths.1, 0)), (flexible.2, max(lengths.2, 0))]
        let count = parts.filter(\.0).count
        guard count > 0 else { return (0, 0) }
        let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        let shares = parts.map { part -> CGFloat in
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(count)
        }
        return (shares[0], shares[1])
    }
}
