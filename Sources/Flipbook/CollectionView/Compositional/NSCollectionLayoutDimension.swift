import Foundation

/// One length of a compositional layout element, as UIKit's `NSCollectionLayoutDimension`: a fraction of the
/// container's width or height, a fixed number of points, or an estimate.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    let spec: CompositionalSpec.Dimension

    init(_ spec: CompositionalSpec.Dimension) {
        self.spec = spec
        super.init()
    }

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(fractionalWidth))
    }

    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(fractionalHeight))
    }

    /// A fixed number of points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(absoluteDimension))
    }

    /// An estimate: the length the item starts at until its cell measures its content
    /// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``); a group's estimated length is its
    /// items'.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(estimatedDimension))
    }

    /// An estimate shared by the siblings of a group: each measures its content, and all take the largest
    /// length measured (starting from `estimate`).
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings(estimatedDimension))
    }

    /// Whether the length is a fraction of the container's width.
    open var isFractionalWidth: Bool {
        if case .fractionalWidth = spec { return true }
        return false
    }

    /// Whether the length is a fraction of the container's height.
    open var isFractionalHeight: Bool {
        if case .fractionalHeight = spec { return true }
        return false
    }

    /// Whether the length is a fixed number of points.
    open var isAbsolute: Bool {
        if case .absolute = spec { return true }
        return false
    }

    /// Whether the length is an estimate (uniform across siblings or not).
    open var isEstimated: Bool { spec.isEstimated }

    /// Whether the length is an estimate all siblings share.
    open var isUniformAcrossSiblings: Bool { spec.isUniform }

    /// The fraction, points or estimate.
    open var dimension: CGFloat {
        switch spec {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value),
            .uniformAcrossSiblings(let value):
            value
        }
    }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    open private(set) var widthDimension: NSCollectionLayoutDimension
    /// The height.
    open private(set) var heightDimension: NSCollectionLayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    var spec: CompositionalSpec.Size {
        CompositionalSpec.Size(width: widthDimension.spec, height: heightDimension.spec)
    }
}
