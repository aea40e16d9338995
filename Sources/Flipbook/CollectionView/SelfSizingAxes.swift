import Foundation

/// Which of an element's lengths its view chooses by measuring its content (a self-sizing layout's estimated
/// lengths); the others are the layout's and held while measuring.
struct SelfSizingAxes: Equatable {
    /// The width is measured.
    var width = false
    /// The height is measured.
    var height = false

    /// Whether neither length is measured.
    var isEmpty: Bool { !width && !height }

    /// Whether `preferred` differs from `original` along a measured length (by more than rounding noise).
    func differ(_ preferred: CGSize, _ original: CGSize) -> Bool {
        (width && abs(preferred.width - original.width) > 0.01)
            || (height && abs(preferred.height - original.height) > 0.01)
    }
}
