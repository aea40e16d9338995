import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Table header views sized by Auto Layout, written as apps write them: a label pinned inside a plain header,
/// measured with `systemLayoutSizeFitting` in `viewDidLayoutSubviews()` and set again on the table.
@MainActor @Suite struct UITableViewTableHeaderTests {
    /// How the controller sizes its header (the three forms apps use).
    enum Sizing: Sendable, CaseIterable {
        /// The table's width required, the height fitting; set again only when the height changed.
        case fittingWidthWhenChanged
        /// The compressed size (no width given), then the table's `layoutIfNeeded()`.
        case compressedThenLayoutIfNeeded
        /// Set again on every pass, then the table's `layoutIfNeeded()` (the runaway form).
        case alwaysThenLayoutIfNeeded
    }

    final class ProfileController: UITableViewController {
        let header = UIView()
        let label = UILabel()
        var sizing = Sizing.fittingWidthWhenChanged
        var measurements = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.numberOfLines = 0
            label.text = "A long biography that wraps onto several lines when the table is narrow enough to wrap it."
            header.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
                label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
                label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
            ])
            tableView.tableHeaderView = header
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard let header = tableView.tableHeaderView else { return }
            measurements += 1
            switch sizing {
            case .fittingWidthWhenChanged:
                let size = header.systemLayoutSizeFitting(
                    CGSize(width: tableView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                if header.frame.size.height != size.height {
                    header.frame.size.height = size.height
                    tableView.tableHeaderView = header
                }
            case .compressedThenLayoutIfNeeded:
                header.setNeedsLayout()
                header.layoutIfNeeded()
                let height = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
                var frame = header.frame
                if height != frame.size.height {
                    frame.size.height = height
                    header.frame = frame
                    tableView.tableHeaderView = header
                    tableView.layoutIfNeeded()
                }
            case .alwaysThenLayoutIfNeeded:
                let size = header.systemLayoutSizeFitting(
                    CGSize(width: tableView.bounds.width, height: 0),
                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                header.frame = CGRect(origin: .zero, size: size)
                tableView.tableHeaderView = header
                tableView.layoutIfNeeded()
            }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    func show(_ sizing: Sizing) -> (ProfileController, UIWindow) {
        VirtualClock.shared.reset()
        LayoutDiagnostics.shared.reset()
        LayoutDiagnostics.shared.logsToStandardError = false
        let controller = ProfileController(style: .plain)
        controller.sizing = sizing
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (controller, window)
    }

    @Test(arguments: Sizing.allCases) func theHeaderTakesItsFittingHeightAndTheRowsFollow(sizing: Sizing) throws {
        let (controller, window) = show(sizing)
        defer { LayoutDiagnostics.shared.reset() }
        let issues = LayoutDiagnostics.shared.takeIssues()
        #expect(issues.isEmpty, "\(issues)")
        let header = controller.header
        // Three lines at the table's width (the compressed form measures one unwrapped line, as on iOS).
        let expected: CGFloat = sizing == .compressedThenLayoutIfNeeded ? 53 : 94
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: expected))
        #expect(controller.label.frame == CGRect(x: 16, y: 16, width: 288, height: expected - 32))
        let table = try #require(controller.tableView)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == expected)
        #expect(table.visibleCells.first?.frame.minY == expected)
        #expect(controller.measurements <= 4, "the layout settles (\(controller.measurements) passes)")
        window.layoutIfNeeded()
        let settled = controller.measurements
        VirtualClock.shared.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect(controller.measurements == settled, "no layout pass once the height is right")
    }

    @Test func measuringAZeroSizedHeaderBreaksNoConstraint() {
        LayoutDiagnostics.shared.reset()
        LayoutDiagnostics.shared.logsToStandardError = false
        defer { LayoutDiagnostics.shared.reset() }
        let header = UIView()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Title"
        header.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -8),
        ])
        let size = header.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 200)
        #expect(size.height == (label.intrinsicContentSize.height + 16))
        #expect(LayoutDiagnostics.shared.issues.isEmpty, "\(LayoutDiagnostics.shared.issues)")
        #expect(header.frame == .zero, "measuring leaves the frame alone")
    }

    @Test func settingTheSameHeaderAgainKeepsItsConstraintsToTheTable() throws {
        let source = TitlesSource([["One"]])
        let (_, table) = makeTable(.plain, source)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
        table.tableHeaderView = header
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(badge)
        let pinned = badge.widthAnchor.constraint(equalTo: table.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([pinned, badge.heightAnchor.constraint(equalToConstant: 10)])
        table.layoutIfNeeded()
        header.frame.size.height = 80
        table.tableHeaderView = header
        #expect(pinned.isActive, "the header did not leave the table")
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 80)
    }
}
