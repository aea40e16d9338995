import Foundation

/// Scrolling by itself during an interactive movement, as UIKit's collection views do: while the moving item's
/// finger rests near the top or bottom (leading or trailing) edge of the visible area and the content can scroll
/// that way, the collection view scrolls every 1/60 s of the virtual clock at the speed `AutoscrollRamp` gives,
/// and the item moves with the content so it stays under the finger (the other items make room as it passes).
extension UICollectionView {
    /// The interval between two autoscroll steps.
    static let autoscrollStep: TimeInterval = 1.0 / 60

    /// Starts stepping when the movement's finger is in an edge zone the content can scroll towards.
    func updateAutoscroll() {
        guard autoscrollEvent == nil, autoscrollVelocity() != .zero else { return }
        autoscrollEvent = VirtualClock.shared.schedule(after: Self.autoscrollStep) { [weak self] in
            self?.stepAutoscroll()
        }
    }

    /// Stops stepping (the movement ended).
    func stopAutoscroll() {
        if let autoscrollEvent { VirtualClock.shared.cancel(autoscrollEvent) }
        autoscrollEvent = nil
    }

    /// The scrolling speed (points per second along each axis) for the movement's finger where it is.
    private func autoscrollVelocity() -> CGPoint {
        guard let movement = interactiveMovement else { return .zero }
        let inset = adjustedContentInset
        let (minimum, maximum) = scrollableOffsets
        var velocity = CGPoint.zero
        if maximum.y > minimum.y {
            let low = bounds.minY + inset.top
            let speed = AutoscrollRamp.speed(
                finger: movement.position.y, visible: low...max(low, bounds.maxY - inset.bottom))
            if (speed < 0 && contentOffset.y > minimum.y) || (speed > 0 && contentOffset.y < maximum.y) {
                velocity.y = speed
            }
        }
        if maximum.x > minimum.x {
            let low = bounds.minX + inset.left
            let speed = AutoscrollRamp.speed(
                finger: movement.position.x, visible: low...max(low, bounds.maxX - inset.right))
            if (speed < 0 && contentOffset.x > minimum.x) || (speed > 0 && contentOffset.x < maximum.x) {
                velocity.x = speed
            }
        }
        return velocity
    }

    /// One step: scrolls (within the scrollable offsets) and moves the item by as much, then steps again while
    /// the finger stays in a zone.
    private func stepAutoscroll() {
        autoscrollEvent = nil
        guard let movement = interactiveMovement else { return }
        let velocity = autoscrollVelocity()
        guard velocity != .zero else { return }
        let (minimum, maximum) = scrollableOffsets
        let old = contentOffset
        let new = CGPoint(
            x: min(max(old.x + velocity.x * Self.autoscrollStep, minimum.x), maximum.x),
            y: min(max(old.y + velocity.y * Self.autoscrollStep, minimum.y), maximum.y))
        contentOffset = new
        // The finger stays put on screen, so over the content it moved as far as the content scrolled.
        updateMovement(
            to: CGPoint(x: movement.position.x + new.x - old.x, y: movement.position.y + new.y - old.y))
    }
}
