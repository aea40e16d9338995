import Foundation

extension CALayer: CAMediaTiming {
    /// Converts a time from `layer`'s local time (nil: the clock's absolute time, `CACurrentMediaTime()`)
    /// to this layer's local time, through every ancestor's beginTime / speed / timeOffset (a mask layer's
    /// time runs inside the layer it masks).
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let absolute = layer.map { $0.absoluteTime(fromLocal: t) } ?? t
        return localTime(fromAbsolute: absolute)
    }

    /// Converts a time from this layer's local time to `layer`'s (nil: the clock's absolute time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t)
        return layer.map { $0.localTime(fromAbsolute: absolute) } ?? absolute
    }

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
