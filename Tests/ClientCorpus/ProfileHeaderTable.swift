import Flipbook

/// A profile screen written as apps write one: a `UITableViewController` whose `tableHeaderView` is sized by Auto
/// Layout (a name and a wrapping bio pinned inside it, measured with `systemLayoutSizeFitting` in
/// `viewDidLayoutSubviews()` and set on the table again), and rows with a context menu.
final class ProfileViewController: UITableViewController {
    private let header = UIView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private(set) var posts = ["Morning run", "New camera", "Trip notes"]
    private(set) var favorites: [String] = []

    init() {
        super.init(style: .plain)
        title = "Profile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        nameLabel.text = "Ana Lima"
        nameLabel.font = .boldSystemFont(ofSize: 22)
        bioLabel.text = "Photographer and runner. Writing about small trips, long runs and the cameras I carry."
        bioLabel.numberOfLines = 0
        bioLabel.textColor = .secondaryLabel
        for label in [nameLabel, bioLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview(label)
        }
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: header.topAnchor, constant: 20),
            nameLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            bioLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -20),
        ])
        tableView.tableHeaderView = header
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let header = tableView.tableHeaderView else { return }
        let size = header.systemLayoutSizeFitting(
            CGSize(width: tableView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        if header.frame.size.height != size.height {
            header.frame.size.height = size.height
            tableView.tableHeaderView = header
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = posts[indexPath.row]
        content.image = UIImage(systemName: favorites.contains(posts[indexPath.row]) ? "star.fill" : "doc.text")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let post = posts[indexPath.row]
        return UIContextMenuConfiguration(identifier: post as NSString, previewProvider: nil) { _ in
            let favorite = UIAction(title: "Favorite", image: UIImage(systemName: "star")) { [weak self] _ in
                self?.favorites.append(post)
                self?.tableView.reloadData()
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {
                [weak self] _ in
                self?.posts.removeAll { $0 == post }
                self?.tableView.reloadData()
            }
            return UIMenu(title: post, children: [favorite, delete])
        }
    }
}
