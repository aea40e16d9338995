import FlipbookSnapshotTesting
import Foundation
import Raster
import SnapshotTesting
import Testing

@Suite struct TransitionRecordingTests {
    @Test func anUnknownCatalogEntryIsAnError() {
        #expect {
            _ = try TransitionRecording(catalogEntry: "push-wechatt")
        } throws: { error in
            "\(error)".hasPrefix("no catalog entry is called \"push-wechatt\"")
        }
    }

    @Test func aCatalogEntryPlaysAtItsOwnRateAndTheScaleAsked() throws {
        let recording = try TransitionRecording(catalogEntry: "push-kugou", scale: 1)
        #expect(recording.fps == 60)
        #expect(recording.title == "push-kugou")
        var frame: Raster.Bitmap?
        Snapshotting<TransitionRecording, Raster.Bitmap>.frame(at: 0.1).snapshot(recording).run { frame = $0 }
        #expect(frame?.width == 390 && frame?.height == 844)
        #expect(throws: TransitionRecordingError.self) { try TransitionRecording(catalogEntry: "push-kugou", scale: 5) }
    }

    @Test func aSceneFileIsLoadedWithItsProblemsLocated() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("fade.yaml")
        try """
        screen: {width: 100, height: 80, scale: 1}
        fps: 10
        controllers:
          first: {background: systemOrange}
          second: {background: systemTeal}
        root:
          navigation: [first]
        transition: {operation: push, to: second}
        """.write(to: scene, atomically: true, encoding: .utf8)
        let recording = try TransitionRecording(sceneFile: scene)
        #expect(recording.fps == 10)
        let list = try text(recording, .displayList(at: 0.5))
        #expect(list.hasPrefix("fade.yaml at 500 ms (frame 5 of "), "\(list)")
        #expect(list.contains("second UIView"), "the pushed controller's view, by its scene name:\n\(list)")

        try "screen: {width: 100, height: 80, scale: 1}\nfps: ten\n".write(to: scene, atomically: true, encoding: .utf8)
        #expect {
            _ = try TransitionRecording(sceneFile: scene)
        } throws: { error in
            "\(error)".contains("fade.yaml:2:")
        }
    }
}
