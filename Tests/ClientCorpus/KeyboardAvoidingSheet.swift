import Flipbook

/// A bottom sheet that rides up with the keyboard, as form-sheet libraries write it: it observes the keyboard
/// notifications and animates its bottom constraint with the keyboard's duration and curve.
final class KeyboardAvoidingSheetController: UIViewController {
    let sheet = UIView()
    let field = UITextField()
    private var bottomConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray5
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = 12
        sheet.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sheet)
        field.borderStyle = .roundedRect
        field.placeholder = "Comment"
        field.translatesAutoresizingMaskIntoConstraints = false
        sheet.addSubview(field)
        let bottom = sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        bottomConstraint = bottom
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 80),
            bottom,
            field.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 12),
            field.trailingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: -12),
            field.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 12),
            field.heightAnchor.constraint(equalToConstant: 34),
        ])
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            _ = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                guard let info = notification.userInfo,
                    let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.rectValue,
                    let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                    let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
                else { return }
                MainActor.assumeIsolated { self?.keyboardWillChange(to: end, duration: duration, curve: curve) }
            }
        }
    }

    private func keyboardWillChange(to end: CGRect, duration: TimeInterval, curve: UInt) {
        let overlap = max(0, view.bounds.maxY - view.convert(end, from: nil).minY)
        bottomConstraint?.constant = -overlap
        UIView.animate(
            withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
            animations: { self.view.layoutIfNeeded() })
    }
}
