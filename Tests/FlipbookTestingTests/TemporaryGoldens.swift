import FlipbookTesting
import Foundation

/// A fresh goldens and artifacts directory pair under the temporary directory, deleted on deinit.
final class TemporaryGoldens {
    let root: URL
    var goldens: URL { root.appendingPathComponent("Goldens", isDirectory: true) }
    var artifacts: URL { root.appendingPathComponent("Artifacts", isDirectory: true) }

    init() {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-goldens-\(UUID().uuidString)", isDirectory: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func verifier(_ mode: RecordMode) -> GoldenVerifier {
        GoldenVerifier(
            settings: GoldenSettings(recordMode: mode, goldensDirectory: goldens, artifactsDirectory: artifacts))
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Writes `bitmap` as the golden `suite/name` through the `missing` record mode.
    @discardableResult
    func record(_ bitmap: Bitmap, named name: String, suite: String) throws -> URL {
        try verifier(.missing).verify(bitmap, named: name, suite: suite).goldenURL
    }
}

/// Small images for the golden tests.
enum Frames {
    static let white = Color.white.premultiplied
    static let black = Color.black.premultiplied

    /// A 6×4 white frame with a black square whose left column is `x`.
    static func square(at x: Int, width: Int = 6, height: Int = 4) -> Bitmap {
        var b = Bitmap(width: width, height: height, fill: white)
        for yy in 1...2 { for xx in x...(x + 1) { b[xx, yy] = black } }
        return b
    }
}
