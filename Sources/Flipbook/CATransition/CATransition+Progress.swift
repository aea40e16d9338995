import Foundation

extension CATransition {
    /// The effect's progress when the layer's local time is `layerTime`: the animation's fraction of its
    /// duration, paced by ``CAAnimation/timingFunction`` (linear when nil), mapped onto
    /// ``startProgress``…``endProgress``. Nil when the transition has no effect at that time (not started
    /// and not filling backwards, or over and not filling forwards).
    func progress(atLayerTime layerTime: CFTimeInterval) -> Double? {
        guard let sample = sample(parentTime: layerTime) else { return nil }
        let paced = timingFunction?.value(at: sample.fraction) ?? sample.fraction
        let start = Double(startProgress)
        let end = Double(endProgress)
        return start + (end - start) * paced
    }
}
