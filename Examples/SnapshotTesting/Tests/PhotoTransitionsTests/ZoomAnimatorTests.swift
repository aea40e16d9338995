import Flipbook
import FlipbookSnapshotTesting
import PhotoTransitions
import SnapshotTesting
import Testing

/// The grid's zoom push at 1×, snapshotted as frames, a contact sheet and text. References live in
/// `__Snapshots__/ZoomAnimatorTests/`; run once with `SNAPSHOT_TESTING_RECORD=all` to re-record.
@Suite(.snapshots(record: .missing)) struct ZoomAnimatorTests {
    /// The app's navigation controller on an iPhone 15 at 1×; the photo is pushed at time 0.
    static let zoom = TransitionRecording(device: .iPhone15, scale: 1, seconds: 0.4) {
        PhotoNavigationController()
    } start: { navigation in
        navigation.pushViewController(PhotoViewController(), animated: true)
    }

    @Test func frames() {
        assertSnapshots(of: Self.zoom, as: .frames(at: [0.1, 0.2]))
    }

    @Test func contactSheet() {
        assertSnapshot(of: Self.zoom, as: .contactSheet(frames: 5))
    }

    @Test func photoHalfway() {
        assertSnapshot(of: Self.zoom, as: .displayList(at: 0.2))
    }

    @Test func photoTimeline() {
        assertSnapshot(of: Self.zoom, as: .timeline(of: ["photo"]))
    }
}
