import Foundation

/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, home button (or indicator) at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, home indicator on the right.
    case landscapeLeft = 3
    /// On its side, home indicator on the left.
    case landscapeRight = 4
    /// Lying flat, screen up.
    case faceUp = 5
    /// Lying flat, screen down.
    case faceDown = 6

    /// Whether this is one of the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether this is one of the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientation of the interface, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape with the home indicator on the left.
    case landscapeLeft = 4
    /// Landscape with the home indicator on the right.
    case landscapeRight = 3

    /// Whether this is one of the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether this is one of the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device, as UIKit's `UIDevice`: a phone, held as the current world's device is turned
/// (``World/device``, ``SimulatedDevice/orientation``).
@preconcurrency @MainActor
public final class UIDevice {
    /// The device the code runs on.
    public static let current = UIDevice()

    private init() {}

    /// Unbalanced `beginGeneratingDeviceOrientationNotifications()` calls.
    var orientationNotificationRequests = 0

    /// Always `.phone`: Flipbook's screens are phones.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }

    /// How the device is held: the way that shows the interface's orientation (``World/device``'s; for a
    /// main screen sized by hand, landscape when it is wider than tall). As in UIKit, a device turned left
    /// (`.landscapeLeft`) shows the interface turned right (`UIInterfaceOrientation.landscapeRight`).
    public var orientation: UIDeviceOrientation {
        switch World.current.interfaceOrientation {
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .portraitUpsideDown: .portraitUpsideDown
        case .portrait, .unknown: .portrait
        }
    }
}
