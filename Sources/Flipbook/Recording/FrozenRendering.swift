import Foundation

/// Layer contents that replay a recorded rendering: what `UIView.snapshotView(afterScreenUpdates:)` and
/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` show. The items are in the box space of
/// the recorded layer (points); `source` is the part of it shown. Drawn into a layer of another size, the
/// source is stretched to fill it, except the `capInsets` margins, which keep their size (nine-slice).
struct FrozenRendering: Sendable {
    /// Draw operations in the original layer's box space (points).
    var items: [DisplayItem]
    /// The part of the recorded box that is shown.
    var source: CGRect
    /// Margins of `source` that are not stretched.
    var capInsets: UIEdgeInsets = .zero

    /// The whole rendering of a layer of `size` points, stretched as one piece.
    init(items: [DisplayItem], size: CGSize) {
        self.items = items
        source = CGRect(origin: .zero, size: size)
    }

    /// The part `source` of a rendering, with margins that keep their size.
    init(items: [DisplayItem], source: CGRect, capInsets: UIEdgeInsets) {
        self.items = items
        self.source = source
        self.capInsets = capInsets
    }

    /// The items drawn into a layer box of `size` points that `planar` maps to device pixels.
    func items(filling size: CGSize, planar: Matrix4) -> [DisplayItem] {
        guard source.width > 0, source.height > 0, size.width > 0, size.height > 0 else { return [] }
        if capInsets == .zero, source.origin == .zero {
            let stretch = Matrix4.scale(x: Double(size.width / source.width), y: Double(size.height / source.height))
            return items.map { $0.transformed(by: stretch.concatenating(planar)) }
        }
        let columns = Self.slices(source.minX, source.width, capInsets.left, capInsets.right, size.width)
        let rows = Self.slices(source.minY, source.height, capInsets.top, capInsets.bottom, size.height)
        var cells: [DisplayItem] = []
        for row in rows {
            for column in columns {
                let from = CGRect(
                    x: column.from.lowerBound, y: row.from.lowerBound,
                    width: column.from.upperBound - column.from.lowerBound,
                    height: row.from.upperBound - row.from.lowerBound)
                let to = CGRect(
                    x: column.to.lowerBound, y: row.to.lowerBound,
                    width: column.to.upperBound - column.to.lowerBound,
                    height: row.to.upperBound - row.to.lowerBound)
                guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
                let map = Matrix4.translation(x: Double(-from.minX), y: Double(-from.minY))
                    .concatenating(.scale(x: Double(to.width / from.width), y: Double(to.height / from.height)))
                    .concatenating(.translation(x: Double(to.minX), y: Double(to.minY)))
                    .concatenating(planar)
                cells.append(
                    .group(
                        GroupItem(
                            clip: ClipShape(rect: to.rasterRect, transform: planar),
                            children: items.map { $0.transformed(by: map) })))
            }
        }
        return cells
    }

    /// The three spans along one axis: (part of the source, part of the destination) for the leading cap,
    /// the stretched middle and the trailing cap. Caps larger than either length are scaled down to fit.
    private static func slices(
        _ start: CGFloat, _ length: CGFloat, _ lead: CGFloat, _ trail: CGFloat,
        _ target: CGFloat
    ) -> [(from: ClosedRange<CGFloat>, to: ClosedRange<CGFloat>)] {
        var lead = lead.isFinite ? max(lead, 0) : 0
        var trail = trail.isFinite ? max(trail, 0) : 0
        let limit = min(length, target)
        if lead + trail > limit {
            let shrink = limit / (lead + trail)
            lead *= shrink
            trail *= shrink
        }
        return [
            (start...(start + lead), 0...lead),
            ((start + lead)...(start + length - trail), lead...(target - trail)),
            ((start + length - trail)...(start + length), (target - trail)...target),
        ]
    }
}
