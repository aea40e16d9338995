// The effects Apple's Core Animation accepts by name but does not declare. UIKit code spells them as
// strings (`CATransitionType(rawValue: "cube")`); these constants name exactly the same values.
extension CATransitionType {
    /// Two faces of a cube rotate in perspective about their shared edge (private name `"cube"`).
    public static let cube = CATransitionType(rawValue: "cube")
    /// The layer turns over like a card, the new content on its back (private name `"oglFlip"`).
    public static let oglFlip = CATransitionType(rawValue: "oglFlip")
    /// The old content curls away from a corner like a page (private name `"pageCurl"`).
    public static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new content uncurls over the old like a page laid down (private name `"pageUnCurl"`).
    public static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
    /// Water ripples distort the layer while it settles to the new content (private name `"rippleEffect"`).
    public static let rippleEffect = CATransitionType(rawValue: "rippleEffect")
    /// The old content is sucked into a point at the bottom edge, genie-like (private name `"suckEffect"`).
    public static let suckEffect = CATransitionType(rawValue: "suckEffect")
    /// A polygonal camera iris opens from the centre onto the new content (private name `"cameraIrisHollowOpen"`).
    public static let cameraIrisHollowOpen = CATransitionType(rawValue: "cameraIrisHollowOpen")
    /// A polygonal camera iris closes the old content down to a point over the new (private name
    /// `"cameraIrisHollowClose"`).
    public static let cameraIrisHollowClose = CATransitionType(rawValue: "cameraIrisHollowClose")
}
