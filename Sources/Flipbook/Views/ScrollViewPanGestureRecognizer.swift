import Foundation

/// A scroll view's pan, as UIKit's: it begins only once the finger moved the pan's hysteresis distance along an
/// axis the scroll view can scroll (its content, with the adjusted insets, is longer than the view there, or it
/// always bounces vertically). A sideways swipe over a vertically scrolling view is therefore left to the other
/// recognizers that follow the touch (the navigation controller's edge-swipe pop), while a horizontally
/// scrolling view takes it, as on iOS. A finger going down on gliding content stops the glide.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        (view as? UIScrollView)?.stopDecelerating()
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(with touch: UITouch) -> Bool {
        guard let scrollView = view as? UIScrollView else { return super.shouldBegin(with: touch) }
        let (minimum, maximum) = scrollView.scrollableOffsets
        let scrollsSideways = maximum.x > minimum.x
        let scrollsUpAndDown = maximum.y > minimum.y || scrollView.alwaysBounceVertical
        let dx = scrollsSideways ? touch.windowLocation.x - windowOrigin.x : 0
        let dy = scrollsUpAndDown ? touch.windowLocation.y - windowOrigin.y : 0
        return (dx * dx + dy * dy).squareRoot() >= Self.hysteresis
    }
}
