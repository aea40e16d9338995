import Foundation

/// The current media time: ``VirtualClock/now`` of ``VirtualClock/shared``, in seconds (0 when a clock starts).
///
/// On iOS this is the host's monotonic clock; in Flipbook it is virtual and moves only when the clock advances.
public func CACurrentMediaTime() -> CFTimeInterval {
    VirtualClock.shared.now
}
