import Foundation

/// Registering and dequeuing cells and header/footer views.
extension UITableView {
    /// Registers a cell class (a ``UITableViewCell`` subclass) for `identifier`: dequeuing makes one with
    /// its `init(style: .default, reuseIdentifier:)` when no cell waits for reuse. `nil` unregisters.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellRegistrations[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            flipbookWarning(
                """
                register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass; \
                "\(identifier)" not registered
                """)
            return
        }
        cellRegistrations[identifier] = type
    }

    /// Registers a header or footer class (a ``UITableViewHeaderFooterView`` subclass) for `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            flipbookWarning(
                """
                register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView \
                subclass; "\(identifier)" not registered
                """)
            return
        }
        headerFooterRegistrations[identifier] = type
    }

    /// A cell waiting for reuse under `identifier` (after its ``UITableViewCell/prepareForReuse()``), else a
    /// new one of the registered class, else nil (the classic `?? UITableViewCell(style:reuseIdentifier:)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var waiting = reusableCells[identifier], !waiting.isEmpty {
            let cell = waiting.removeFirst()
            reusableCells[identifier] = waiting
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellRegistrations[identifier] else { return nil }
        let cell = type.init(registeredReuseIdentifier: identifier)
        cell.tableView = self
        return cell
    }

    /// A cell for `indexPath` from the reuse queue or the class registered for `identifier`. An identifier
    /// that was never registered is reported (UIKit raises an exception) and gives a `.default` cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        flipbookWarning(
            """
            dequeueReusableCell(withIdentifier:for:): no class registered for "\(identifier)" (row \(indexPath.row) \
            of section \(indexPath.section)); register one with register(_:forCellReuseIdentifier:). \
            A default cell is used.
            """)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view waiting for reuse under `identifier`, else a new one of the registered class,
    /// else nil. It is styled as the table's headers.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view: UITableViewHeaderFooterView
        if var waiting = reusableHeaderFooters[identifier], !waiting.isEmpty {
            view = waiting.removeFirst()
            reusableHeaderFooters[identifier] = waiting
            view.prepareForReuse()
        } else if let type = headerFooterRegistrations[identifier] {
            view = type.init(registeredReuseIdentifier: identifier)
        } else {
            return nil
        }
        styleHeaderFooter(view, header: true)
        return view
    }
}
