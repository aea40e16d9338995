import Foundation

/// The finger that turns pages: a drag along the navigation axis fetches the neighbour it moves towards
/// from the data source (a drag towards a missing page rubber-bands the scroll page, or does nothing for a
/// curl), the turn follows the finger, and on release it completes past half the page or when the finger
/// moved fast enough that way, else it goes back. The delegate hears `willTransitionTo` and
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`.
extension UIPageViewController {
    /// The finger's movement along the navigation axis, and its speed there.
    private func axis(_ point: CGPoint) -> CGFloat { navigationOrientation == .horizontal ? point.x : point.y }

    private var pageLength: CGFloat {
        max(navigationOrientation == .horizontal ? pageHost.bounds.width : pageHost.bounds.height, 1)
    }

    /// How far the finger moves for a whole turn: a scroll page and the spacing after it, or the distance the
    /// curling page's free edge travels, which the finger drags. At the edge spine that is the page's width; with
    /// the spine in the middle the half-width page swings over the spine and lands on the other half, so its edge
    /// crosses the whole spread (the page stands upright over the spine half way, when the finger reaches it).
    private var turnLength: CGFloat {
        switch transitionStyle {
        case .scroll: pageLength + interPageSpacing
        default: pageLength
        }
    }

    /// Which way along the axis the finger moves for a forward turn: towards the spine, so left (up) with the
    /// spine at the near edge or in the middle, and right (down) with the spine at the far edge (`.max`, a
    /// right-to-left book), where the page's free edge is its left (top) one.
    private var forwardSign: CGFloat { transitionStyle == .pageCurl && spineLocation == .max ? 1 : -1 }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let moved = axis(pan.translation(in: view))
        switch pan.state {
        case .began:
            beginTurn(towards: moved)
            follow(moved)
        case .changed:
            follow(moved)
        case .ended, .cancelled:
            release(moved, velocity: axis(pan.velocity(in: view)), cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    private func beginTurn(towards moved: CGFloat) {
        guard turn == nil, let current = pages.first, moved != 0 else { return }
        let forward = moved * forwardSign > 0
        guard let neighbours = neighbours(forward: forward) else {
            if transitionStyle == .scroll { resistingPage = current }
            return
        }
        delegate?.pageViewController(self, willTransitionTo: neighbours)
        let turn = PageTurn(controller: self, from: pages, to: neighbours, forward: forward)
        self.turn = turn
        isFingerTurning = true
        turn.begin(animated: true)
    }

    /// The pages a turn `forward` (or back) shows, from the data source: one for single-sided pages; for
    /// double-sided ones two, each asked from the one before, in reading order (the new front and the back
    /// the turning page shows, or the new left and right pages). Nil when the data source runs out.
    private func neighbours(forward: Bool) -> [UIViewController]? {
        guard let first = pages.first, let last = pages.last else { return nil }
        let step: (UIViewController) -> UIViewController? = { [unowned self] page in
            let next =
                forward
                ? dataSource?.pageViewController(self, viewControllerAfter: page)
                : dataSource?.pageViewController(self, viewControllerBefore: page)
            return next === page ? nil : next
        }
        let twoSided = transitionStyle == .pageCurl && requiredPageCount == 2
        guard twoSided else { return step(first).map { [$0] } }
        // Spine in the middle: after the right page, or before the left one. At the edge: the front's neighbour
        // is the back of a page, and the page after (or before) that is the next front.
        let start = spineLocation == .mid && forward ? last : first
        guard let near = step(start), let far = step(near) else { return nil }
        if spineLocation == .mid { return forward ? [near, far] : [far, near] }
        return [far, near]
    }

    private func follow(_ moved: CGFloat) {
        if let turn, isFingerTurning {
            turn.set(progress: (turn.forward ? forwardSign : -forwardSign) * moved / turnLength)
        } else if let page = resistingPage, transitionStyle == .scroll {
            let offset = (moved < 0 ? -1 : 1) * SheetLayout.rubberBand(abs(moved), dimension: pageLength)
            UIView.performWithoutAnimation { page.view.frame = shifted(pageHost.bounds, by: offset) }
        }
    }

    private func release(_ moved: CGFloat, velocity: CGFloat, cancelled: Bool) {
        if let turn, isFingerTurning {
            isFingerTurning = false
            let towardsEnd = (turn.forward ? forwardSign : -forwardSign) * velocity
            let completing =
                !cancelled
                && (towardsEnd > PageMetrics.completionVelocity
                    || (turn.progress > 0.5 && towardsEnd > -PageMetrics.completionVelocity))
            let previous = turn.oldPages
            let forward = turn.forward
            turn.settle(completing: completing, velocity: max(towardsEnd, 0)) { [weak self] in
                guard let self else { return }
                if completing { self.advancePageControl(forward: forward) }
                self.delegate?.pageViewController(
                    self, didFinishAnimating: true, previousViewControllers: previous,
                    transitionCompleted: completing)
            }
        } else if let page = resistingPage {
            resistingPage = nil
            UIView.animate(
                withDuration: PageMetrics.scrollSettleDuration, delay: 0, usingSpringWithDamping: 1,
                initialSpringVelocity: 0, options: [.allowUserInteraction],
                animations: { page.view.frame = self.pageHost.bounds })
        }
    }

    private func shifted(_ rect: CGRect, by offset: CGFloat) -> CGRect {
        navigationOrientation == .horizontal ? rect.offsetBy(dx: offset, dy: 0) : rect.offsetBy(dx: 0, dy: offset)
    }
}
