import Flipbook

/// A mailbox written as apps write a `UITableViewController` subclass: every data source and delegate method it
/// needs is an `override func` (heights, custom headers, display callbacks, selection, swipe actions, editing
/// styles, the Delete button's title, reordering with a redirected target).
final class MailboxViewController: UITableViewController {
    struct Message: Equatable {
        var sender: String
        var subject: String
        var isFlagged = false
    }

    private(set) var sections: [(title: String, messages: [Message])] = [
        ("Today", [Message(sender: "Ana", subject: "Lunch?"), Message(sender: "Ben", subject: "Slides")]),
        ("Yesterday", [Message(sender: "Cleo", subject: "Invoice"), Message(sender: "Dev", subject: "Photos")]),
    ]
    private(set) var displayed: [IndexPath] = []
    private(set) var displayedHeaders: [Int] = []
    private(set) var opened: [String] = []
    private(set) var highlighted: [IndexPath] = []
    private(set) var swipeEditing: [String] = []

    init() {
        super.init(style: .plain)
        title = "Inbox"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "day")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = sections[indexPath.section].messages[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = message.sender
        content.secondaryText = message.subject
        content.image = UIImage(systemName: message.isFlagged ? "flag.fill" : "envelope")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "day")
        var content = UIListContentConfiguration.plainHeader()
        content.text = sections[section].title
        header?.contentConfiguration = content
        return header
    }

    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayedHeaders.append(section)
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        displayed.append(indexPath)
    }

    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        highlighted.append(indexPath)
    }

    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        swipeEditing.append("begin \(indexPath.section).\(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        swipeEditing.append("end \(indexPath.map { "\($0.section).\($0.row)" } ?? "none")")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(sections[indexPath.section].messages[indexPath.row].subject)
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            self?.sections[indexPath.section].messages[indexPath.row].isFlagged.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        flag.image = UIImage(systemName: "flag")
        return UISwipeActionsConfiguration(actions: [flag])
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let archive = UIContextualAction(style: .destructive, title: "Archive") { [weak self] _, _, completion in
            self?.removeMessage(at: indexPath)
            completion(true)
        }
        archive.image = UIImage(systemName: "archivebox")
        let configuration = UISwipeActionsConfiguration(actions: [archive])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        .delete
    }

    override func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        "Archive"
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { removeMessage(at: indexPath) }
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        // Messages stay in their day.
        guard proposedDestinationIndexPath.section != sourceIndexPath.section else {
            return proposedDestinationIndexPath
        }
        let last = sections[sourceIndexPath.section].messages.count - 1
        return IndexPath(
            row: proposedDestinationIndexPath.section < sourceIndexPath.section ? 0 : last,
            section: sourceIndexPath.section)
    }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let message = sections[sourceIndexPath.section].messages.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].messages.insert(message, at: destinationIndexPath.row)
    }

    private func removeMessage(at indexPath: IndexPath) {
        sections[indexPath.section].messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
