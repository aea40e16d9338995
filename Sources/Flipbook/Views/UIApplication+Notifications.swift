import Foundation

extension UIApplication {
    /// Posted before the status bar's frame changes (the simulated device turns); `userInfo` holds the new
    /// frame under ``statusBarFrameUserInfoKey``.
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed; `userInfo` holds the old frame under
    /// ``statusBarFrameUserInfoKey``.
    public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// The `userInfo` key of the status bar notifications: an `NSValue` holding a `CGRect` (`cgRectValue`).
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"

    /// The app became active. Flipbook's app is always active, so nothing posts it: post it yourself to drive
    /// code that listens.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// The app is about to become inactive (not posted by Flipbook; see ``didBecomeActiveNotification``).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// The app went to the background (not posted by Flipbook; see ``didBecomeActiveNotification``).
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// The app is about to come to the foreground (not posted by Flipbook; see ``didBecomeActiveNotification``).
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// The system is low on memory (not posted by Flipbook; see ``didBecomeActiveNotification``).
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// Posts the status bar and device orientation notifications around `change` (which turns the
    /// simulated device): will-change with the new status bar frame, then did-change with the old one and,
    /// while they are being generated, the device's orientation change. Nothing is posted when neither the
    /// status bar's frame nor the orientation changes.
    func postingOrientationNotifications(_ change: () -> Void, newFrame: () -> CGRect) {
        let oldFrame = statusBarFrame
        let oldOrientation = UIDevice.current.orientation
        let frame = newFrame()
        let center = NotificationCenter.default
        if frame != oldFrame {
            center.post(
                name: Self.willChangeStatusBarFrameNotification, object: self,
                userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: frame)])
        }
        change()
        if statusBarFrame != oldFrame {
            center.post(
                name: Self.didChangeStatusBarFrameNotification, object: self,
                userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: oldFrame)])
        }
        let device = UIDevice.current
        if device.orientation != oldOrientation, device.isGeneratingDeviceOrientationNotifications {
            center.post(name: UIDevice.orientationDidChangeNotification, object: device)
        }
    }
}
