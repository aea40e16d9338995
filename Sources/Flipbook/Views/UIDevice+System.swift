import Foundation

extension UIDevice {
    /// The operating system's version: "17.0", the iOS whose look Flipbook draws (bars, sheets, springs),
    /// on every simulated device.
    public var systemVersion: String { "17.0" }
    /// The operating system's name: "iOS".
    public var systemName: String { "iOS" }
    /// The kind of device: "iPhone".
    public var model: String { "iPhone" }
    /// The kind of device in the user's language: "iPhone".
    public var localizedModel: String { "iPhone" }
    /// The device's name: "iPhone", as iOS 16 and later report it to apps without the user-assigned-name
    /// entitlement.
    public var name: String { "iPhone" }

    /// Posted (object: ``UIDevice/current``) when the simulated device turns (``World/device`` set to another
    /// orientation), while orientation notifications are being generated.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Starts posting ``orientationDidChangeNotification``; calls nest, each balanced by
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    /// Balances one ``beginGeneratingDeviceOrientationNotifications()`` (an unbalanced call does nothing).
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(orientationNotificationRequests - 1, 0)
    }

    /// True while a ``beginGeneratingDeviceOrientationNotifications()`` is unbalanced.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }
}
