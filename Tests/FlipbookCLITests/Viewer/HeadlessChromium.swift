import Foundation
import Testing

/// Chromium run headless from the command line, to load the player page and take screenshots.
/// Found at `$FLIPBOOK_CHROMIUM`, else as `chromium` (Debian), `chromium-browser` or `google-chrome`
/// on the `PATH`; tests that need it are skipped, with a notice, when it is not installed
/// (`Scripts/install-dependencies.sh --browser` installs Debian's).
struct HeadlessChromium {
    let executable: URL

    /// The installed browser, or nil.
    static let installed: HeadlessChromium? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["FLIPBOOK_CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
            return HeadlessChromium(executable: URL(fileURLWithPath: path))
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return HeadlessChromium(executable: URL(fileURLWithPath: "\(folder)/\(name)"))
            }
        }
        return nil
    }()

    /// The skip notice when the browser is missing.
    static let missingNotice: Comment = """
        chromium is not installed (Scripts/install-dependencies.sh --browser, or set FLIPBOOK_CHROMIUM): \
        the player was not tested in a browser
        """

    /// Loads `page` at `fragment` in a `width`×`height` window at one device pixel per CSS pixel, lets
    /// its scripts run for 10 s of virtual time, and writes a screenshot to `screenshot`.
    func screenshot(
        _ page: URL, fragment: String, width: Int, height: Int, to screenshot: URL, profile: URL
    ) throws -> FlipbookBinary.Result {
        try run(
            page, fragment: fragment, width: width, height: height, profile: profile,
            ["--screenshot=\(screenshot.path)"])
    }

    /// The page's DOM after its scripts ran for `milliseconds` of virtual time, as `--dump-dom` prints it.
    func dumpDOM(
        _ page: URL, fragment: String, profile: URL, milliseconds: Int = 10_000
    ) throws -> FlipbookBinary.Result {
        try run(
            page, fragment: fragment, width: 800, height: 600, profile: profile,
            ["--dump-dom", "--virtual-time-budget=\(milliseconds)"])
    }

    /// The page's DOM once `isSettled` accepts it, dumped again (up to `attempts` times) while it does not:
    /// images decode outside Chromium's virtual time, and a starved machine lets the page's clock run past the
    /// budget, so one dump can come too early or too late. The last dump is returned either way, for the
    /// caller's expectations to judge (a page that never settles still fails them).
    func dumpDOM(
        _ page: URL, fragment: String, profile: URL, milliseconds: Int = 10_000, attempts: Int = 4,
        until isSettled: (String) -> Bool
    ) throws -> FlipbookBinary.Result {
        var dom = try dumpDOM(page, fragment: fragment, profile: profile, milliseconds: milliseconds)
        var attempt = 1
        while attempt < attempts, !isSettled(dom.stdout) {
            dom = try dumpDOM(page, fragment: fragment, profile: profile, milliseconds: milliseconds)
            attempt += 1
        }
        return dom
    }

    private func run(
        _ page: URL, fragment: String, width: Int, height: Int, profile: URL, _ extra: [String]
    ) throws -> FlipbookBinary.Result {
        let arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--force-color-profile=srgb", "--window-size=\(width),\(height)",
                "--user-data-dir=\(profile.path)",
            ] + extra + [page.absoluteString + "#" + fragment]
        return try FlipbookBinary.run(
            program: executable, arguments, in: page.deletingLastPathComponent(), environment: [:])
    }
}
