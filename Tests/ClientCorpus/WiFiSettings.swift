import Flipbook

/// A settings screen whose switch reflects a setting changed on the screen it pushes, written as apps write
/// it: `viewWillAppear(_:)` sets the switch from the model with `setOn(_:animated:)` alongside the transition,
/// so it slides on with the pop that brings the list back.
final class WiFiSettingsViewController: UITableViewController {
    /// The model: whether Wi-Fi is on.
    var isWiFiOn = false
    let wifiSwitch = UISwitch()

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard animated, let coordinator = transitionCoordinator else {
            wifiSwitch.setOn(isWiFiOn, animated: animated)
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.wifiSwitch.setOn(self.isWiFiOn, animated: true)
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        if indexPath.row == 0 {
            content.text = "Wi-Fi"
            content.image = UIImage(systemName: "wifi")
            cell.accessoryView = wifiSwitch
            cell.selectionStyle = .none
        } else {
            content.text = "Choose a Network"
            cell.accessoryType = .disclosureIndicator
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.row == 1 else { return }
        let networks = NetworksViewController { [weak self] in self?.isWiFiOn = true }
        navigationController?.pushViewController(networks, animated: true)
    }
}

/// The pushed screen: joining a network turns Wi-Fi on in the model.
final class NetworksViewController: UIViewController {
    private let onJoin: () -> Void

    init(onJoin: @escaping () -> Void) {
        self.onJoin = onJoin
        super.init(nibName: nil, bundle: nil)
        title = "Networks"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }

    /// Joins a network and goes back.
    func join() {
        onJoin()
        navigationController?.popViewController(animated: true)
    }
}
