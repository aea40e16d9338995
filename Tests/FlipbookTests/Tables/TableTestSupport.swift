import Foundation

@testable import Flipbook

/// A data source and delegate over an array of sections of titles, logging what the table asks and tells.
@MainActor
final class TitlesSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var style = UITableViewCell.CellStyle.default
    var events: [String] = []
    var madeCells = 0

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "title") {
            cell = reused
        } else {
            madeCells += 1
            cell = UITableViewCell(style: style, reuseIdentifier: "title")
        }
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footers.indices.contains(section) ? footers[section] : nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("highlight \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("unhighlight \(indexPath.section).\(indexPath.row)")
    }
}

/// A window of `size` holding a table of `style` over `source`, laid out.
@MainActor
func makeTable(
    _ style: UITableView.Style, _ source: TitlesSource, size: CGSize = CGSize(width: 390, height: 600)
) -> (UIWindow, UITableView) {
    VirtualClock.shared.reset()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    let table = UITableView(frame: window.bounds, style: style)
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    table.layoutIfNeeded()
    return (window, table)
}

extension UITableViewCell {
    /// The opacity of the grey selected background as drawn now.
    var drawnSelectionOpacity: Float {
        let host = subviews[1]
        return host.layer.presentation()?.opacity ?? host.layer.opacity
    }
}
