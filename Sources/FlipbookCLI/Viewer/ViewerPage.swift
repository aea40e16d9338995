import Foundation
import Raster

/// The self-contained player page (`index.html` of `flipbook render --html`, `report.html` of
/// `flipbook verify`): the bundled template with the frames embedded as `data:` URIs, written a frame
/// at a time so memory stays flat, atomically, and byte-identical for equal inputs.
struct ViewerPage {
    /// What the page shows: a render's frames, or golden checks (expected / actual / diff).
    enum Mode: String {
        case frames
        case compare
    }

    /// The heading and window title (plain text).
    var title: String
    /// HTML shown under the heading (already escaped by the caller), e.g. the list of failed checks.
    var summary = ""
    var mode: Mode

    /// Pages past this size are refused (by default 500 MB: the player reads its frames as one
    /// JavaScript string, and V8, Chromium's engine, cannot make a string longer than 2^29 − 24 characters).
    var maximumBytes = 500_000_000
    /// Pages past this size are written with a warning: browsers take seconds to open them.
    var warningBytes = 64_000_000

    /// Writes the page with `count` items, `item(k)` giving the k-th, to `url`. Returns the page's size.
    func write(
        to url: URL, count: Int, item: (Int) throws(CLIError) -> ViewerItem
    ) throws(CLIError) -> Int {
        let template = try ViewerTemplate.bundled()
        let settings = #"{"mode":"\#(mode.rawValue)"}"#
        let file: TemporaryFile
        do { file = try TemporaryFile(replacing: url) } catch { throw cannotWrite(url, error) }
        let limit = maximumBytes >= 1_000_000 ? "\(maximumBytes / 1_000_000) MB" : "\(maximumBytes) bytes"
        func append(_ text: String) throws(CLIError) {
            do { try file.append(Data(text.utf8)) } catch { throw cannotWrite(url, error) }
            guard file.byteCount <= maximumBytes else {
                throw CLIError(
                    """
                    \(url.lastPathComponent) would be over \(limit), more than a browser \
                    can load; render fewer frames (--frames), a smaller screen (--scale 1, --width/--height) or \
                    a lower --fps
                    """,
                    status: .invalidInput)
            }
        }
        try append(template.head(title: title, summary: summary, settings: settings))
        try append("[")
        for index in 0..<count {
            try append((index == 0 ? "\n" : ",\n") + (try item(index)).json)
        }
        try append("\n]")
        try append(template.tail)
        do { try file.commit() } catch { throw cannotWrite(url, error) }
        if file.byteCount > warningBytes {
            StandardError.print(
                """
                warning: \(url.lastPathComponent) is \(file.byteCount / 1_000_000) MB; browsers are slow to open \
                pages this large (fewer frames, --scale 1 or a lower --fps make it smaller)
                """)
        }
        return file.byteCount
    }

    private func cannotWrite(_ url: URL, _ error: Error) -> CLIError {
        CLIError("cannot write \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
    }
}
