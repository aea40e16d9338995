import Foundation

/// Groups layer changes and animations into atomic updates, as in Core Animation.
///
/// Flipbook has one implicit transaction that commits whenever the virtual clock advances (and whenever
/// ``flush()`` is called); explicit ``begin()`` / ``commit()`` pairs nest inside it, and committing the
/// outermost explicit one also commits. Committing stamps the begin time of animations added with
/// `beginTime == 0` (the layer's local time at commit), so "add animations, then change the layer's speed or
/// timeOffset" in one turn behaves as on iOS.
///
/// A completion block runs once every animation added after it was set (in this transaction) has stopped.
/// Flipbook adds no implicit animations to layers, so ``animationDuration()`` and
/// ``animationTimingFunction()`` are stored for callers but change nothing by themselves.
@preconcurrency @MainActor
public final class CATransaction {
    /// One open transaction's settings (``World`` keeps the stack).
    struct Frame {
        var duration: CFTimeInterval = MediaTiming.defaultDuration
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completionBlock: (@MainActor () -> Void)?
        var group: AnimationCompletionGroup?
    }

    /// The current world's transaction stack: the implicit transaction is `frames[0]`, explicit ones are
    /// pushed on top.
    private static var frames: [Frame] {
        get { World.current.transactions }
        set { World.current.transactions = newValue }
    }

    private init() {}

    /// Begins an explicit transaction nested in the current one.
    public static func begin() {
        frames.append(Frame())
    }

    /// Commits the innermost explicit transaction (an unbalanced commit commits the implicit one).
    public static func commit() {
        if frames.count > 1 {
            let frame = frames.removeLast()
            frame.group?.seal()
            if frames.count == 1 { VirtualClock.shared.animations.commit() }
        } else {
            flush()
        }
    }

    /// Whether committing the implicit transaction would do something: animations to stamp and start, or a
    /// completion block to seal.
    static var hasUncommittedWork: Bool {
        VirtualClock.shared.animations.hasUncommitted || frames[0].group != nil
    }

    /// Commits the implicit transaction now: stamps pending animations' begin times, sends
    /// `animationDidStart`, and seals its completion block. Explicit transactions stay open.
    public static func flush() {
        VirtualClock.shared.animations.commit()
        if let group = frames[0].group {
            frames[0] = Frame()
            group.seal()
        }
    }

    /// The duration for implicit animations of this transaction (default 0.25 s).
    public static func animationDuration() -> CFTimeInterval { frames[frames.count - 1].duration }

    /// Sets ``animationDuration()``; negative or NaN values become 0.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        frames[frames.count - 1].duration = duration > 0 ? duration : 0
    }

    /// The timing function for implicit animations of this transaction (nil = default).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { frames[frames.count - 1].timingFunction }

    /// Sets ``animationTimingFunction()``.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        frames[frames.count - 1].timingFunction = function
    }

    /// Whether actions (implicit animations) are disabled in this transaction.
    public static func disableActions() -> Bool { frames[frames.count - 1].disableActions }

    /// Sets ``disableActions()``.
    public static func setDisableActions(_ flag: Bool) {
        frames[frames.count - 1].disableActions = flag
    }

    /// The completion block set for this transaction, if any.
    public static func completionBlock() -> (@MainActor () -> Void)? { frames[frames.count - 1].completionBlock }

    /// Sets the block to run once every animation added to a layer after this call, within this
    /// transaction, has stopped (at once, on the next clock advance, if there are none).
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let index = frames.count - 1
        frames[index].completionBlock = block
        var completion: (@MainActor (Bool) -> Void)?
        if let block { completion = { _ in block() } }
        if let group = frames[index].group {
            group.replaceCompletion(completion) // the last block set wins, as in Core Animation
        } else {
            frames[index].group = AnimationCompletionGroup(completion: completion)
        }
    }

    /// The completion groups of every open transaction (animations added now join them all).
    static var openGroups: [AnimationCompletionGroup] { frames.compactMap(\.group) }
}
