import Flipbook

/// A PopupDialog-style alert, laid out the way such libraries do it: a vertical stack view (icon, title,
/// message, an optional details line, a row of buttons) pinned into a rounded card with visual-format
/// constraints, the card centred over a dimmed background. `setDetailsVisible(_:animated:)` shows or hides the
/// details line inside an animation block, so the stack view animates the card's growth.
final class PopupDialogViewController: UIViewController {
    let card = UIView()
    let iconView = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let detailsLabel = UILabel()
    let contentStack = UIStackView()
    let buttonStack = UIStackView()
    private let titleText: String
    private let messageText: String
    private var buttonTitles: [String] = []

    init(title: String, message: String) {
        titleText = title
        messageText = message
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Adds a button to the row at the bottom (before the dialog is shown).
    func addButton(title: String) {
        buttonTitles.append(title)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)

        iconView.backgroundColor = .systemOrange
        iconView.layer.cornerRadius = 18
        titleLabel.text = titleText
        titleLabel.font = .boldSystemFont(ofSize: 15)
        messageLabel.text = messageText
        messageLabel.font = .systemFont(ofSize: 12)
        messageLabel.textColor = .darkGray
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.preferredMaxLayoutWidth = 150
        detailsLabel.text = "Tap Retry to try again."
        detailsLabel.font = .systemFont(ofSize: 11)
        detailsLabel.textColor = .systemRed
        detailsLabel.isHidden = true
        detailsLabel.alpha = 0

        buttonStack.axis = .horizontal
        buttonStack.distribution = .fillEqually
        buttonStack.spacing = 8
        for title in buttonTitles {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
            button.layer.cornerRadius = 8
            buttonStack.addArrangedSubview(button)
        }

        contentStack.axis = .vertical
        contentStack.alignment = .center
        contentStack.spacing = 6
        contentStack.isLayoutMarginsRelativeArrangement = true
        contentStack.layoutMargins = UIEdgeInsets(top: 18, left: 14, bottom: 14, right: 14)
        for view in [iconView, titleLabel, messageLabel, detailsLabel, buttonStack] {
            contentStack.addArrangedSubview(view)
        }
        contentStack.setCustomSpacing(10, after: iconView)
        contentStack.setCustomSpacing(16, after: detailsLabel)
        contentStack.setCustomSpacing(16, after: messageLabel)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(contentStack)

        let views: [String: Any] = ["card": card, "content": contentStack, "icon": iconView, "buttons": buttonStack]
        let metrics = ["margin": 24, "side": 36, "inset": 14, "buttonHeight": 30]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(margin)-[card]-(margin)-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[content]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[content]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:[icon(side)]", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[icon(==side)]", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(inset)-[buttons]-(inset)-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[buttons(buttonHeight@999)]", options: [], metrics: metrics, views: views)
        constraints.append(card.centerYAnchor.constraint(equalTo: view.centerYAnchor))
        NSLayoutConstraint.activate(constraints)
    }

    /// Shows or hides the details line; animated, the card grows or shrinks with it.
    func setDetailsVisible(_ visible: Bool, animated: Bool) {
        guard animated else {
            detailsLabel.isHidden = !visible
            detailsLabel.alpha = visible ? 1 : 0
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut) {
            self.detailsLabel.isHidden = !visible
            self.detailsLabel.alpha = visible ? 1 : 0
        }
    }
}
