import FlipbookSnapshotTesting
import SnapshotTesting
import XCTest

/// Two catalog entries halfway, as committed text snapshots (`__Snapshots__/CatalogSnapshotTests/`),
/// asserted the XCTest way. They show what a review of a change to these transitions would read.
final class CatalogSnapshotTests: XCTestCase {
    func testPushWeChatHalfway() throws {
        let recording = try TransitionRecording(catalogEntry: "push-wechat", scale: 1)
        assertSnapshot(of: recording, as: .displayList(at: 0.2), named: "t0200ms")
    }

    func testPresentCardShadowHalfway() throws {
        let recording = try TransitionRecording(catalogEntry: "present-card-shadow", scale: 1)
        assertSnapshot(of: recording, as: .displayList(at: 0.2), named: "t0200ms")
    }
}
