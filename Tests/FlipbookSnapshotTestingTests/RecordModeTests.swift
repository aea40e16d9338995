import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The strategies go through `verifySnapshot`, so swift-snapshot-testing's record modes, folders and
/// names hold for them as for its own strategies.
@Suite struct RecordModeTests {
    private func verify(_ recording: TransitionRecording, in folder: URL, record: SnapshotTestingConfiguration.Record?)
        -> String?
    {
        verifySnapshot(
            of: recording, as: .displayList(at: 0.1), named: "middle", record: record,
            snapshotDirectory: folder.path, testName: "slide")
    }

    private func reference(in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("slide.middle.txt"), encoding: .utf8)
    }

    @Test func neverWritesNothing() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try #require(verify(SnapshotFixtures.slide(), in: folder, record: .never))
        #expect(message.contains("New snapshot was not recorded because recording is disabled"))
        #expect(SnapshotFixtures.files(in: folder).isEmpty)
    }

    @Test func allRewritesAndFailsEvenWhenNothingChanged() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verify(SnapshotFixtures.slide(), in: folder, record: .missing)
        let message = try #require(verify(SnapshotFixtures.slide(radius: 10), in: folder, record: .all))
        #expect(message.contains("Record mode is on"))
        #expect(try reference(in: folder).contains("corner radius 5"))
    }

    @Test func failedRewritesOnlyWhatDiffers() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verify(SnapshotFixtures.slide(), in: folder, record: .missing)
        #expect(verify(SnapshotFixtures.slide(), in: folder, record: .failed) == nil)
        let message = try #require(verify(SnapshotFixtures.slide(radius: 10), in: folder, record: .failed))
        #expect(message.contains("A new snapshot was automatically recorded"))
        #expect(try reference(in: folder).contains("corner radius 5"))
        #expect(verify(SnapshotFixtures.slide(radius: 10), in: folder, record: .never) == nil)
    }

    @Test func withSnapshotTestingSetsTheModeForEveryAssertionInside() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = withSnapshotTesting(record: .never) {
            verify(SnapshotFixtures.slide(), in: folder, record: nil)
        }
        #expect(message?.contains("recording is disabled") == true)
        #expect(SnapshotFixtures.files(in: folder).isEmpty)
    }

    @Test(.snapshots(record: .never)) func theSnapshotsTraitSetsTheModeOfATest() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = verify(SnapshotFixtures.slide(), in: folder, record: nil)
        #expect(message?.contains("recording is disabled") == true)
        #expect(SnapshotFixtures.files(in: folder).isEmpty)
    }

    @MainActor @Test func aMainActorTestPlaysOnTheMainThreadDirectly() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(verify(SnapshotFixtures.slide(), in: folder, record: .missing) != nil)
        #expect(verify(SnapshotFixtures.slide(), in: folder, record: .missing) == nil)
    }
}
