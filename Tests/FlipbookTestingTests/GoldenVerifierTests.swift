import Foundation
import Testing

@testable import FlipbookTesting

@Suite struct GoldenVerifierRecordModeTests {
    let temp = TemporaryGoldens()

    @Test(arguments: [RecordMode.missing, .all, .failed])
    func missingGoldenIsRecordedAndFails(_ mode: RecordMode) throws {
        let result = try temp.verifier(mode).verify(Frames.square(at: 1), named: "square", suite: "S")
        #expect(result.status == .missing)
        #expect(result.recorded)
        #expect(!result.passed)
        #expect(result.goldenURL.path == temp.goldens.appendingPathComponent("S/square.png").path)
        #expect(temp.exists(result.goldenURL))
        let message = try #require(result.failureMessage)
        #expect(message.contains("recorded") && message.contains("Review"))
        #expect(message.contains(result.goldenURL.path))
        #expect(try PNGBridge.decode(contentsOf: result.goldenURL) == Frames.square(at: 1))
    }

    @Test func missingGoldenInNeverModeFailsWithoutWriting() throws {
        let result = try temp.verifier(.never).verify(Frames.square(at: 1), named: "square", suite: "S")
        #expect(result.status == .missing)
        #expect(!result.recorded)
        #expect(!result.passed)
        #expect(!temp.exists(result.goldenURL))
        #expect(result.failureMessage?.contains("FLIPBOOK_RECORD=never") == true)
    }

    @Test(arguments: [RecordMode.missing, .failed, .never])
    func matchingGoldenPasses(_ mode: RecordMode) throws {
        try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        let result = try temp.verifier(mode).verify(Frames.square(at: 1), named: "square", suite: "S")
        #expect(result.passed)
        #expect(result.status == .matched)
        #expect(!result.recorded)
        #expect(result.comparison?.verdict == .identical)
        #expect(result.artifacts == nil)
    }

    @Test func allModeRewritesAndFailsEvenWhenMatching() throws {
        try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        let result = try temp.verifier(.all).verify(Frames.square(at: 1), named: "square", suite: "S")
        #expect(result.status == .matched)
        #expect(result.recorded)
        #expect(!result.passed)
        #expect(result.failureMessage?.contains("FLIPBOOK_RECORD=all") == true)
    }

    @Test(arguments: [RecordMode.all, .failed])
    func recordingModesReplaceAMismatchingGolden(_ mode: RecordMode) throws {
        let url = try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        let result = try temp.verifier(mode).verify(Frames.square(at: 3), named: "square", suite: "S")
        #expect(result.status == .mismatched)
        #expect(result.recorded)
        #expect(!result.passed)
        #expect(try PNGBridge.decode(contentsOf: url) == Frames.square(at: 3))
        #expect(result.failureMessage?.contains("Re-recorded") == true)
        // The artifacts keep the golden as it was before.
        let artifacts = try #require(result.artifacts)
        #expect(try PNGBridge.decode(contentsOf: artifacts.expected) == Frames.square(at: 1))
    }

    @Test(arguments: [RecordMode.missing, .never])
    func nonRecordingModesLeaveAMismatchingGoldenAlone(_ mode: RecordMode) throws {
        let url = try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        let before = try Data(contentsOf: url)
        let result = try temp.verifier(mode).verify(Frames.square(at: 3), named: "square", suite: "S")
        #expect(result.status == .mismatched)
        #expect(!result.recorded)
        #expect(!result.passed)
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func toleratedDifferencesPass() throws {
        try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        let options = ComparisonOptions.default.allowing(pixels: 8, ratio: 0.5)
        let result = try temp.verifier(.never).verify(
            Frames.square(at: 3), named: "square", suite: "S", options: options)
        #expect(result.passed)
        #expect(result.comparison?.verdict == .withinTolerance)
        #expect(result.comparison?.differingPixels == 8)
    }

    @Test func unreadableGoldenIsAnError() throws {
        let url = temp.goldens.appendingPathComponent("S/broken.png")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: url)
        #expect {
            try temp.verifier(.missing).verify(Frames.square(at: 1), named: "broken", suite: "S")
        } throws: { error in
            guard case .unreadableGolden(let path, _)? = error as? GoldenError else { return false }
            return path == url.path
        }
    }

    @Test func invalidNamesAreErrors() {
        #expect(throws: GoldenError.self) {
            try temp.verifier(.missing).verify(Frames.square(at: 1), named: "../up", suite: "S")
        }
        #expect(!temp.exists(temp.root))
    }
}
