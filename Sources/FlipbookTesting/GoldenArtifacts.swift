import Foundation

/// The files written for a failed comparison, all in ``folder``.
public struct GoldenArtifacts: Sendable, Equatable {
    /// `<artifacts>/<suite>/`.
    public let folder: URL
    /// `<name>.expected.png`: the golden as it was before this run.
    public let expected: URL
    /// `<name>.actual.png`: the image under test.
    public let actual: URL
    /// `<name>.diff.png`, or `nil` when there is no diff image (size mismatch).
    public let diff: URL?
    /// `<name>.html`: the self-contained ``GoldenReport``.
    public let report: URL

    /// Artifact locations from their parts.
    public init(folder: URL, expected: URL, actual: URL, diff: URL?, report: URL) {
        self.folder = folder
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.report = report
    }

    /// Where the artifacts of `name` go inside `folder` (the diff always listed).
    static func locations(name: String, in folder: URL) -> GoldenArtifacts {
        GoldenArtifacts(
            folder: folder,
            expected: folder.appendingPathComponent("\(name).expected.png"),
            actual: folder.appendingPathComponent("\(name).actual.png"),
            diff: folder.appendingPathComponent("\(name).diff.png"),
            report: folder.appendingPathComponent("\(name).html"))
    }

    /// Writes the PNGs and the HTML report for a failed comparison and returns their locations.
    ///
    /// - Throws: ``GoldenError/writeFailed(path:reason:)`` or a PNG encoding error.
    static func write(
        name: String, suite: String, folder: URL, goldenURL: URL,
        expected: Bitmap, actual: Bitmap, comparison: ImageComparisonResult
    ) throws -> GoldenArtifacts {
        let all = locations(name: name, in: folder)
        let expectedPNG = try PNGBridge.encode(expected)
        let actualPNG = try PNGBridge.encode(actual)
        let diffPNG = try comparison.diffImage.map(PNGBridge.encode)
        try GoldenFileWriter.write(expectedPNG, to: all.expected)
        try GoldenFileWriter.write(actualPNG, to: all.actual)
        if let diffPNG, let diffURL = all.diff {
            try GoldenFileWriter.write(diffPNG, to: diffURL)
        } else if let diffURL = all.diff {
            try? FileManager.default.removeItem(at: diffURL) // stale from an earlier run
        }
        let report = GoldenReport(
            title: "\(suite)/\(name)", goldenPath: goldenURL.path,
            expectedPNG: expectedPNG, actualPNG: actualPNG, diffPNG: diffPNG, comparison: comparison)
        try GoldenFileWriter.write(Data(report.html().utf8), to: all.report)
        return GoldenArtifacts(
            folder: folder, expected: all.expected, actual: all.actual,
            diff: diffPNG == nil ? nil : all.diff, report: all.report)
    }

    /// Deletes artifacts of `name` left over from an earlier failing run; missing files are fine.
    static func removeStale(name: String, in folder: URL) {
        let all = locations(name: name, in: folder)
        for url in [all.expected, all.actual, all.diff, all.report].compactMap({ $0 }) {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
