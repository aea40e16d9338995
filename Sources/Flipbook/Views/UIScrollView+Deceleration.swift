import Foundation

/// What happens when the finger lifts from a scroll view, as UIKit does it: the delegate is told the lift
/// velocity (points per millisecond along the content offset) and where the content will rest (the natural
/// projection `offset + v·rate/(1 − rate)` kept within the content, or a page boundary with paging), and may move
/// that target; then, if the content moves on, it glides there on the virtual clock (`ScrollAxisGlide`), stepped
/// on a 60 Hz vsync grid (times k/60 s, as `CADisplayLink` ticks, so frames recorded at 30 or 60 fps see every
/// step), bouncing back from an edge it crosses when the view bounces.
///
/// Paging (our rule, UIKit documents none): pages are multiples of the view's size; the page nearest the
/// projection is chosen, at most one page away from the page the drag started on, and the content glides there
/// at the fast rate (0.99). A touch on the content stops a glide where it is (no `scrollViewDidEndDecelerating`),
/// as do ``UIScrollView/setContentOffset(_:animated:)`` and a new drag.
extension UIScrollView {
    /// Glide steps per second.
    static let decelerationStepsPerSecond: Double = 60

    /// The finger lifted moving at `fingerVelocity` (points per second, in this view): asks the delegate for the
    /// target and glides there (or springs back inside the content) if the content still has to move.
    func endDragging(fingerVelocity: CGPoint) {
        let axes = movableAxes
        let velocity = CGPoint(
            x: axes.horizontal ? -fingerVelocity.x / 1000 : 0, y: axes.vertical ? -fingerVelocity.y / 1000 : 0)
        let (minimum, maximum) = scrollableOffsets
        let start = contentOffset
        let natural: CGPoint
        if isPagingEnabled {
            natural = CGPoint(
                x: axes.horizontal
                    ? pagedOffset(start.x, velocity.x, offsetAtDragStart.x, bounds.width, minimum.x...maximum.x)
                    : start.x,
                y: axes.vertical
                    ? pagedOffset(start.y, velocity.y, offsetAtDragStart.y, bounds.height, minimum.y...maximum.y)
                    : start.y)
        } else {
            let rate = decelerationRate.rawValue
            natural = CGPoint(
                x: ScrollAxisGlide.projection(of: start.x, velocity: velocity.x, rate: rate),
                y: ScrollAxisGlide.projection(of: start.y, velocity: velocity.y, rate: rate))
        }
        let proposed = CGPoint(
            x: axes.horizontal ? min(max(natural.x, minimum.x), maximum.x) : start.x,
            y: axes.vertical ? min(max(natural.y, minimum.y), maximum.y) : start.y)
        var target = proposed
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        let glides: (ScrollAxisGlide, ScrollAxisGlide)
        if isPagingEnabled || target != proposed {
            let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
            glides = (
                ScrollAxisGlide(start: start.x, target: target.x, rate: rate),
                ScrollAxisGlide(start: start.y, target: target.y, rate: rate)
            )
        } else {
            let rate = decelerationRate.rawValue
            glides = (
                axes.horizontal
                    ? ScrollAxisGlide(
                        start: start.x, target: natural.x, rate: rate, limits: minimum.x...maximum.x, bounces: bounces,
                        velocity: velocity.x) : ScrollAxisGlide(start: start.x, target: start.x, rate: rate),
                axes.vertical
                    ? ScrollAxisGlide(
                        start: start.y, target: natural.y, rate: rate, limits: minimum.y...maximum.y, bounces: bounces,
                        velocity: velocity.y) : ScrollAxisGlide(start: start.y, target: start.y, rate: rate)
            )
        }
        let moves = !glides.0.position(at: 0).finished || !glides.1.position(at: 0).finished
        if moves {
            let token = scheduleDecelerationStep()
            deceleration = ScrollDeceleration(
                horizontal: glides.0, vertical: glides.1, startTime: VirtualClock.shared.now, step: token)
        } else {
            contentOffset = CGPoint(x: glides.0.rest, y: glides.1.rest)
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        if moves, deceleration != nil { delegate?.scrollViewWillBeginDecelerating(self) }
    }

    /// Stops a glide where the content is (a touch, a new drag or an explicit offset).
    func stopDecelerating() {
        guard let deceleration else { return }
        VirtualClock.shared.cancel(deceleration.step)
        self.deceleration = nil
    }

    /// Moves the content to where the glide is now; schedules the next step or ends the glide.
    private func stepDeceleration() {
        guard let current = deceleration else { return }
        let milliseconds = (VirtualClock.shared.now - current.startTime) * 1000
        let x = current.horizontal.position(at: milliseconds)
        let y = current.vertical.position(at: milliseconds)
        contentOffset = CGPoint(x: x.offset, y: y.offset)
        guard deceleration == current else { return }
        if x.finished && y.finished {
            deceleration = nil
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            deceleration?.step = scheduleDecelerationStep()
        }
    }

    /// Schedules the next glide step at the first vsync time strictly after now.
    private func scheduleDecelerationStep() -> VirtualClock.Token {
        let rate = Self.decelerationStepsPerSecond
        let index = (VirtualClock.shared.now * rate + 1e-7).rounded(.down) + 1
        return VirtualClock.shared.schedule(at: index / rate) { [weak self] in self?.stepDeceleration() }
    }

    /// The page boundary a paging drag released at `offset` with `velocity` (points per millisecond) settles on,
    /// for pages `size` long: the page nearest the projection, at most one from the drag's first page.
    private func pagedOffset(
        _ offset: CGFloat, _ velocity: CGFloat, _ dragStart: CGFloat, _ size: CGFloat, _ limits: ClosedRange<CGFloat>
    ) -> CGFloat {
        guard size > 0 else { return offset }
        let firstPage = (dragStart / size).rounded()
        let projected = ScrollAxisGlide.projection(of: offset, velocity: velocity, rate: decelerationRate.rawValue)
        let page = min(max((projected / size).rounded(), firstPage - 1), firstPage + 1)
        return min(max(page * size, limits.lowerBound), limits.upperBound)
    }
}

/// A scroll view's glide in progress: one motion per axis from the lift at `startTime`, and the next step.
struct ScrollDeceleration: Equatable {
    var horizontal: ScrollAxisGlide
    var vertical: ScrollAxisGlide
    var startTime: CFTimeInterval
    var step: VirtualClock.Token
}
