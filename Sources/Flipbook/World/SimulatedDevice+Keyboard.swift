import Foundation

extension SimulatedDevice {
    /// The height of iOS's English keyboard with its predictive bar on this device in its orientation, in
    /// points, measured from the bottom of the screen (the home indicator's band included): 336 in portrait
    /// and 209 in landscape on phones with a home indicator, 260 and 200 on the iPhone SE.
    public var keyboardHeight: CGFloat {
        let hasHomeIndicator = portraitSafeAreaInsets.bottom > 0
        switch (orientation.isLandscape, hasHomeIndicator) {
        case (false, true): return 336
        case (true, true): return 209
        case (false, false): return 260
        case (true, false): return 200
        }
    }
}
