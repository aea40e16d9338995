import Flipbook

/// An app's "more" menu as apps write it: a table of actions presented as a popover from the navigation bar's
/// action button, kept a popover on iPhone by answering `.none`, sized to its rows, dismissed by a pick or by
/// a tap outside (which the screen hears about through the popover delegate).
final class MoreMenuViewController: UITableViewController {
    let actions = ["Share", "Duplicate", "Delete"]
    var onPick: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "action")
        tableView.isScrollEnabled = false
        preferredContentSize = CGSize(width: 200, height: CGFloat(actions.count) * 44)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        actions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "action", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = actions[indexPath.row]
        content.textProperties.color = indexPath.row == actions.count - 1 ? .systemRed : .label
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let action = actions[indexPath.row]
        dismiss(animated: true) { [weak self] in self?.onPick?(action) }
    }
}

/// A document screen whose bar's action button opens the ``MoreMenuViewController`` as a popover.
final class DocumentScreen: UIViewController, UIPopoverPresentationControllerDelegate {
    private(set) var log: [String] = []
    private(set) lazy var moreItem = UIBarButtonItem(
        systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.showMore() })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = moreItem
    }

    func showMore() {
        let menu = MoreMenuViewController(style: .plain)
        menu.onPick = { [weak self] action in self?.log.append("picked \(action)") }
        menu.modalPresentationStyle = .popover
        if let popover = menu.popoverPresentationController {
            popover.barButtonItem = moreItem
            popover.permittedArrowDirections = .up
            popover.delegate = self
        }
        present(menu, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        .none
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.backgroundColor = .systemBackground
        log.append("prepare")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("dismissed outside")
    }
}
