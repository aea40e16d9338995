import Foundation

/// A scroll view's pan, as UIKit's: it begins only once the finger moved the pan's hysteresis distance along an
/// axis the scroll view can scroll (its content, with the adjusted insets, is longer than the view there, or it
/// always bounces along it), and a view that scrolls along one axis only lets a pan that went farther across
/// that axis fail. A sideways swipe over a vertically scrolling view is therefore left to the other recognizers
/// that follow the touch (a table row's swipe actions, the navigation controller's edge-swipe pop), while a
/// horizontally scrolling view takes it, as on iOS. Nor does a pan begin while the scroll view says its finger
/// is busy (``UIScrollView/panMayBegin``: a table moving a row by its reorder control). A finger going down on
/// gliding content stops the glide.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        (view as? UIScrollView)?.stopDecelerating()
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(with touch: UITouch) -> Bool {
        guard let scrollView = view as? UIScrollView else { return super.shouldBegin(with: touch) }
        guard scrollView.panMayBegin else { return false }
        let (scrollsSideways, scrollsUpAndDown) = scrollView.movableAxes
        let movedX = touch.windowLocation.x - windowOrigin.x
        let movedY = touch.windowLocation.y - windowOrigin.y
        let dx = scrollsSideways ? movedX : 0
        let dy = scrollsUpAndDown ? movedY : 0
        guard (dx * dx + dy * dy).squareRoot() >= Self.hysteresis else { return false }
        let across = scrollsSideways && !scrollsUpAndDown ? abs(movedY) : !scrollsSideways ? abs(movedX) : 0
        if across > max(abs(dx), abs(dy)) {
            state = .failed
            return false
        }
        return true
    }
}
