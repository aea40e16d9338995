import Flipbook
import Foundation

/// The `UITableView` of a scene's ``SceneList``: it fills the controller's view, shows the rows with list
/// content configurations (Settings-style icons, values, chevrons, switches) and starts with the list's
/// selected row selected.
@MainActor
final class SceneListTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let list: SceneList
    let tableView: UITableView
    private static let cellIdentifier = "row"

    init(list: SceneList, in view: UIView) {
        self.list = list
        tableView = UITableView(frame: view.bounds, style: Self.uiStyle(list.style))
        super.init()
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        if let selected = list.selected {
            tableView.selectRow(
                at: IndexPath(row: selected.row, section: selected.section), animated: false, scrollPosition: .none)
        }
    }

    /// What `UITableViewController` does in `viewWillAppear(_:)` when a transition shows the list: the
    /// selected row fades with it (and comes back if it is cancelled). The scene's first, unanimated
    /// appearance keeps the row selected: it is the row the user tapped.
    func clearSelection(animated: Bool, coordinator: UIViewControllerTransitionCoordinator?) {
        guard animated, let rows = tableView.indexPathsForSelectedRows else { return }
        guard let coordinator else {
            for row in rows { tableView.deselectRow(at: row, animated: true) }
            return
        }
        let table = tableView
        coordinator.animate(
            alongsideTransition: { _ in
                for row in rows { table.deselectRow(at: row, animated: true) }
            },
            completion: { context in
                guard context.isCancelled else { return }
                for row in rows { table.selectRow(at: row, animated: false, scrollPosition: .none) }
            })
    }

    static func uiStyle(_ style: SceneListStyle) -> UITableView.Style {
        switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int { list.sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list.sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        list.sections[section].header
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        list.sections[section].footer
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = list.sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = row.subtitle ? UIListContentConfiguration.subtitleCell() : .valueCell()
        content.text = row.text
        content.secondaryText = row.detail
        if let color = row.iconColor {
            content.image = SceneListIcon.image(color: SceneViewFactory.uiColor(color), symbol: row.symbol)
            content.imageProperties.cornerRadius = SceneListIcon.cornerRadius
        }
        cell.contentConfiguration = content
        cell.accessoryView = nil
        cell.accessoryType = .none
        switch row.accessory {
        case .none: break
        case .disclosureIndicator: cell.accessoryType = .disclosureIndicator
        case .checkmark: cell.accessoryType = .checkmark
        case .detailButton: cell.accessoryType = .detailButton
        case .toggle(let isOn): cell.accessoryView = SceneListIcon.toggle(isOn: isOn)
        }
        cell.selectionStyle = row.accessory.isToggle ? .none : .default
        return cell
    }
}

extension SceneListAccessory {
    var isToggle: Bool {
        if case .toggle = self { return true }
        return false
    }
}
