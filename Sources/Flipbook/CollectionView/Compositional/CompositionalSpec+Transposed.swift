import Foundation

/// Mirroring a section across the diagonal (x ↔ y, width ↔ height, top ↔ leading), so the vertical solver
/// places a horizontally scrolling layout: solve the transposed sections, then transpose the frames back.
extension CompositionalSpec.Section {
    /// The section mirrored across the diagonal.
    var transposed: Self {
        var copy = self
        copy.group = group.transposed
        copy.contentInsets = contentInsets.transposed
        copy.boundaries = boundaries.map(\.transposed)
        copy.measuredItemSizes = measuredItemSizes.mapValues { CGSize(width: $0.height, height: $0.width) }
        return copy
    }
}

extension CompositionalSpec.Group {
    var transposed: Self {
        var copy = self
        copy.size = size.transposed
        copy.contentInsets = contentInsets.transposed
        copy.edgeSpacing = edgeSpacing?.transposed
        copy.subitems = subitems.map(\.transposed)
        switch arrangement {
        case .horizontal(let repeating): copy.arrangement = .vertical(repeating: repeating)
        case .vertical(let repeating): copy.arrangement = .horizontal(repeating: repeating)
        case .custom(let frames): copy.arrangement = .custom(frames.map(\.transposed))
        }
        return copy
    }
}

extension CompositionalSpec.Element {
    var transposed: Self {
        switch self {
        case .item(var item):
            item.size = item.size.transposed
            item.contentInsets = item.contentInsets.transposed
            item.edgeSpacing = item.edgeSpacing?.transposed
            return .item(item)
        case .group(let group): return .group(group.transposed)
        }
    }
}

extension CompositionalSpec.Size {
    var transposed: Self { Self(width: height.transposed, height: width.transposed) }
}

extension CompositionalSpec.Dimension {
    var transposed: Self {
        switch self {
        case .fractionalWidth(let fraction): .fractionalHeight(fraction)
        case .fractionalHeight(let fraction): .fractionalWidth(fraction)
        case .absolute, .estimated, .uniformAcrossSiblings: self
        }
    }
}

extension CompositionalSpec.Insets {
    var transposed: Self { Self(top: leading, leading: top, bottom: trailing, trailing: bottom) }
}

extension CompositionalSpec.EdgeSpacing {
    var transposed: Self { Self(leading: top, top: leading, trailing: bottom, bottom: trailing) }
}

extension CompositionalSpec.Boundary {
    var transposed: Self {
        var copy = self
        copy.size = size.transposed
        copy.offset = CGPoint(x: offset.y, y: offset.x)
        copy.measuredSize = measuredSize.map { CGSize(width: $0.height, height: $0.width) }
        switch alignment {
        case .top: copy.alignment = .leading
        case .leading: copy.alignment = .top
        case .bottom: copy.alignment = .trailing
        case .trailing: copy.alignment = .bottom
        case .topTrailing: copy.alignment = .bottomLeading
        case .bottomLeading: copy.alignment = .topTrailing
        case .topLeading, .bottomTrailing: break
        }
        return copy
    }
}

extension CompositionalLayoutSolver.PlacedSection {
    /// The placed section mirrored back across the diagonal.
    var transposed: Self {
        var copy = self
        copy.items = items.map(\.transposed)
        copy.frame = frame.transposed
        copy.itemSelfSizing = itemSelfSizing.map { SelfSizingAxes(width: $0.height, height: $0.width) }
        copy.boundaries = boundaries.map { .init(index: $0.index, frame: $0.frame.transposed) }
        copy.orthogonal = orthogonal.map {
            var band = $0
            band.frame = band.frame.transposed
            band.groupFrames = band.groupFrames.map(\.transposed)
            return band
        }
        return copy
    }
}

extension CGRect {
    /// The rectangle mirrored across the diagonal (x ↔ y, width ↔ height).
    var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}
