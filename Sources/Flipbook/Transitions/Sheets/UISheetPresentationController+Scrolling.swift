import Foundation

/// A scroll view inside a sheet, as UIKit shares a drag between them (iOS 15+ with detents; iOS 13+ for
/// swipe-to-dismiss). Where each rule comes from:
/// - Apple's documentation of `prefersScrollingExpandsWhenScrolledToEdge`: when it is `true` (the default)
///   and the sheet can grow to a larger detent than the selected one, "scrolling up in the sheet increases its
///   detent instead of scrolling the sheet's content. After the sheet reaches its largest detent, scrolling
///   begins"; `false` lets the content scroll instead.
/// - Observed in iOS 13–18 (page sheets holding a table, Maps-style sheets): a downward drag on content
///   scrolled to its top drags the sheet down (to a smaller detent, or to dismiss it); on content scrolled
///   away from its top it scrolls the content. Content that cannot scroll vertically leaves vertical drags to
///   the sheet, and a drag that starts sideways is the scroll view's.
/// The choice is made once, when the drag begins: content that reaches its top while scrolling down stays at
/// its top rather than handing the rest of that drag to the sheet.
///
/// The sheet adds an action in front of the scroll view's own on its `panGestureRecognizer` (UIKit's sheet
/// also follows the scroll view's pan rather than recognizing alongside it). While the sheet takes the drag,
/// it resets that pan's translation so the content stays put; past the sheet's highest point the rest of the
/// finger's travel is left in the translation, and the content scrolls by it.
extension UISheetPresentationController {
    /// Follows `scrollView`'s pan from now on (once per scroll view, until the sheet is dismissed).
    func adopt(_ scrollView: UIScrollView) {
        let pan = scrollView.panGestureRecognizer
        let id = ObjectIdentifier(self)
        guard !pan.actions.contains(where: { $0.targetID == id }) else { return }
        let action = RecognizerAction(target: self, signature: UISheetPresentationController.self) {
            [weak self, weak scrollView] recognizer in
            guard let self, let scrollView, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.scrollViewPanned(scrollView, pan)
        }
        pan.actions.insert(action, at: 0)
        adoptedScrollViews.append(AdoptedScrollView(scrollView: scrollView))
    }

    /// Stops following the adopted scroll views (the sheet went away).
    func releaseScrollViews() {
        let id = ObjectIdentifier(self)
        for adopted in adoptedScrollViews {
            adopted.scrollView?.panGestureRecognizer.actions.removeAll { $0.targetID == id }
        }
        adoptedScrollViews.removeAll()
        scrollDrag = nil
    }

    private func scrollViewPanned(_ scrollView: UIScrollView, _ pan: UIPanGestureRecognizer) {
        guard swipe != nil, let presented = presentedView, scrollView.isDescendant(of: presented) else { return }
        let location = pan.location(in: nil)
        switch pan.state {
        case .began:
            let translation = pan.translation(in: nil)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            scrollDrag = beginSharedDrag(scrollView, translation: translation, start: start)
            if scrollDrag != nil {
                scrollView.dragIsLentToContainer = true
                share(pan, scrollView, fingerAt: location)
            }
        case .changed:
            share(pan, scrollView, fingerAt: location)
        case .ended, .cancelled:
            guard let drag = scrollDrag else { return }
            scrollDrag = nil
            let translation = max(location.y - drag.start.y, drag.ceiling)
            endSwipe(
                at: translation, velocity: pan.velocity(in: containerView).y, cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    /// Decides who a drag that began `translation` from `start` on `scrollView` moves: the sheet (returns
    /// the shared drag, the sheet's drag begun) or only the content (`nil`).
    private func beginSharedDrag(_ scrollView: UIScrollView, translation: CGPoint, start: CGPoint) -> SheetScrollDrag? {
        guard abs(translation.y) >= abs(translation.x), translation.y != 0 else { return nil }
        let range = scrollView.scrollableOffsets
        let scrolls = range.max.y > range.min.y
        let atTop = scrollView.contentOffset.y <= range.min.y
        let detents = resolvedDetents
        let highest = layout.top(forDetentValue: detents[detents.count - 1].value)
        let canGrow = detents.count > 1 && restingTop > highest + 0.5
        let movesSheet =
            !scrolls || (translation.y > 0 && atTop)
            || (translation.y < 0 && prefersScrollingExpandsWhenScrolledToEdge && canGrow)
        guard movesSheet else { return nil }
        beginSwipe()
        let ceiling: CGFloat
        switch swipeMode {
        case .resizing(let startTop) where scrolls:
            ceiling = (prefersScrollingExpandsWhenScrolledToEdge ? min(highest, startTop) : startTop) - startTop
        case .dismissing, .resisting, .resizing:
            ceiling = scrolls ? 0 : -.infinity
        case .idle:
            return nil
        }
        return SheetScrollDrag(start: start, ceiling: ceiling)
    }

    /// The finger is at `location`: the sheet follows it down to its ceiling, and the content scrolls by
    /// the finger's travel above it.
    private func share(_ pan: UIPanGestureRecognizer, _ scrollView: UIScrollView, fingerAt location: CGPoint) {
        guard let drag = scrollDrag else { return }
        let translation = location.y - drag.start.y
        let sheetTranslation = max(translation, drag.ceiling)
        let excess = drag.ceiling.isFinite ? max(drag.ceiling - translation, 0) : 0
        pan.setTranslation(CGPoint(x: 0, y: -excess), in: scrollView)
        followFinger(sheetTranslation)
    }
}

/// A drag shared between a sheet and a scroll view in it.
struct SheetScrollDrag {
    /// Where the finger went down, in window coordinates.
    var start: CGPoint
    /// The finger's translation (points, negative is up) at which the sheet reaches the highest point this
    /// drag takes it to; above it the content scrolls (`-infinity`: never, the content cannot scroll).
    var ceiling: CGFloat
}

/// A scroll view whose pan a sheet follows, held weakly.
struct AdoptedScrollView {
    weak var scrollView: UIScrollView?
}
