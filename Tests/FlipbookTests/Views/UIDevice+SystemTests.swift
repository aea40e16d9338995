import Foundation
import Testing

@testable import Flipbook

/// The device's system information and its orientation notification.
@MainActor @Suite struct UIDeviceSystemTests {
    @Test func systemInformation() {
        let device = UIDevice.current
        #expect(device.systemVersion == "17.0" && device.systemName == "iOS")
        #expect(device.model == "iPhone" && device.localizedModel == "iPhone" && device.name == "iPhone")
    }

    @Test func orientationNotificationsOnlyWhileGenerated() {
        World().run {
            let log = NotificationLog()
            let token = NotificationCenter.default.addObserver(
                forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
            ) { note in log.notes.append(note) }
            defer { NotificationCenter.default.removeObserver(token) }
            World.current.device = .iPhone15.landscape
            #expect(log.notes.count == 0, "not generating")
            UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
            World.current.device = .iPhone15
            #expect(log.notes.count == 1)
            World.current.device = .iPhone15
            #expect(log.notes.count == 1, "no turn, no notification")
            UIDevice.current.endGeneratingDeviceOrientationNotifications()
            World.current.device = .iPhone15.landscape
            #expect(log.notes.count == 1 && !UIDevice.current.isGeneratingDeviceOrientationNotifications)
        }
    }
}

/// Notifications received, for tests (they arrive synchronously on the posting thread).
final class NotificationLog: @unchecked Sendable {
    var notes: [Notification] = []
}
