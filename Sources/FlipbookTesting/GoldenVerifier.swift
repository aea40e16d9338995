import Foundation

/// Checks images against golden files under fixed ``GoldenSettings``: compares, records per the
/// record mode, writes failure artifacts and phrases the failure.
public struct GoldenVerifier: Sendable {
    /// Where files live and when goldens are written.
    public let settings: GoldenSettings

    /// A verifier for `settings`.
    public init(settings: GoldenSettings) { self.settings = settings }

    /// Checks `actual` against the golden `<suite>/<name>.png`.
    ///
    /// A missing golden fails in every mode; it is written unless the mode is ``RecordMode/never``.
    /// A failed comparison writes expected/actual/diff PNGs and an HTML report to the suite's artifacts
    /// folder; in ``RecordMode/failed`` mode the golden is then replaced. ``RecordMode/all`` replaces
    /// every golden and always fails.
    ///
    /// - Throws: ``GoldenError`` for invalid names, an unreadable golden or a golden that cannot be written.
    public func verify(_ actual: Bitmap, named name: String, suite: String, options: ComparisonOptions = .exact) throws
        -> GoldenVerification
    {
        let goldenURL = try settings.goldenURL(named: name, suite: suite)
        let mode = settings.recordMode
        let label = "\(suite)/\(name)"
        func result(
            _ status: GoldenVerification.Status, recorded: Bool, comparison: ImageComparisonResult? = nil,
            artifacts: GoldenArtifacts? = nil, message: String?
        ) -> GoldenVerification {
            GoldenVerification(
                status: status, recorded: recorded, recordMode: mode, goldenURL: goldenURL,
                comparison: comparison, artifacts: artifacts, failureMessage: message)
        }

        guard FileManager.default.fileExists(atPath: goldenURL.path) else {
            if mode == .never {
                return result(
                    .missing, recorded: false,
                    message: """
                        Golden \(label) is missing at \(goldenURL.path) and FLIPBOOK_RECORD=never, so nothing was \
                        recorded. Record it locally (FLIPBOOK_RECORD=missing), review and commit it.
                        """)
            }
            try GoldenFileWriter.write(PNGBridge.encode(actual), to: goldenURL)
            return result(
                .missing, recorded: true,
                message:
                    "Golden \(label) was missing; recorded the actual image to \(goldenURL.path) "
                    + "(FLIPBOOK_RECORD=\(mode.rawValue)). Review it, commit it and re-run the test.")
        }

        let expected: Bitmap
        do {
            expected = try PNGBridge.decode(contentsOf: goldenURL)
        } catch {
            throw GoldenError.unreadableGolden(
                path: goldenURL.path, reason: "\(error); delete it and re-record with FLIPBOOK_RECORD=missing")
        }
        let comparison = ImageComparator.compare(expected: expected, actual: actual, options: options)
        let folder = try settings.artifactsFolder(suite: suite)

        var artifacts: GoldenArtifacts?
        var artifactNote = ""
        if comparison.passed {
            GoldenArtifacts.removeStale(name: name, in: folder)
        } else {
            do {
                artifacts = try GoldenArtifacts.write(
                    name: name, suite: suite, folder: folder, goldenURL: goldenURL,
                    expected: expected, actual: actual, comparison: comparison)
            } catch {
                artifactNote = " (Could not write the failure artifacts: \(error).)"
            }
        }

        let record = mode == .all || (mode == .failed && !comparison.passed)
        if record { try GoldenFileWriter.write(PNGBridge.encode(actual), to: goldenURL) }
        let status: GoldenVerification.Status = comparison.passed ? .matched : .mismatched

        var message: String?
        if !comparison.passed {
            var text = "Golden \(label) does not match: \(comparison.summary). Golden: \(goldenURL.path)."
            if let artifacts { text += " Report: \(artifacts.report.path)" }
            text += artifactNote
            if record {
                text += " Re-recorded the golden (FLIPBOOK_RECORD=\(mode.rawValue)); review the change and commit it."
            }
            message = text
        } else if record {
            message =
                "Recorded golden \(label) to \(goldenURL.path) because FLIPBOOK_RECORD=all "
                + "(it \(comparison.verdict == .identical ? "was identical" : "matched within tolerance")). "
                + "Review it, then run again without FLIPBOOK_RECORD=all."
        }
        return result(status, recorded: record, comparison: comparison, artifacts: artifacts, message: message)
    }
}
