import Foundation

/// Section headers and footers: their heights, the standard title views and sticky plain headers.
extension UITableView {
    /// The header's height: the delegate's, else ``sectionHeaderHeight``, else (automatic) the custom view's
    /// or the title's, else the style's gap.
    func headerHeight(_ section: Int, delegate: UITableViewDelegate?) -> CGFloat {
        let padding = sectionHeaderTopPadding > 0 ? sectionHeaderTopPadding : 0
        let asked = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked >= 0 { return asked.isFinite ? asked + padding : padding }
        if let view = customHeader(section) {
            return padding + fittingHeight(of: view)
        }
        if let title = dataSource?.tableView(self, titleForHeaderInSection: section), !title.isEmpty {
            var configuration = headerConfiguration()
            configuration.text = title
            return padding + ListContentLayout(configuration, width: bounds.width).height
        }
        guard style != .plain else { return padding }
        return padding + (section == 0 && tableHeaderView == nil ? Self.groupedSectionGap : Self.groupedSectionGap / 2)
    }

    /// The footer's height, as ``headerHeight(_:delegate:)`` for footers.
    func footerHeight(_ section: Int, delegate: UITableViewDelegate?) -> CGFloat {
        let asked = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked >= 0 { return asked.isFinite ? asked : 0 }
        if let view = customFooter(section) { return fittingHeight(of: view) }
        if let title = dataSource?.tableView(self, titleForFooterInSection: section), !title.isEmpty {
            var configuration = footerConfiguration()
            configuration.text = title
            return ListContentLayout(configuration, width: bounds.width).height
        }
        return style == .plain ? 0 : Self.groupedSectionGap / 2
    }

    /// The header and footer text styles of the table's style, with the rows' text margin.
    func headerConfiguration() -> UIListContentConfiguration {
        var configuration: UIListContentConfiguration = style == .plain ? .plainHeader() : .groupedHeader()
        if style != .plain { configuration.textProperties.transform = .uppercase }
        configuration.directionalLayoutMargins.leading = cardInset + cellContentMargin
        configuration.directionalLayoutMargins.trailing = cardInset + cellContentMargin
        return configuration
    }

    func footerConfiguration() -> UIListContentConfiguration {
        var configuration: UIListContentConfiguration = style == .plain ? .plainFooter() : .groupedFooter()
        configuration.directionalLayoutMargins.leading = cardInset + cellContentMargin
        configuration.directionalLayoutMargins.trailing = cardInset + cellContentMargin
        return configuration
    }

    private func customHeader(_ section: Int) -> UIView? {
        if let known = customHeaders[section] { return known }
        let view = tableDelegate?.tableView(self, viewForHeaderInSection: section)
        customHeaders[section] = .some(view)
        return view
    }

    private func customFooter(_ section: Int) -> UIView? {
        if let known = customFooters[section] { return known }
        let view = tableDelegate?.tableView(self, viewForFooterInSection: section)
        customFooters[section] = .some(view)
        return view
    }

    private func fittingHeight(of view: UIView) -> CGFloat {
        if let header = view as? UITableViewHeaderFooterView { return header.contentHeight(width: bounds.width) }
        return view.bounds.height
    }

    /// Places the header and footer of every section on screen; plain headers stick to the top of the
    /// visible area while their section is under it.
    func placeHeadersAndFooters() {
        let visible = bounds
        var keptHeaders: [Int: UIView] = [:]
        var keptFooters: [Int: UIView] = [:]
        for (index, section) in layout.sections.enumerated() where section.bottom > visible.minY {
            guard section.top < visible.maxY else { continue }
            if section.headerHeight > 0, let view = headerView(index, kept: headerViews[index]) {
                var y = section.headerY + max(sectionHeaderTopPadding, 0)
                let height = section.headerHeight - max(sectionHeaderTopPadding, 0)
                if style == .plain {
                    let top = visible.minY + adjustedContentInset.top
                    y = min(max(y, top), section.bottom - height)
                }
                view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                keptHeaders[index] = view
            }
            if section.footerHeight > 0, let view = footerView(index, kept: footerViews[index]) {
                view.frame = CGRect(x: 0, y: section.footerY, width: bounds.width, height: section.footerHeight)
                keptFooters[index] = view
            }
        }
        for (index, view) in headerViews where keptHeaders[index] !== view { recycleHeaderFooter(view) }
        for (index, view) in footerViews where keptFooters[index] !== view { recycleHeaderFooter(view) }
        headerViews = keptHeaders
        footerViews = keptFooters
        for index in keptFooters.keys.sorted() { bringSubviewToFront(keptFooters[index]!) }
        for index in keptHeaders.keys.sorted() { bringSubviewToFront(keptHeaders[index]!) }
    }

    private func headerView(_ section: Int, kept: UIView?) -> UIView? {
        if let kept { return kept }
        let view: UIView
        if let custom = customHeader(section) {
            view = custom
        } else if let title = dataSource?.tableView(self, titleForHeaderInSection: section), !title.isEmpty {
            view = standardView(title: style == .plain ? title : title.uppercased(), header: true)
        } else {
            return nil
        }
        addSubview(view)
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        return view
    }

    private func footerView(_ section: Int, kept: UIView?) -> UIView? {
        if let kept { return kept }
        let view: UIView
        if let custom = customFooter(section) {
            view = custom
        } else if let title = dataSource?.tableView(self, titleForFooterInSection: section), !title.isEmpty {
            view = standardView(title: title, header: false)
        } else {
            return nil
        }
        addSubview(view)
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        return view
    }

    private func standardView(title: String, header: Bool) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var configuration = header ? headerConfiguration() : footerConfiguration()
        configuration.textProperties.transform = .none
        view.applyStyle(
            configuration, background: style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter())
        view.textLabel?.text = title
        return view
    }

    /// Applies the table's header style to a header view the delegate gave (its classic label and default
    /// configuration follow the table's style, as in UIKit).
    func styleHeaderFooter(_ view: UITableViewHeaderFooterView, header: Bool) {
        view.applyStyle(
            header ? headerConfiguration() : footerConfiguration(),
            background: style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter())
    }
}
