import Foundation

/// A phone Flipbook simulates: its screen (size in points and scale) and the safe-area insets its status
/// bar (or sensor housing) and home indicator leave in portrait.
///
/// A ``World`` has one (``World/device``, ``iPhone14`` unless changed); a window the size of its screen gets
/// the device's insets as its `safeAreaInsets`. Scene files name one with `device: iphone-15`, and
/// ``FrameRecorder/init(device:rootViewController:fps:scale:threads:)`` records on one.
public struct SimulatedDevice: Hashable, Sendable {
    /// The name scene files and the `flipbook` command use, e.g. `iphone-15`.
    public var identifier: String
    /// The marketing name, e.g. "iPhone 15".
    public var name: String
    /// The screen's size in points, in portrait.
    public var screenSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The safe-area insets of a window filling the screen in portrait.
    public var safeAreaInsets: UIEdgeInsets

    /// A device from its parts.
    public init(
        identifier: String, name: String, screenSize: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets
    ) {
        self.identifier = identifier
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// An iPhone 12–14-class phone with a notch: 390 × 844 points at 3×, insets 47 (top) and 34 (bottom).
    /// The default device.
    public static let iPhone14 = SimulatedDevice(
        identifier: "iphone-14", name: "iPhone 14", screenSize: CGSize(width: 390, height: 844), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// An iPhone 15/16-class phone with the Dynamic Island: 393 × 852 points at 3×, insets 59 (top) and
    /// 34 (bottom).
    public static let iPhone15 = SimulatedDevice(
        identifier: "iphone-15", name: "iPhone 15", screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

    /// An iPhone SE (2nd and 3rd generation) with a home button: 375 × 667 points at 2×, a 20-point status
    /// bar and no home indicator.
    public static let iPhoneSE = SimulatedDevice(
        identifier: "iphone-se", name: "iPhone SE", screenSize: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    /// The device a new ``World`` simulates: ``iPhone14``.
    public static let `default` = iPhone14

    /// Every named device, smallest screen first.
    public static let all: [SimulatedDevice] = [.iPhoneSE, .iPhone14, .iPhone15]

    /// The device whose ``identifier`` is `identifier` (case-insensitively), if any.
    public static func named(_ identifier: String) -> SimulatedDevice? {
        all.first { $0.identifier.caseInsensitiveCompare(identifier) == .orderedSame }
    }

    /// The safe-area insets of a window of `size` points on this device: the device's insets for a window
    /// the size of its screen. A window of another size (a test window, a screen sized by hand) gets the
    /// insets of the phone class its height suggests: at least 812 points tall, 47 at the top and 34 at the
    /// bottom; at least 568, a 20-point status bar; smaller, none.
    func windowSafeAreaInsets(forWindowSize size: CGSize) -> UIEdgeInsets {
        if size == screenSize { return safeAreaInsets }
        let height = size.height
        return UIEdgeInsets(
            top: height >= 812 ? 47 : (height >= 568 ? 20 : 0), left: 0, bottom: height >= 812 ? 34 : 0, right: 0)
    }
}
