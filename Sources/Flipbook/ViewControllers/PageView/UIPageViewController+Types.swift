import Foundation

extension UIPageViewController {
    /// How pages change: curling over like a book's, or scrolling side by side.
    public enum TransitionStyle: Int, Sendable {
        /// Pages curl over (a `CATransition` page curl that follows the finger).
        case pageCurl = 0
        /// Pages scroll, separated by `interPageSpacing`.
        case scroll = 1
    }

    /// The axis pages are laid out along.
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side: the next page is to the right.
        case horizontal = 0
        /// One above the other: the next page is below.
        case vertical = 1
    }

    /// Where the spine of curling pages is.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none = 0
        /// At the left (or top) edge: one page at a time.
        case min = 1
        /// In the middle: two pages at a time, side by side (always double-sided).
        case mid = 2
        /// At the right (or bottom) edge (not supported by Flipbook).
        case max = 3
    }

    /// Which way `setViewControllers(_:direction:animated:completion:)` turns.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Keys of the `options` dictionary of `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String

        /// A key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The spine location of a page-curl controller: a `SpineLocation` (or its raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages of a scroll controller: a number.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
