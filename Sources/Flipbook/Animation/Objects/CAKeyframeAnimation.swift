import Foundation

/// An animation through a sequence of values, as in Core Animation.
///
/// With `n` values, key times default to evenly spaced (`i / (n − 1)`; for `.discrete`, `i / n`). Explicit
/// ``keyTimes`` are used only when valid — the right count (`n`, or `n + 1` for `.discrete`), each in 0…1 and
/// non-decreasing — and otherwise ignored, as Core Animation does. ``CAAnimation/timingFunction`` first eases the whole
/// cycle; ``timingFunctions`` (one per segment) then ease each segment. Paced modes ignore both key times and
/// segment timing functions. A ``path`` (for a `CGPoint` key path such as `"position"`) replaces ``values``: its
/// vertices are the keyframes, and ``rotationMode`` turns the layer along it.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for a point-valued property to follow; when set, ``values`` is ignored. Each segment
    /// (line, curve, or the line a close draws) is one keyframe segment; moves jump.
    open var path: CGPath?
    /// Whether the layer turns to follow the ``path``'s direction (nil, the default: it does not).
    open var rotationMode: CAAnimationRotationMode?
    /// When each value is reached, as fractions 0…1 of the cycle.
    open var keyTimes: [NSNumber]?
    /// One timing function per segment (`n − 1` of them); missing ones are linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values in between are computed (default `.linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Per-keyframe tension for the cubic modes (−1…1; default 0).
    open var tensionValues: [NSNumber]?
    /// Per-keyframe continuity for the cubic modes (−1…1; default 0).
    open var continuityValues: [NSNumber]?
    /// Per-keyframe bias for the cubic modes (−1…1; default 0).
    open var biasValues: [NSNumber]?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        rotationMode = other.rotationMode
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
    }

    @MainActor
    override func animatedValue(sample: MediaTiming.Sample, current: Any?) -> Any? {
        value(atFraction: timingFunction?.value(at: sample.fraction) ?? sample.fraction)
    }

    @MainActor
    override func cycleEndValue(current: Any?) -> Any? {
        guard let path else { return values?.last }
        return KeyframePath(path.path).vertices.last.map { CGPoint(x: $0.x, y: $0.y) }
    }

    @MainActor
    override func applyEffect(_ sample: MediaTiming.Sample, to layer: CALayer) {
        super.applyEffect(sample, to: layer)
        guard let rotationMode, path != nil else { return }
        let f = timingFunction?.value(at: sample.fraction) ?? sample.fraction
        guard var angle = pathSample(atFraction: f)?.heading else { return }
        if rotationMode == .rotateAutoReverse { angle += Double.pi }
        layer.transform = CATransform3DRotate(layer.transform, CGFloat(angle), 0, 0, 1)
    }

    /// The value at cycle fraction `f` (after the overall timing function).
    public func value(atFraction f: Double) -> Any? {
        if path != nil { return pathSample(atFraction: f).map { CGPoint(x: $0.point.x, y: $0.point.y) } }
        guard let values, !values.isEmpty else { return nil }
        if values.count == 1 { return values[0] }
        let f = f.isNaN ? 0 : f
        switch calculationMode {
        case .discrete:
            let times =
                validKeyTimes(count: values.count + 1) ?? validKeyTimes(count: values.count)
                ?? (0...values.count).map { Double($0) / Double(values.count) }
            let index = (times.lastIndex { $0 <= f } ?? 0)
            return values[min(index, values.count - 1)]
        case .paced, .cubicPaced:
            let times = pacedKeyTimes(values)
            return interpolate(values, times: times, f: f, cubic: calculationMode == .cubicPaced, segmentEasing: false)
        default:
            let times =
                validKeyTimes(count: values.count)
                ?? (0..<values.count).map { Double($0) / Double(values.count - 1) }
            return interpolate(values, times: times, f: f, cubic: calculationMode == .cubic, segmentEasing: true)
        }
    }

    func validKeyTimes(count: Int) -> [Double]? {
        guard let keyTimes, keyTimes.count == count else { return nil }
        let times = keyTimes.map(\.doubleValue)
        guard times.allSatisfy({ $0 >= 0 && $0 <= 1 }), zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            return nil
        }
        return times
    }

    private func pacedKeyTimes(_ values: [Any]) -> [Double] {
        let distances = zip(values, values.dropFirst()).map { AnimatableValue.distance($0, $1) ?? 0 }
        let total = distances.reduce(0, +)
        let n = values.count
        guard total > 0, total.isFinite else { return (0..<n).map { Double($0) / Double(n - 1) } }
        var times = [0.0]
        var sum = 0.0
        for d in distances.dropLast() {
            sum += d
            times.append(sum / total)
        }
        times.append(1)
        return times
    }

    private func interpolate(_ values: [Any], times: [Double], f: Double, cubic: Bool, segmentEasing: Bool) -> Any? {
        let n = values.count
        if f <= times[0] { return values[0] }
        if f >= times[n - 1] { return values[n - 1] }
        let (i, s) = segment(times: times, f: f, segmentEasing: segmentEasing)
        guard cubic else { return AnimatableValue.interpolate(values[i], values[i + 1], fraction: s) }
        return cubicValue(values, segment: i, s: s)
    }

    /// The segment i with times[i] <= f < times[i + 1] (skipping zero-length segments) and the fraction
    /// through it, eased by the segment's timing function when `segmentEasing`. `times` has at least
    /// two entries and `times[0] < f < times.last`.
    func segment(times: [Double], f: Double, segmentEasing: Bool) -> (index: Int, fraction: Double) {
        var i = 0
        while i < times.count - 2 && f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var s = span > 0 ? (f - times[i]) / span : 1
        if segmentEasing, let functions = timingFunctions, i < functions.count {
            s = functions[i].value(at: s)
        }
        return (i, s)
    }

    /// Kochanek–Bartels Hermite interpolation, written as an affine combination of the four neighbouring
    /// keyframes so that it works for every interpolatable type.
    private func cubicValue(_ values: [Any], segment i: Int, s: Double) -> Any? {
        let n = values.count
        let p = [values[max(i - 1, 0)], values[i], values[i + 1], values[min(i + 2, n - 1)]]
        func parameter(_ array: [NSNumber]?, _ index: Int) -> Double {
            guard let array, index < array.count else { return 0 }
            let v = array[index].doubleValue
            return v.isFinite ? v : 0
        }
        let (t0, c0, b0) = (parameter(tensionValues, i), parameter(continuityValues, i), parameter(biasValues, i))
        let (t1, c1, b1) = (
            parameter(tensionValues, i + 1), parameter(continuityValues, i + 1), parameter(biasValues, i + 1)
        )
        // Outgoing tangent at i:  A (p_i − p_{i−1}) + B (p_{i+1} − p_i)
        let a = (1 - t0) * (1 + c0) * (1 + b0) / 2
        let b = (1 - t0) * (1 - c0) * (1 - b0) / 2
        // Incoming tangent at i+1:  C (p_{i+1} − p_i) + D (p_{i+2} − p_{i+1})
        let c = (1 - t1) * (1 - c1) * (1 + b1) / 2
        let d = (1 - t1) * (1 + c1) * (1 - b1) / 2
        let s2 = s * s
        let s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        let weights = [-h10 * a, h00 + h10 * (a - b) - h11 * c, h01 + h10 * b + h11 * (c - d), h11 * d]
        // Σ wₖ pₖ with Σ wₖ = 1, as p₁ + Σ (lerp(p₁, pₖ, wₖ) − p₁).
        var result: Any? = p[1]
        for k in [0, 2, 3] where weights[k] != 0 {
            guard let step = AnimatableValue.interpolate(p[1], p[k], fraction: weights[k]),
                let delta = AnimatableValue.subtract(step, p[1])
            else { return nil }
            result = AnimatableValue.add(result, delta)
        }
        return result
    }
}
