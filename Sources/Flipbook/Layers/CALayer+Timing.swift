import Foundation

extension CALayer: CAMediaTiming {
    /// The layer whose local time is this layer's parent time: the superlayer, or for a mask its owner.
    var timingParent: CALayer? { superlayer ?? maskOwner }

    /// Absolute time → this layer's local time, root first.
    func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = timingParent?.localTime(fromAbsolute: t) ?? t
        return MediaTiming.localTime(parentTime: parentTime, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    }

    /// This layer's local time → absolute time. When a layer on the way is paused (speed 0) every parent
    /// time maps to the same local time; the answer is then the current clock time.
    func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard
            let parentTime = MediaTiming.parentTime(
                localTime: t, beginTime: beginTime, speed: speed,
                timeOffset: timeOffset)
        else {
            return CACurrentMediaTime()
        }
        return timingParent?.absoluteTime(fromLocal: parentTime) ?? parentTime
    }
}
