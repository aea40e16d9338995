import FlipbookTesting
import Foundation
import Testing

@Suite struct AssertGoldenTests {
    let temp = TemporaryGoldens()

    @Test func matchingGoldenRecordsNoIssue() throws {
        try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        assertGolden(
            Frames.square(at: 1), named: "square", suite: "S", recordMode: .never,
            goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
    }

    @Test func mismatchRecordsAnIssueWithTheReportPath() throws {
        try temp.record(Frames.square(at: 1), named: "square", suite: "S")
        let line = #line + 2
        withKnownIssue {
            assertGolden(
                Frames.square(at: 3), named: "square", suite: "S", recordMode: .never,
                goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("does not match") && text.contains("square.html")
                && issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertGoldenTests.swift"
        }
    }

    @Test func missingGoldenRecordsAnIssue() {
        withKnownIssue {
            assertGolden(
                Frames.square(at: 1), named: "absent", suite: "S", recordMode: .never,
                goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("missing")
        }
    }

    @Test func framesAreNamedByTime() throws {
        withKnownIssue {
            assertGolden(
                Frames.square(at: 1), named: "push", at: 0.25, suite: "S", recordMode: .missing,
                goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("recorded")
        }
        #expect(temp.exists(temp.goldens.appendingPathComponent("S/push.t0250ms.png")))
        assertGolden(
            Frames.square(at: 1), named: "push", at: 0.25, suite: "S", recordMode: .never,
            goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
    }

    @Test func errorsBecomeIssues() {
        withKnownIssue {
            assertGolden(
                Frames.square(at: 1), named: "a/b", suite: "S", recordMode: .never,
                goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("could not run")
        }
        withKnownIssue {
            assertGolden(
                Frames.square(at: 1), named: "x", at: -1, suite: "S", recordMode: .never,
                goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("invalid frame time")
        }
    }

    @Test func suiteDefaultsToTheCallingFileName() throws {
        let result = try verifyGolden(
            Frames.square(at: 1), named: "square", recordMode: .never,
            goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
        #expect(result.goldenURL.path == temp.goldens.appendingPathComponent("AssertGoldenTests/square.png").path)
    }
}
