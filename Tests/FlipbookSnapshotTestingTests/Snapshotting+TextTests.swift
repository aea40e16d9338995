import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

@Suite struct DisplayListSnapshottingTests {
    @Test func recordsPassesAndFailsOnOneValue() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func verify(_ recording: TransitionRecording) -> String? {
            verifySnapshot(
                of: recording, as: .displayList(at: 0.1), named: "t0100ms", record: .missing,
                snapshotDirectory: folder.path, testName: "slide")
        }
        #expect(verify(SnapshotFixtures.slide())?.contains("Automatically recorded snapshot") == true)
        #expect(verify(SnapshotFixtures.slide()) == nil)
        let failure = try #require(verify(SnapshotFixtures.slide(radius: 10)))
        #expect(failure.contains("corner radius 4"), "the reference line, \(failure)")
        #expect(failure.contains("corner radius 5"), "and the new one")
    }

    @Test func theCardReadsAsItMoves() throws {
        let start = try text(SnapshotFixtures.slide(), .displayList(at: 0))
        let middle = try text(SnapshotFixtures.slide(), .displayList(at: 0.1))
        #expect(start.hasPrefix("CardViewController at 0 ms (frame 0 of 5), 120 × 160 pt\n"), "\(start)")
        #expect(start.contains("\n    card UIView  frame 10, 40, 50 × 70  background #FF9500  corner radius 8\n"))
        #expect(middle.contains("\n    card UIView  frame 35, 40, 50 × 70  background #FF9500  corner radius 4\n"))
        #expect(start.contains("  CardViewController UIView  frame 0, 0, 120 × 160  background #007AFF"), "\(start)")
    }
}

@Suite struct TimelineSnapshottingTests {
    @Test func recordsPassesAndFailsOnOneValue() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func verify(_ recording: TransitionRecording) -> String? {
            verifySnapshot(
                of: recording, as: .timeline, named: "timeline", record: .missing,
                snapshotDirectory: folder.path, testName: "slide")
        }
        #expect(verify(SnapshotFixtures.slide())?.contains("Automatically recorded snapshot") == true)
        #expect(verify(SnapshotFixtures.slide()) == nil)
        // The corner radius is not a timeline property; where the card ends is.
        #expect(verify(SnapshotFixtures.slide(radius: 10)) == nil)
        let failure = try #require(verify(SnapshotFixtures.slide(endX: 61)))
        #expect(failure.contains("−  200 ms  85") || failure.contains("200 ms"), "\(failure)")
    }

    @Test func theTimelineTabulatesTheValuesThatChanged() throws {
        let timeline = try text(SnapshotFixtures.slide(), .timeline(of: ["card"]))
        #expect(
            timeline == """
                CardViewController: 5 frames at 20 fps

                card: x
                  time       x
                  0 ms      35
                  50 ms   47.5
                  100 ms    60
                  150 ms  72.5
                  200 ms    85

                """, "\(timeline)")
    }

    @Test func anUnknownViewNameIsReportedWithTheNamesThereAre() throws {
        try withKnownIssue {
            _ = try text(SnapshotFixtures.slide(), .timeline(of: ["photo"]))
        } matching: { issue in
            "\(issue)".contains("no view is called \"photo\"; the views are \"UIWindow in window\"")
        }
    }
}

/// What `strategy` makes of `recording`.
func text(_ recording: TransitionRecording, _ strategy: Snapshotting<TransitionRecording, String>) throws -> String {
    var result: String?
    strategy.snapshot(recording).run { result = $0 }
    return try #require(result)
}
