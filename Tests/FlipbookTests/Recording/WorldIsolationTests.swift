import Foundation
import Testing
@testable import Flipbook

/// What one recording leaves behind never reaches the next.
@MainActor @Suite struct LeakedStateTests {
    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-leak-\(UUID().uuidString)", isDirectory: true)
    }

    @Test func aBadCATransitionThatWasNeverRecordedIsForgottenOnReset() throws {
        VirtualClock.shared.reset()
        let bad = CATransition()
        bad.type = CATransitionType(rawValue: "nonsense")
        CALayer().add(bad, forKey: nil)   // reported, but no recorder ever runs in this "test"

        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.makeKeyAndVisible()
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try FrameRecorder(window: window, fps: 10, scale: 1).record(seconds: 0.1, to: directory) == 2)
    }
}
