import Foundation

extension CompositionalSpec {
    /// A point on a rectangle's edges: a corner, an edge's middle or the centre, moved by an offset in points or
    /// in fractions of the anchored view's size.
    struct Anchor: Equatable {
        var top = false
        var leading = false
        var bottom = false
        var trailing = false
        var offset = CGPoint.zero
        var isFractional = false

        /// The anchor's point on `rect` (before the offset).
        func point(on rect: CGRect) -> CGPoint {
            let x = leading && !trailing ? rect.minX : trailing && !leading ? rect.maxX : rect.midX
            let y = top && !bottom ? rect.minY : bottom && !top ? rect.maxY : rect.midY
            return CGPoint(x: x, y: y)
        }

        /// The offset in points for a view of `size`.
        func offset(for size: CGSize) -> CGPoint {
            isFractional ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
        }
    }

    /// A view anchored to an item (a badge): sized against the item, with its `itemAnchor` point (the same point
    /// as `containerAnchor` when nil, so it sits inside the item) put on the item's `containerAnchor` point.
    /// Kept in layout coordinates: transposing a section leaves it alone, and it is placed on the item's final
    /// frame.
    struct ItemSupplementary: Equatable {
        var size: Size
        var elementKind: String
        var zIndex: Int
        var containerAnchor: Anchor
        var itemAnchor: Anchor?

        /// Its frame on an item at `itemFrame`.
        func frame(onItemAt itemFrame: CGRect) -> CGRect {
            let size = size.resolve(in: itemFrame.size)
            let target = containerAnchor.point(on: itemFrame)
            let shift = containerAnchor.offset(for: size)
            let own = itemAnchor ?? containerAnchor
            let pin = own.point(on: CGRect(origin: .zero, size: size))
            let ownShift = itemAnchor?.offset(for: size) ?? .zero
            return CGRect(
                x: target.x + shift.x - pin.x - ownShift.x, y: target.y + shift.y - pin.y - ownShift.y,
                width: size.width, height: size.height)
        }
    }

    /// A view behind a whole section (a background), inset by its content insets.
    struct Decoration: Equatable {
        var elementKind: String
        var zIndex: Int
        var contentInsets = Insets()

        /// Its frame on a section occupying `sectionFrame`.
        func frame(onSectionAt sectionFrame: CGRect) -> CGRect {
            CGRect(
                x: sectionFrame.minX + contentInsets.leading, y: sectionFrame.minY + contentInsets.top,
                width: max(0, sectionFrame.width - contentInsets.leading - contentInsets.trailing),
                height: max(0, sectionFrame.height - contentInsets.top - contentInsets.bottom))
        }
    }
}
