import FlipbookSnapshotTesting
import Foundation
import Raster
import SnapshotTesting
import Testing

@Suite struct ContactSheetSnapshottingTests {
    @Test func recordsPassesAndFailsOnOnePixel() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func verify(_ recording: TransitionRecording) -> String? {
            verifySnapshot(
                of: recording, as: .contactSheet(frames: 3), named: "sheet", record: .missing,
                snapshotDirectory: folder.path, testName: "slide")
        }
        #expect(verify(SnapshotFixtures.slide())?.contains("Automatically recorded snapshot") == true)
        let sheet = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("slide.sheet.png"))
        // Three 160-pixel thumbnails in a row, 12 pixels apart and around.
        #expect(sheet.width == 12 + 3 * (160 + 12))
        #expect(verify(SnapshotFixtures.slide()) == nil)
        let failure = try #require(verify(SnapshotFixtures.slide(speck: true)))
        #expect(failure.contains("does not match reference") && failure.contains("pixels differ"), "\(failure)")
    }
}
