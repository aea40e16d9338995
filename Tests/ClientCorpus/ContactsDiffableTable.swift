import Flipbook

/// A contact as apps model list items for a diffable data source: a `Hashable` value named by its id.
struct Contact: Hashable, Sendable {
    let name: String
    let note: String
}

/// The sections of the contacts list.
enum ContactSection: String, CaseIterable, Sendable {
    case favorites = "Favorites"
    case others = "Everyone Else"
}

/// A contact cell laid out with Auto Layout, as apps write self-sizing cells: a name and a multi-line note
/// pinned to the content view's margins.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"
    let nameLabel = UILabel()
    let noteLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        noteLabel.font = .preferredFont(forTextStyle: .subheadline)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [nameLabel, noteLabel])
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with contact: Contact) {
        nameLabel.text = contact.name
        noteLabel.text = contact.note
    }
}

/// The diffable data source subclassed as apps do, for section titles and swipe to delete.
final class ContactsDataSource: UITableViewDiffableDataSource<ContactSection, Contact> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }
}

/// A contacts screen with a diffable table: self-sizing Auto Layout cells, titled sections, swipe actions
/// (delete at the trailing edge, favourite at the leading one), each applied as a new snapshot (the row
/// leaves with the data source's row animation).
final class ContactsViewController: UIViewController, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: ContactsDataSource!
    private(set) var tappedNames: [String] = []

    let favorites = [
        Contact(name: "Ada", note: "Mathematician; wrote the first published program for the Analytical Engine."),
        Contact(name: "Grace", note: "Compilers"),
    ]
    let others = [
        Contact(name: "Alan", note: "Computability"),
        Contact(name: "Edsger", note: "Structured programming"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.delegate = self
        view.addSubview(tableView)
        dataSource = ContactsDataSource(tableView: tableView) { tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
            (cell as? ContactCell)?.configure(with: contact)
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<ContactSection, Contact>()
        snapshot.appendSections(ContactSection.allCases)
        snapshot.appendItems(favorites, toSection: .favorites)
        snapshot.appendItems(others, toSection: .others)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Removes a contact, animating its row out.
    func delete(_ contact: Contact, completion: (() -> Void)? = nil) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([contact])
        dataSource.apply(snapshot, animatingDifferences: true, completion: completion)
    }

    /// Moves a contact to the favourites, at the end.
    func favorite(_ contact: Contact) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([contact])
        snapshot.appendItems([contact], toSection: .favorites)
        dataSource.apply(snapshot)
    }

    /// The contact on a row.
    func contact(at indexPath: IndexPath) -> Contact? {
        dataSource.itemIdentifier(for: indexPath)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.delete(contact)
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let contact = dataSource.itemIdentifier(for: indexPath),
            dataSource.snapshot().sectionIdentifier(containingItem: contact) == .others
        else { return nil }
        let favorite = UIContextualAction(style: .normal, title: "Favorite") { [weak self] _, _, completion in
            self?.favorite(contact)
            completion(true)
        }
        favorite.backgroundColor = .systemYellow
        let configuration = UISwipeActionsConfiguration(actions: [favorite])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
        tappedNames.append(contact.name)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
