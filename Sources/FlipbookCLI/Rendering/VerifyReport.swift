import FlipbookTesting
import Foundation
import Raster

/// One failed golden check: its name, the verifier's message and (for mismatches) its HTML report.
struct VerifyFailure {
    let name: String
    let message: String
    let report: String?
}

/// The single self-contained HTML report of a `verify` run: a summary, then each mismatch's own report
/// (expected, actual, diff, slider) embedded inline, so the one file can be opened or attached anywhere.
enum VerifyReport {
    static func write(_ failures: [VerifyFailure], checked: Int, to folder: URL) throws(CLIError) -> URL {
        var html = """
            <!doctype html><html><head><meta charset="utf-8"><title>flipbook verify: \(failures.count) failed</title>
            <style>body{font:14px -apple-system,system-ui,sans-serif;margin:24px;background:#f5f5f7}
            h1{font-size:20px}li{margin:4px 0}section{margin:24px 0}
            iframe{width:100%;height:760px;border:1px solid #ccc;background:#fff}</style></head><body>
            <h1>flipbook verify: \(failures.count) failed of \
            \(checked + failures.filter { $0.report == nil }.count) checks</h1><ul>
            """
        for failure in failures {
            html += "<li><b>\(HTMLText.escape(failure.name))</b>: \(HTMLText.escape(failure.message))</li>"
        }
        html += "</ul>"
        for failure in failures {
            guard let report = failure.report else { continue }
            html +=
                """
                <section><h2>\(HTMLText.escape(failure.name))</h2><iframe \
                srcdoc="\(HTMLText.escape(report))"></iframe></section>
                """
        }
        html += "</body></html>\n"
        let url = folder.appendingPathComponent("report.html")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(Data(html.utf8), to: url)
        } catch {
            throw CLIError("cannot write the report \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
        }
        return url
    }
}
