import FlipbookTesting
import Foundation

/// The player page's template, `Resources/Viewer/player.html` in FlipbookCLI's resource bundle, split
/// around its `{{items}}` placeholder so the frames can be streamed in between.
struct ViewerTemplate {
    /// Everything before `{{items}}`, with the other placeholders still in it.
    let head: String
    /// Everything after `{{items}}`.
    let tail: String

    /// The template split at `{{items}}`; `text` must hold that placeholder exactly once.
    init(_ text: String) throws(CLIError) {
        let parts = text.components(separatedBy: "{{items}}")
        guard parts.count == 2 else {
            throw CLIError(
                "the player template has \(parts.count - 1) {{items}} placeholders, expected one",
                status: .internalError)
        }
        head = parts[0]
        tail = parts[1]
    }

    /// The bundled template.
    static func bundled() throws(CLIError) -> ViewerTemplate {
        let url = try resourceFolder().appendingPathComponent("Viewer/player.html")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw CLIError("cannot read the player template \(url.path)", status: .internalError)
        }
        return try ViewerTemplate(text)
    }

    /// The head with `{{title}}`, `{{summary}}` and `{{settings}}` filled in (title escaped here; summary
    /// is HTML the caller built; settings is JSON).
    func head(title: String, summary: String, settings: String) -> String {
        head.replacingOccurrences(of: "{{title}}", with: HTMLText.escape(title))
            .replacingOccurrences(of: "{{summary}}", with: summary)
            .replacingOccurrences(of: "{{settings}}", with: settings)
    }

    /// FlipbookCLI's resource bundle next to the executable (or test bundle), found without
    /// `Bundle.module` so that a missing bundle is an error rather than a crash.
    private static func resourceFolder() throws(CLIError) -> URL {
        let bundleName = "Flipbook_FlipbookCLI.resources"
        var candidates = [Bundle.main.bundleURL.appendingPathComponent(bundleName)]
        if let executable = Bundle.main.executableURL {
            candidates.append(
                executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(bundleName))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(bundleName))
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Viewer/player.html").path) {
            return candidate
        }
        throw CLIError(
            """
            the player template was not found (looked for \(bundleName) next to \(Bundle.main.bundleURL.path)); \
            keep the resource bundle beside the executable
            """,
            status: .internalError)
    }
}
