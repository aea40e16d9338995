import Foundation

/// Finding rows, cells and their rectangles; scrolling to a row.
extension UITableView {
    /// The cell on screen for `indexPath`, or nil when the row is off screen or does not exist.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByRow[indexPath]
    }

    /// The row a cell on screen shows, or nil.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }?.key
    }

    /// The row at `point` (in the table's coordinates), or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return layout.rows(between: point.y, and: point.y + 0.0001).first { rowFrame($0).contains(point) }
    }

    /// The rows meeting `rect` (in the table's coordinates).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layoutIfNeeded()
        return layout.rows(between: rect.minY, and: rect.maxY).filter { rowFrame($0).intersects(rect) }
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom (nil when there are none, as UIKit).
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        let rows = visibleCellsByRow.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The row's rectangle in the table's coordinates (zero for a row that does not exist).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        return layout.contains(indexPath) ? rowFrame(indexPath) : .zero
    }

    /// The rectangle of a whole section (header, rows and footer).
    public func rect(forSection section: Int) -> CGRect {
        layoutIfNeeded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let part = layout.sections[section]
        return CGRect(x: 0, y: part.top, width: bounds.width, height: part.bottom - part.top)
    }

    /// The rectangle of a section's header.
    public func rectForHeader(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let part = layout.sections[section]
        return CGRect(x: 0, y: part.headerY, width: bounds.width, height: part.headerHeight)
    }

    /// The rectangle of a section's footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let part = layout.sections[section]
        return CGRect(x: 0, y: part.footerY, width: bounds.width, height: part.footerHeight)
    }

    /// The header view on screen for `section`, if it is a header-footer view.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, if it is a header-footer view.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return footerViews[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row is at `scrollPosition` (`.none`: just on screen), within the content.
    /// A row that does not exist is reported and nothing scrolls.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard layout.contains(indexPath) else {
            flipbookWarning("scrollToRow(at:at:animated:): the table has no row \(indexPath); not scrolled")
            return
        }
        let frame = rowFrame(indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let top = contentOffset.y + inset.top
        var y: CGFloat
        switch scrollPosition {
        case .top: y = frame.minY - inset.top
        case .middle: y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: y = frame.maxY - inset.top - visibleHeight
        case .none:
            if frame.minY < top {
                y = frame.minY - inset.top
            } else if frame.maxY > top + visibleHeight {
                y = frame.maxY - inset.top - visibleHeight
            } else {
                return
            }
        }
        let range = scrollableOffsets
        y = min(max(y, range.min.y), range.max.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
