import Flipbook

/// An ordered record of callbacks, shared by the logging test doubles.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []

    func add(_ entry: String) { entries.append(entry) }

    /// The entries since the last `take()`, clearing them.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A view controller that logs its appearance and containment callbacks as "<name>.<callback>".
@MainActor
class LoggedViewController: UIViewController {
    let name: String
    let log: CallLog
    let color: UIColor

    init(_ name: String, log: CallLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
        // The call-order tests were written for full-screen presentations (the default before iOS 13).
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        log.add("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        log.add("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.add("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}
