import Flipbook

/// One row of the settings screen.
struct SettingsItem {
    let title: String
    let value: String?
    let color: UIColor
}

/// A value cell with a coloured icon, written as apps subclass cells: an `override init(style:…)` that
/// picks `.value1`, and `prepareForReuse`.
final class SettingsCell: UITableViewCell {
    static let reuseIdentifier = "SettingsCell"
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        contentConfiguration = nil
    }

    func configure(with item: SettingsItem) {
        var content = defaultContentConfiguration()
        content.text = item.title
        content.secondaryText = item.value
        content.image = UIImage.filled(with: item.color, size: CGSize(width: 29, height: 29))
        content.imageProperties.cornerRadius = 7
        contentConfiguration = content
    }
}

/// The detail pushed from a row.
final class SettingsDetailViewController: UIViewController {
    let item: SettingsItem

    init(item: SettingsItem) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        title = item.title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }
}

/// A settings screen as a `UITableViewController`: an inset-grouped table, a classic data source with
/// titled sections, a registered cell class, and a push on selection (the selected row fades as the pop
/// comes back, by `clearsSelectionOnViewWillAppear`).
final class SettingsTableViewController: UITableViewController {
    let sections: [[SettingsItem]] = [
        [
            SettingsItem(title: "Wi-Fi", value: "Home", color: .systemBlue),
            SettingsItem(title: "Bluetooth", value: "On", color: .systemBlue),
        ],
        [
            SettingsItem(title: "Notifications", value: nil, color: .systemRed),
            SettingsItem(title: "Sounds & Haptics", value: nil, color: .systemPink),
            SettingsItem(title: "Focus", value: nil, color: .systemIndigo),
        ],
    ]
    private(set) var selections: [IndexPath] = []

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SettingsCell.self, forCellReuseIdentifier: SettingsCell.reuseIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Connections" : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SettingsCell.reuseIdentifier, for: indexPath)
        guard let settingsCell = cell as? SettingsCell else { return cell }
        settingsCell.configure(with: sections[indexPath.section][indexPath.row])
        return settingsCell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
        let detail = SettingsDetailViewController(item: sections[indexPath.section][indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// The same list in a plain view controller that owns its table, deselecting in `viewWillAppear` the way
/// apps that do not subclass `UITableViewController` do: alongside the transition coordinator, following an
/// interactive pop, and selecting the row again when the pop is cancelled.
final class AccountsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .grouped)
    let accounts = ["iCloud", "Work", "Archive"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Accounts"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let selected = tableView.indexPathForSelectedRow else { return }
        if let coordinator = transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in
                    self.tableView.deselectRow(at: selected, animated: true)
                },
                completion: { context in
                    if context.isCancelled {
                        self.tableView.selectRow(at: selected, animated: false, scrollPosition: .none)
                    }
                })
            coordinator.notifyWhenInteractionChanges { context in
                if context.isCancelled {
                    self.tableView.selectRow(at: selected, animated: false, scrollPosition: .none)
                }
            }
        } else {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        accounts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Account")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Account")
        cell.textLabel?.text = accounts[indexPath.row]
        cell.detailTextLabel?.text = "Mail, Contacts, Calendars"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = accounts[indexPath.row]
        detail.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(detail, animated: true)
    }
}
