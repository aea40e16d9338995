extension CATransitionType {
    /// Every type Flipbook renders: the four public ones, then the eight private ones.
    public static let allKnown: [CATransitionType] = [
        .fade, .moveIn, .push, .reveal,
        .cube, .oglFlip, .pageCurl, .pageUnCurl, .rippleEffect, .suckEffect,
        .cameraIrisHollowOpen, .cameraIrisHollowClose,
    ]

    /// The effect that draws this type; throws ``CATransitionError/unknownType(_:)`` for a name that
    /// is not one of ``allKnown``.
    public func effect() throws -> any TransitionEffect {
        switch self {
        case .fade: FadeEffect()
        case .moveIn: MoveInEffect()
        case .push: PushEffect()
        case .reveal: RevealEffect()
        case .cube: CubeEffect()
        case .oglFlip: FlipEffect()
        case .pageCurl: PageCurlEffect()
        case .pageUnCurl: PageUnCurlEffect()
        case .rippleEffect: RippleEffect()
        case .suckEffect: SuckEffect()
        case .cameraIrisHollowOpen: CameraIrisEffect(motion: .open)
        case .cameraIrisHollowClose: CameraIrisEffect(motion: .close)
        default: throw CATransitionError.unknownType(rawValue)
        }
    }
}
