import Foundation

/// A phone Flipbook simulates, held in one orientation: its screen (size in points and scale) and the
/// safe-area insets its status bar (or sensor housing) and home indicator leave.
///
/// A ``World`` has one (``World/device``, ``iPhone14`` in portrait unless changed); a window the size of its
/// screen gets the device's insets as its `safeAreaInsets`. Scene files name one with `device: iphone-15`
/// and `orientation: landscape`, and ``FrameRecorder/init(device:rootViewController:fps:scale:threads:)``
/// records on one. The named devices are in portrait; ``landscape`` turns one on its side:
///
/// ```swift
/// let recorder = FrameRecorder(device: .iPhone15.landscape, rootViewController: tabs)  // 852 × 393 points
/// ```
public struct SimulatedDevice: Hashable, Sendable {
    /// The name scene files and the `flipbook` command use, e.g. `iphone-15` (the same in every orientation).
    public var identifier: String
    /// The marketing name, e.g. "iPhone 15".
    public var name: String
    /// The screen's size in points in portrait.
    public var portraitScreenSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The safe-area insets of a window filling the screen in portrait: the status bar (or sensor housing)
    /// at the top and the home indicator at the bottom.
    public var portraitSafeAreaInsets: UIEdgeInsets
    /// The safe-area insets of a window filling the screen in landscape. iOS hides the status bar of an
    /// iPhone in landscape, so nothing is inset at the top; the sensor housing insets both sides alike
    /// (whichever side it is on) and the home indicator the bottom.
    public var landscapeSafeAreaInsets: UIEdgeInsets
    /// How the interface is turned: `.portrait`, `.landscapeLeft` or `.landscapeRight` (see ``oriented(_:)``).
    public private(set) var orientation: UIInterfaceOrientation

    /// A device in portrait from its parts.
    public init(
        identifier: String, name: String, portraitScreenSize: CGSize, scale: CGFloat,
        portraitSafeAreaInsets: UIEdgeInsets, landscapeSafeAreaInsets: UIEdgeInsets
    ) {
        self.identifier = identifier
        self.name = name
        self.portraitScreenSize = portraitScreenSize
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        orientation = .portrait
    }

    /// An iPhone 12–14-class phone with a notch: 390 × 844 points at 3×; insets 47 (top) and 34 (bottom) in
    /// portrait, 47 (each side) and 21 (bottom) in landscape. The default device.
    public static let iPhone14 = SimulatedDevice(
        identifier: "iphone-14", name: "iPhone 14", portraitScreenSize: CGSize(width: 390, height: 844), scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    /// An iPhone 15/16-class phone with the Dynamic Island: 393 × 852 points at 3×; insets 59 (top) and 34
    /// (bottom) in portrait, 59 (each side) and 21 (bottom) in landscape.
    public static let iPhone15 = SimulatedDevice(
        identifier: "iphone-15", name: "iPhone 15", portraitScreenSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// An iPhone SE (2nd and 3rd generation) with a home button: 375 × 667 points at 2×, a 20-point status
    /// bar in portrait and no insets in landscape (where the status bar is hidden).
    public static let iPhoneSE = SimulatedDevice(
        identifier: "iphone-se", name: "iPhone SE", portraitScreenSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeAreaInsets: .zero)

    /// The device a new ``World`` simulates: ``iPhone14`` in portrait.
    public static let `default` = iPhone14

    /// Every named device, in portrait, smallest screen first.
    public static let all: [SimulatedDevice] = [.iPhoneSE, .iPhone14, .iPhone15]

    /// The device whose ``identifier`` is `identifier` (case-insensitively), in portrait, if any.
    public static func named(_ identifier: String) -> SimulatedDevice? {
        all.first { $0.identifier.caseInsensitiveCompare(identifier) == .orderedSame }
    }

    /// This device turned to `orientation`. iPhone apps do not turn upside down (UIKit leaves
    /// `.portraitUpsideDown` out of an iPhone app's supported orientations), so `.portraitUpsideDown` and
    /// `.unknown` give the device in portrait.
    public func oriented(_ orientation: UIInterfaceOrientation) -> SimulatedDevice {
        var device = self
        device.orientation = orientation.isLandscape ? orientation : .portrait
        return device
    }

    /// This device in landscape, home indicator on the right (`.landscapeRight`; the insets are the same
    /// either way).
    public var landscape: SimulatedDevice { oriented(.landscapeRight) }

    /// This device in portrait.
    public var portrait: SimulatedDevice { oriented(.portrait) }

    /// The screen's size in points in the device's ``orientation``: the portrait size, turned on its side
    /// in landscape.
    public var screenSize: CGSize {
        orientation.isLandscape
            ? CGSize(width: portraitScreenSize.height, height: portraitScreenSize.width) : portraitScreenSize
    }

    /// The safe-area insets of a window filling the screen in the device's ``orientation``.
    public var safeAreaInsets: UIEdgeInsets {
        orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    /// The safe-area insets of a window of `size` points on this device: the device's insets for a window
    /// the size of its screen, in either orientation. A window of another size (a test window, a screen
    /// sized by hand) gets the insets of the phone class its height suggests: at least 812 points tall, 47
    /// at the top and 34 at the bottom; at least 568, a 20-point status bar; smaller, none.
    func windowSafeAreaInsets(forWindowSize size: CGSize) -> UIEdgeInsets {
        if size == portrait.screenSize { return portraitSafeAreaInsets }
        if size == landscape.screenSize { return landscapeSafeAreaInsets }
        let height = size.height
        return UIEdgeInsets(
            top: height >= 812 ? 47 : (height >= 568 ? 20 : 0), left: 0, bottom: height >= 812 ? 34 : 0, right: 0)
    }
}
