import UIKit

/// What a ``SlideTransition`` tells its owner; every requirement may be left out.
@MainActor @objc public protocol SlideTransitionDelegate {
    /// The slide finished; `presented` says which way it went.
    @objc optional func slideTransition(_ transition: SlideTransition, didFinishPresenting presented: Bool)
    /// How far the card stays below the top of the screen, in points (24 when not implemented).
    @objc optional func slideTransitionTopInset(_ transition: SlideTransition) -> CGFloat
}
