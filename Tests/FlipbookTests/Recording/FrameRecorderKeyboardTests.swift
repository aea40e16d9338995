import Foundation
import Testing

@testable import Flipbook

/// `FrameRecorder.showKeyboard()` / `hideKeyboard()`: the notifications, their user info and the sliding panel.
@MainActor @Suite struct FrameRecorderKeyboardTests {
    func makeRecorder() -> FrameRecorder {
        World.current.reset()
        World.current.device = .iPhone14
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        return FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
    }

    /// Collects the keyboard notifications posted while `body` runs, in order.
    func notifications(during body: () throws -> Void) rethrows -> [Notification] {
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        let log = KeyboardNotificationLog()
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { log.append($0) }
        }
        defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
        try body()
        return log.notifications
    }

    @Test func showingPostsUIKitsNotificationsAndSlidesThePanelUp() throws {
        let recorder = makeRecorder()
        let posted = try notifications {
            recorder.showKeyboard()
            #expect(recorder.isKeyboardShown)
            try recorder.advance(seconds: 0.125)
            let panel = try #require(recorder.window.subviews.last as? KeyboardPanelView)
            let midway = try #require(panel.layer.presentation()).frame.minY
            #expect(midway > 508 && midway < 844, "half-way up: \(midway)")
            try recorder.advance(seconds: 0.125)
            #expect(panel.frame == CGRect(x: 0, y: 508, width: 390, height: 336))
        }
        #expect(
            posted.map(\.name) == [
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
            ])
        let info = try #require(posted.first?.userInfo)
        #expect((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.rectValue.minY == 844)
        #expect(
            (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.rectValue
                == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
        #expect(notifications { recorder.showKeyboard() }.isEmpty, "already shown")
    }

    @Test func hidingSlidesThePanelOutAndRemovesIt() throws {
        let recorder = makeRecorder()
        recorder.showKeyboard()
        try recorder.advance(seconds: 0.3)
        let posted = try notifications {
            recorder.hideKeyboard()
            #expect(!recorder.isKeyboardShown)
            try recorder.advance(seconds: 0.3)
        }
        #expect(
            posted.map(\.name) == [
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
                UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification,
            ])
        #expect(!recorder.window.subviews.contains { $0 is KeyboardPanelView })
        #expect(notifications { recorder.hideKeyboard() }.isEmpty, "already hidden")
    }

    @Test func theKeyboardIsAsTallAsOnTheDevice() {
        #expect(SimulatedDevice.iPhone15.keyboardHeight == 336)
        #expect(SimulatedDevice.iPhone15.landscape.keyboardHeight == 209)
        #expect(SimulatedDevice.iPhoneSE.keyboardHeight == 260)
        #expect(SimulatedDevice.iPhoneSE.landscape.keyboardHeight == 200)
    }
}

/// Notifications received, in order (the observers run synchronously on the posting thread).
private final class KeyboardNotificationLog: @unchecked Sendable {
    var notifications: [Notification] = []
    func append(_ notification: Notification) { notifications.append(notification) }
}
