import Foundation
import Testing

@testable import Flipbook

/// The status bar frame notifications posted when the simulated device turns.
@MainActor @Suite struct UIApplicationNotificationsTests {
    @Test func turningTheDevicePostsTheStatusBarFrames() {
        World().run {
            World.current.device = .iPhone15
            let application = UIApplication.shared
            let log = NotificationLog()
            let center = NotificationCenter.default
            let names = [
                UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification,
            ]
            let tokens = names.map { name in
                center.addObserver(forName: name, object: application, queue: nil) { note in log.notes.append(note) }
            }
            func frames() -> [(Notification.Name, CGRect)] {
                log.notes.map { note in
                    let value = note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue
                    return (note.name, value?.cgRectValue ?? .null)
                }
            }
            defer { tokens.forEach(center.removeObserver) }
            let portrait = application.statusBarFrame
            #expect(portrait == CGRect(x: 0, y: 0, width: 393, height: 59))
            World.current.device = .iPhone15.landscape
            #expect(frames().map(\.0) == names)
            #expect(frames().map(\.1) == [.zero, portrait], "will: the new frame; did: the old one")
            World.current.device = .iPhone15.landscape
            #expect(frames().count == 2)
        }
    }

    @Test func lifecycleNotificationNames() {
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(
            UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(
            UIApplication.didReceiveMemoryWarningNotification.rawValue
                == "UIApplicationDidReceiveMemoryWarningNotification")
    }
}
