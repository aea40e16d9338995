import Foundation

extension UIDynamicBehavior {
    /// Takes `value` for the parameter `name` (e.g. `"UISnapBehavior.damping"`) into `storage` when it is
    /// finite and in `range`; otherwise warns, naming the parameter, the range and the value, and keeps what
    /// `storage` held. Either way the animator takes the change into account.
    func takeParameter(_ value: CGFloat, into storage: inout CGFloat, _ name: String, range: ClosedRange<CGFloat>) {
        if value.isFinite, range.contains(value) {
            storage = value
        } else {
            flipbookWarning("\(name) must be in \(range), got \(value); kept \(storage)")
        }
        setNeedsSimulationUpdate()
    }

    /// Takes the point `value` for the parameter `name` into `storage` when both coordinates are finite;
    /// otherwise warns and keeps what `storage` held. Either way the animator takes the change into account.
    func takeParameter(_ value: CGPoint, into storage: inout CGPoint, _ name: String) {
        if value.x.isFinite, value.y.isFinite {
            storage = value
        } else {
            flipbookWarning("\(name) must be finite; kept \(storage)")
        }
        setNeedsSimulationUpdate()
    }

    /// Takes the vector `value` for the parameter `name` into `storage` when both components are finite;
    /// otherwise warns and keeps what `storage` held. Either way the animator takes the change into account.
    func takeParameter(_ value: CGVector, into storage: inout CGVector, _ name: String) {
        if value.dx.isFinite, value.dy.isFinite {
            storage = value
        } else {
            flipbookWarning("\(name) must be finite; kept \(storage)")
        }
        setNeedsSimulationUpdate()
    }
}
