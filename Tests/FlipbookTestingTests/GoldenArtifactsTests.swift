import Foundation
import Testing

@testable import FlipbookTesting

@Suite struct GoldenArtifactsTests {
    let temp = TemporaryGoldens()

    @Test func mismatchWritesThreePNGsAndAReport() throws {
        try temp.record(Frames.square(at: 1), named: "square.t0250ms", suite: "Push")
        let result = try temp.verifier(.missing).verify(Frames.square(at: 3), named: "square.t0250ms", suite: "Push")
        let artifacts = try #require(result.artifacts)
        let folder = temp.artifacts.appendingPathComponent("Push")
        #expect(artifacts.folder.path == folder.path)
        #expect(artifacts.expected.path == folder.appendingPathComponent("square.t0250ms.expected.png").path)
        #expect(artifacts.actual.path == folder.appendingPathComponent("square.t0250ms.actual.png").path)
        #expect(artifacts.diff?.path == folder.appendingPathComponent("square.t0250ms.diff.png").path)
        #expect(artifacts.report.path == folder.appendingPathComponent("square.t0250ms.html").path)

        #expect(try PNGBridge.decode(contentsOf: artifacts.expected) == Frames.square(at: 1))
        #expect(try PNGBridge.decode(contentsOf: artifacts.actual) == Frames.square(at: 3))
        let diff = try PNGBridge.decode(contentsOf: try #require(artifacts.diff))
        #expect(diff == result.comparison?.diffImage)
        #expect(diff[1, 1] == DiffPalette.changed)

        let html = try String(contentsOf: artifacts.report, encoding: .utf8)
        for url in [artifacts.expected, artifacts.actual, try #require(artifacts.diff)] {
            #expect(html.contains("data:image/png;base64," + (try Data(contentsOf: url)).base64EncodedString()))
        }
        let message = try #require(result.failureMessage)
        #expect(message.contains(artifacts.report.path))
        #expect(message.contains("8 of 24 pixels differ"))
    }

    @Test func sizeMismatchReportsSizesAndHasNoDiff() throws {
        try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        let result = try temp.verifier(.never).verify(Frames.square(at: 1, height: 5), named: "square", suite: "S")
        #expect(result.status == .mismatched)
        #expect(result.failureMessage?.contains("expected 6×4, got 6×5") == true)
        let artifacts = try #require(result.artifacts)
        #expect(artifacts.diff == nil)
        #expect(temp.exists(artifacts.report))
        #expect(!temp.exists(artifacts.folder.appendingPathComponent("square.diff.png")))
    }

    @Test func passingAgainRemovesStaleArtifacts() throws {
        try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        let failed = try temp.verifier(.missing).verify(Frames.square(at: 3), named: "square", suite: "S")
        let artifacts = try #require(failed.artifacts)
        #expect(temp.exists(artifacts.report))
        let passed = try temp.verifier(.missing).verify(Frames.square(at: 1), named: "square", suite: "S")
        #expect(passed.passed)
        #expect(!temp.exists(artifacts.report))
        #expect(!temp.exists(artifacts.expected))
    }

    @Test func unwritableArtifactsStillReportTheMismatch() throws {
        try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        // A file where the artifacts folder should be makes writing impossible.
        try FileManager.default.createDirectory(at: temp.artifacts, withIntermediateDirectories: true)
        try Data().write(to: temp.artifacts.appendingPathComponent("S"))
        let result = try temp.verifier(.never).verify(Frames.square(at: 3), named: "square", suite: "S")
        #expect(result.status == .mismatched)
        #expect(result.artifacts == nil)
        #expect(result.failureMessage?.contains("Could not write the failure artifacts") == true)
    }
}
