import Foundation

extension UIScrollView {
    /// How quickly scrolling slows down after the finger lifts: the factor the speed is multiplied by every
    /// millisecond.
    public struct DecelerationRate: Hashable, Equatable, RawRepresentable, Sendable {
        /// The per-millisecond speed factor.
        public var rawValue: CGFloat

        /// A rate with `rawValue` as its per-millisecond speed factor.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate: 0.998 (long glides).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A fast rate: 0.99 (short glides).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
