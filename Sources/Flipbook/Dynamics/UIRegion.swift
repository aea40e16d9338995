import Foundation

/// An area of a field's influence around its position, as UIKit's `UIRegion`: a circle, a rectangle centred
/// on the position, infinite, or any inverse, union, difference or intersection of those.
@preconcurrency @MainActor
open class UIRegion: NSObject, NSCopying {
    private let test: @MainActor (CGPoint) -> Bool

    private init(test: @escaping @MainActor (CGPoint) -> Bool) {
        self.test = test
        super.init()
    }

    /// Everywhere.
    open class var infinite: UIRegion { UIRegion { _ in true } }

    /// The circle of `radius` points around the field's position.
    public convenience init(radius: CGFloat) {
        self.init { $0.x * $0.x + $0.y * $0.y <= radius * radius }
    }

    /// The rectangle of `size` centred on the field's position.
    public convenience init(size: CGSize) {
        self.init { abs($0.x) <= size.width / 2 && abs($0.y) <= size.height / 2 }
    }

    /// Everywhere this region is not.
    open func inverse() -> UIRegion {
        UIRegion { [test] in !test($0) }
    }

    /// Where this region or `region` is.
    open func byUnion(with region: UIRegion) -> UIRegion {
        UIRegion { [test] in test($0) || region.contains($0) }
    }

    /// Where this region is and `region` is not.
    open func byDifference(from region: UIRegion) -> UIRegion {
        UIRegion { [test] in test($0) && !region.contains($0) }
    }

    /// Where both regions are.
    open func byIntersection(with region: UIRegion) -> UIRegion {
        UIRegion { [test] in test($0) && region.contains($0) }
    }

    /// Whether `point` (relative to the field's position) is inside.
    open func contains(_ point: CGPoint) -> Bool {
        test(point)
    }

    /// The region itself (regions never change).
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}
