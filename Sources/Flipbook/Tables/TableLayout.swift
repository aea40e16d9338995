import Foundation

/// Where the sections, headers, rows and footers of a table go, top to bottom, from their heights.
struct TableLayout {
    /// One section's geometry (y positions in the table's content coordinates).
    struct Section {
        var headerY: CGFloat = 0
        var headerHeight: CGFloat = 0
        var rowY: [CGFloat] = []
        var rowHeight: [CGFloat] = []
        var footerY: CGFloat = 0
        var footerHeight: CGFloat = 0

        /// The top of the header.
        var top: CGFloat { headerY }
        /// The bottom of the footer.
        var bottom: CGFloat { footerY + footerHeight }
        /// The bottom of the last row (the top of the footer).
        var rowsBottom: CGFloat { footerY }
    }

    var sections: [Section] = []
    /// The height of the table header view at the top.
    var tableHeaderHeight: CGFloat = 0
    /// The height of the table footer view at the bottom.
    var tableFooterHeight: CGFloat = 0
    /// The total content height (table footer included).
    var contentHeight: CGFloat = 0

    /// Heights of each part of a table.
    struct Heights {
        var tableHeader: CGFloat = 0
        var tableFooter: CGFloat = 0
        var headers: [CGFloat] = []
        var footers: [CGFloat] = []
        var rows: [[CGFloat]] = []
    }

    /// Stacks the parts: table header, then each section's header, rows and footer, then the table footer.
    init(_ heights: Heights) {
        tableHeaderHeight = heights.tableHeader
        var y = heights.tableHeader
        for index in heights.rows.indices {
            var section = Section()
            section.headerY = y
            section.headerHeight = heights.headers[index]
            y += section.headerHeight
            for height in heights.rows[index] {
                section.rowY.append(y)
                section.rowHeight.append(height)
                y += height
            }
            section.footerY = y
            section.footerHeight = heights.footers[index]
            y += section.footerHeight
            sections.append(section)
        }
        tableFooterHeight = heights.tableFooter
        contentHeight = y + heights.tableFooter
    }

    /// The rows whose vertical span meets `minY..<maxY`, in order.
    func rows(between minY: CGFloat, and maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (sectionIndex, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
            for row in section.rowY.indices {
                let top = section.rowY[row]
                if top + section.rowHeight[row] > minY, top < maxY {
                    result.append(IndexPath(row: row, section: sectionIndex))
                }
            }
        }
        return result
    }

    /// Whether `indexPath` names a row of the layout.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rowY.indices.contains(indexPath.row)
    }
}
