import Foundation

/// Turns touches on a view into a gesture with a state, as UIKit's `UIGestureRecognizer`.
///
/// Linux has no Objective-C selectors, so actions are closures: `init(handler:)` or
/// `addTarget(_:)` (`recognizer.addTarget { r in … }`). Actions run on every change to `.began`,
/// `.changed`, `.ended` and `.cancelled`, in the order they were added (an action added while actions
/// run first runs on the next change). Attach the recognizer with `UIView.addGestureRecognizer(_:)`; it
/// sees the touches that hit-test to its view or one of the view's subviews.
///
/// Subclasses follow UIKit's subclassing API: override `touchesBegan/Moved/Ended/Cancelled(_:with:)`
/// (call `super`) and set `state`; `reset()` runs after each gesture.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state machine, as in UIKit.
    public enum State: Int, Sendable {
        /// Waiting to recognize (the default).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (also `.recognized` for discrete gestures).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized (same as `.ended`).
        public static let recognized = State.ended
    }

    /// Final, like `addTarget(_:)`: Swift 6.3 mangles this closure type of a `@preconcurrency` main-actor class
    /// differently across files, so a vtable entry left subclasses' metadata with an undefined symbol at link time.
    final var actions: [RecognizerAction] = []
    /// The touches currently tracked.
    var trackedTouches: [UITouch] = []

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Answers the recognizer's questions (held weakly).
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A disabled recognizer receives no touches (disabling a running one cancels it).
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            let wasEnabled = storedIsEnabled
            storedIsEnabled = newValue
            guard !newValue, wasEnabled else { return }
            if state == .began || state == .changed { state = .cancelled }
            reset()
            resetState()
        }
    }
    private var storedIsEnabled = true
    /// When true (the default), the touched view gets `touchesCancelled` once the recognizer recognizes, and no
    /// further touch events.
    open var cancelsTouchesInView = true

    /// The current state. Subclasses set it; the setter sends the actions for `.began`, `.changed`,
    /// `.ended` and `.cancelled`, and asks the delegate (and the recognizers sharing the touch) before
    /// leaving `.possible` for `.began` or `.ended`: a refused recognizer fails instead.
    open var state: State {
        get { storedState }
        set {
            let oldValue = storedState
            storedState = newValue
            stateDidChange(from: oldValue)
        }
    }
    private var storedState: State = .possible

    /// A recognizer with no action.
    public override init() {
        super.init()
    }

    /// A recognizer whose action is `handler` (the closure form of `init(target:action:)`); the closure
    /// receives the recognizer with its own type (`UIPanGestureRecognizer(handler: { pan in … })`).
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Adds an action, called with the recognizer on each state change that sends actions.
    public final func addTarget(_ action: @escaping @MainActor (Self) -> Void) {
        actions.append(
            RecognizerAction { recognizer in
                // Actions are only ever called with `self`, whose dynamic type is `Self`.
                if let typed = recognizer as? Self { action(typed) }
            })
    }

    /// Removes every action.
    open func removeAllTargets() {
        actions.removeAll()
    }

    /// The number of touches tracked.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches (or of the last ones) in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// The location of one tracked touch in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }

    /// The touches of the last gesture, kept for `location(in:)` after it ended.
    private var lastTouches: [UITouch] = []

    // MARK: Subclassing

    /// A touch began in the recognizer's view.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.inFingerOrder where !trackedTouches.contains(touch) { trackedTouches.append(touch) }
        lastTouches = trackedTouches
    }

    /// Tracked touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tracked touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastTouches = trackedTouches
        trackedTouches.removeAll { touches.contains($0) }
    }

    /// Tracked touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lastTouches = trackedTouches
        trackedTouches.removeAll { touches.contains($0) }
    }

    /// Clears the recognizer's gesture data after a gesture (called before the state returns to `.possible`).
    open func reset() {}

    // MARK: Internals

    /// The other recognizers receiving the same touches (set by `TouchDispatcher`).
    var peers: [UIGestureRecognizer] = []
    private var isChangingState = false

    private func stateDidChange(from old: State) {
        guard !isChangingState else { return }
        if old == .possible, state == .began || state == .ended, !mayBegin() {
            isChangingState = true
            state = .failed
            isChangingState = false
            return
        }
        switch state {
        case .began, .changed, .ended, .cancelled:
            let current = actions
            for action in current { action.call(self) }
        case .possible, .failed:
            break
        }
    }

    /// The delegate and the recognizers that already own the touch agree that this one may begin.
    private func mayBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        for peer in peers where peer !== self && (peer.state == .began || peer.state == .changed) {
            let simultaneous =
                (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: peer) ?? false)
                || (peer.delegate?.gestureRecognizer(peer, shouldRecognizeSimultaneouslyWith: self) ?? false)
            if !simultaneous { return false }
        }
        return true
    }

    /// True while the recognizer is in the middle of a gesture that continues with later touches (a
    /// multi-tap between taps): the touch that ended does not reset it.
    var awaitsFurtherTouches: Bool { false }

    /// Returns to `.possible` without sending actions (after `reset()`).
    func resetState() {
        isChangingState = true
        state = .possible
        isChangingState = false
        trackedTouches.removeAll()
        peers.removeAll()
    }

    /// When a recognizer begins, recognizers sharing its touches that cannot run with it fail.
    func failPeersExcludedBy(_ winner: UIGestureRecognizer) {
        for peer in peers where peer !== winner && peer.state == .possible {
            let simultaneous =
                (winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: peer) ?? false)
                || (peer.delegate?.gestureRecognizer(peer, shouldRecognizeSimultaneouslyWith: winner) ?? false)
            if !simultaneous {
                peer.isChangingState = true
                peer.state = .failed
                peer.isChangingState = false
            }
        }
    }
}
