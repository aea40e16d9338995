import FlipbookTesting
import Foundation
import Raster

/// One failed golden check: its name, the verifier's message, and (for mismatches) the time it was
/// rendered at and the expected / actual / diff images written as artifacts.
struct VerifyFailure {
    let name: String
    let message: String
    var milliseconds: Int?
    var artifacts: GoldenArtifacts?
}

/// The single self-contained HTML report of a `verify` run: the list of failures, then the player
/// (``ViewerPage`` in compare mode) stepping through the mismatches, each shown side by side, as an
/// overlay, as a difference or as the diff map, with every image embedded so the file can be opened or
/// attached anywhere.
enum VerifyReport {
    static func write(_ failures: [VerifyFailure], checked: Int, to folder: URL) throws(CLIError) -> URL {
        let total = checked + failures.filter { $0.artifacts == nil }.count
        let list = failures.map { "<li><b>\(HTMLText.escape($0.name))</b>: \(HTMLText.escape($0.message))</li>" }
        let page = ViewerPage(
            title: "flipbook verify: \(failures.count) failed of \(total) checks",
            summary: "<ul class=\"summary\">\(list.joined(separator: "\n"))</ul>", mode: .compare)
        let shown = failures.filter { $0.artifacts != nil }
        let url = folder.appendingPathComponent("report.html")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot write the report \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
        }
        _ = try page.write(to: url, count: shown.count) { (index: Int) throws(CLIError) -> ViewerItem in
            let failure = shown[index]
            let files = failure.artifacts!
            func read(_ file: URL) throws(CLIError) -> Data {
                do { return try Data(contentsOf: file) } catch {
                    throw CLIError("cannot read \(file.path) back: \(FileProblem.reason(error))", status: .cannotWrite)
                }
            }
            return .comparison(
                label: "\(failure.name): \(failure.message)", milliseconds: Double(failure.milliseconds ?? 0),
                expected: try read(files.expected), actual: try read(files.actual),
                diff: try files.diff.map { (file: URL) throws(CLIError) -> Data in try read(file) })
        }
        return url
    }
}
