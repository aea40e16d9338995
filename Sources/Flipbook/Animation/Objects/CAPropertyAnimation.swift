import Foundation

/// An animation of one key path of a layer (for example `"position"`, `"opacity"`, `"transform.rotation.z"`).
///
/// The animated value is written into the presentation copy under ``keyPath``. With ``isAdditive`` it is
/// added to the value already there (the model value plus earlier animations); with ``isCumulative`` each
/// repeat cycle adds the end value once more per completed cycle.
open class CAPropertyAnimation: CAAnimation {
    /// The layer key path to animate. An animation without one has no effect.
    open var keyPath: String?
    /// Whether the animated value is added to the current presentation value instead of replacing it.
    open var isAdditive = false
    /// Whether repeat cycles build on each other (cycle n adds n × the end value).
    open var isCumulative = false

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    @MainActor
    override func applyEffect(_ sample: MediaTiming.Sample, to layer: CALayer) {
        guard let keyPath else { return }
        let current = layer.value(forKeyPath: keyPath)
        guard var value = animatedValue(sample: sample, current: current) else { return }
        if isCumulative, sample.iteration > 0, let end = cycleEndValue(current: current),
            let total = AnimatableValue.add(value, AnimatableValue.scale(end, by: sample.iteration))
        {
            value = total
        }
        if isAdditive {
            guard let sum = AnimatableValue.add(current, value) else { return }
            value = sum
        }
        layer.setValue(value, forKeyPath: keyPath)
    }

    /// The value at `sample` before additive/cumulative handling; subclasses override.
    @MainActor
    func animatedValue(sample: MediaTiming.Sample, current: Any?) -> Any? { nil }

    /// The value at the end of a cycle (what cumulative repeats add); subclasses override.
    @MainActor
    func cycleEndValue(current: Any?) -> Any? { nil }
}
