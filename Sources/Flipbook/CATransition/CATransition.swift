import Foundation

/// An animation that takes a layer from how it looked to how it looks now with a visual effect: a fade,
/// a slide (``CATransitionType/moveIn``, ``CATransitionType/push``, ``CATransitionType/reveal``), or one of
/// the effects Apple keeps private (cube, flip, page curl, ripple, suck, camera iris).
///
/// Add it to a layer, then change the layer's tree in the same turn — seed 001's navigation and modal cases:
/// ```swift
/// let transition = CATransition()
/// transition.duration = 0.8
/// transition.timingFunction = CAMediaTimingFunction(name: .default)
/// transition.type = CATransitionType(rawValue: "cube")
/// transition.subtype = .fromRight
/// navigationController.view.layer.add(transition, forKey: nil)
/// navigationController.pushViewController(second, animated: false)
/// ```
/// The old rendering of the layer (its background, contents and sublayers) is taken when the transition is
/// added; the new one when the first frame after that is drawn. While the transition runs, the effect is
/// drawn in place of the layer's content and sublayers; the layer's own position, transform, opacity, mask and
/// `masksToBounds` clip still apply. When several transitions run on one layer the last added draws, and
/// renderings never include a transition of the same layer. Timing, the delegate, completion blocks and removal on
/// completion work as
/// for every ``CAAnimation``; ``CAAnimation/duration`` 0 means 0.25 s.
///
/// An unknown ``type`` or ``subtype``, or a bad progress range, is reported by ``validate()`` and, once the
/// transition is added to a layer, thrown by the frame recorder; the layer then changes without an effect.
open class CATransition: CAAnimation {
    /// The effect (default ``CATransitionType/fade``).
    open var type: CATransitionType = .fade
    /// The direction of the effect (default `nil`, which behaves as ``CATransitionSubtype/fromLeft``).
    open var subtype: CATransitionSubtype?
    /// Where in the effect the transition starts, 0…1 (default 0).
    open var startProgress: Float = 0
    /// Where in the effect the transition ends, 0…1, not before ``startProgress`` (default 1).
    open var endProgress: Float = 1

    /// The old and new renderings, for the layer copy this transition was added as.
    var snapshots: TransitionSnapshots?
    /// A layer whose rendering, taken when the transition is added, the back of a curling page shows
    /// (`UIPageViewController`'s double-sided pages); nil for every public use.
    var backSideLayer: CALayer?
    /// Whether a page curl turns the page over its far edge and lays it flat beyond it by the end (a page view
    /// controller's page turning over a spine in the middle); false for every public use.
    var landsPageFlat = false

    /// A fade transition with Core Animation's defaults.
    public required init() {
        super.init()
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        backSideLayer = other.backSideLayer
        landsPageFlat = other.landsPageFlat
    }

    /// Checks the transition and returns the effect that draws it.
    ///
    /// - Throws: ``CATransitionError`` for an unknown type or subtype, a progress range outside
    ///   `0 ≤ startProgress ≤ endProgress ≤ 1`, or a negative or non-finite duration.
    @discardableResult
    public func validate() throws -> any TransitionEffect {
        let effect = try type.effect()
        _ = try TransitionDirection(subtype)
        let start = Double(startProgress)
        let end = Double(endProgress)
        guard start.isFinite, end.isFinite, start >= 0, end <= 1, start <= end else {
            throw CATransitionError.invalidProgressRange(start: start, end: end)
        }
        guard duration.isFinite, duration >= 0 else { throw CATransitionError.invalidDuration(duration) }
        return effect
    }
}
