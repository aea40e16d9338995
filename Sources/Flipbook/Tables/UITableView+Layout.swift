import Foundation

/// Heights, placing rows, headers and footers, and reuse during the layout pass.
extension UITableView {
    /// Space above a grouped table's first section without a header, and between untitled sections.
    static let groupedSectionGap: CGFloat = 35
    /// The shortest self-sizing row.
    static let minimumRowHeight: CGFloat = 44

    /// The height of every part from the delegate, the table's settings and the measured rows.
    func currentHeights() -> TableLayout.Heights {
        var heights = TableLayout.Heights()
        heights.tableHeader = tableHeaderView?.bounds.height ?? 0
        heights.tableFooter = tableFooterView?.bounds.height ?? 0
        let delegate = tableDelegate
        for (section, count) in rowCounts.enumerated() {
            heights.headers.append(headerHeight(section, delegate: delegate))
            heights.footers.append(footerHeight(section, delegate: delegate))
            heights.rows.append(
                (0..<count).map { row in
                    let indexPath = IndexPath(row: row, section: section)
                    let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                    guard height < 0 else { return height.isFinite ? height : 0 }
                    if let measured = measuredHeights[indexPath] { return measured }
                    let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                    return estimate > 0 ? estimate : Self.minimumRowHeight
                })
        }
        return heights
    }

    /// Places a cell on every row in the bounds, recycling cells that left. Returns true when a self-sizing
    /// row measured differently from its estimate (the layout must be rebuilt).
    func placeRows() -> Bool {
        let visible = bounds
        let rows = layout.rows(between: visible.minY, and: visible.maxY)
        let wanted = Set(rows)
        for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) where !wanted.contains(indexPath) {
            recycle(cell, at: indexPath)
        }
        var remeasured = false
        for indexPath in rows {
            let cell: UITableViewCell
            var isNew = false
            if let shown = visibleCellsByRow[indexPath] {
                cell = shown
            } else {
                guard let made = makeCell(at: indexPath) else { continue }
                cell = made
                isNew = true
            }
            if placeCell(cell, at: indexPath, isNew: isNew) { remeasured = true }
        }
        return remeasured
    }

    /// Frames, rounds and separates one cell; measures it when its row sizes itself. Returns true when the
    /// measured height differs from the layout's.
    @discardableResult
    func placeCell(_ cell: UITableViewCell, at indexPath: IndexPath, isNew: Bool) -> Bool {
        let section = layout.sections[indexPath.section]
        let frame = rowFrame(indexPath)
        position(cell, at: indexPath, in: layout)
        if isNew {
            visibleCellsByRow[indexPath] = cell
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            updateEditingControl(of: cell, at: indexPath, animated: false)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        cell.layoutIfNeeded()
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard asked < 0 else { return false }
        let measured = max(cell.contentHeight(width: frame.width) ?? Self.minimumRowHeight, Self.minimumRowHeight)
        let old = section.rowHeight[indexPath.row]
        measuredHeights[indexPath] = measured
        return abs(measured - old) > 0.001
    }

    /// Frames a cell on `indexPath` of `layout`, with the corners and separator of its place in the section.
    func position(_ cell: UITableViewCell, at indexPath: IndexPath, in layout: TableLayout) {
        let section = layout.sections[indexPath.section]
        cell.frame = CGRect(
            x: cardInset, y: section.rowY[indexPath.row], width: rowWidth, height: section.rowHeight[indexPath.row])
        let first = indexPath.row == 0
        let last = indexPath.row == section.rowY.count - 1
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.groupedCorners = corners
            cell.groupedCornerRadius = 10
        } else {
            cell.groupedCorners = []
            cell.groupedCornerRadius = 0
        }
        placeSeparator(of: cell, isLast: last)
    }

    /// The row's frame in the table's content.
    func rowFrame(_ indexPath: IndexPath) -> CGRect {
        let section = layout.sections[indexPath.section]
        return CGRect(
            x: cardInset, y: section.rowY[indexPath.row], width: rowWidth, height: section.rowHeight[indexPath.row])
    }

    private func placeSeparator(of cell: UITableViewCell, isLast: Bool) {
        let line = cell.separatorLine
        let hidden = separatorStyle == .none || (isLast && style != .plain)
        line.isHidden = hidden
        guard !hidden else { return }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let thickness = 1 / max(scale, 1)
        let leading: CGFloat
        let trailing: CGFloat
        if let inset = cell.storedSeparatorInset ?? storedSeparatorInset {
            leading = inset.left
            trailing = inset.right
        } else {
            cell.layoutIfNeeded()
            leading = cell.textLeadingInset
            trailing = 0
        }
        line.backgroundColor = separatorColor
        line.frame = CGRect(
            x: leading, y: cell.bounds.height - thickness, width: max(cell.bounds.width - leading - trailing, 0),
            height: thickness)
    }

    /// Asks the data source for the cell of a row (reporting a data source that is missing).
    func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.tableView = self
        cell.styleBackground = style == .plain ? .listPlainCell() : .listGroupedCell()
        return cell
    }

    /// Takes a cell off screen and queues it for reuse.
    func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        visibleCellsByRow[indexPath] = nil
        rowSwipe.forget(cell, at: indexPath)
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    func recycleHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        if let header = view as? UITableViewHeaderFooterView, let identifier = header.reuseIdentifier {
            reusableHeaderFooters[identifier, default: []].append(header)
        }
    }

    // MARK: Table header and footer

    func placeTableHeaderAndFooter() {
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.bounds.height)
        }
        if let tableFooterView {
            let height = tableFooterView.bounds.height
            tableFooterView.frame = CGRect(
                x: 0, y: layout.contentHeight - height, width: bounds.width, height: height)
        }
    }
}
