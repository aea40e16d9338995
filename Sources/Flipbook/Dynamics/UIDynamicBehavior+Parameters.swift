import Foundation

/// A behaviour parameter that is taken only when finite (points and vectors).
protocol FiniteDynamicsParameter {
    /// Whether every component is finite.
    var isFiniteParameter: Bool { get }
}

extension CGPoint: FiniteDynamicsParameter {
    var isFiniteParameter: Bool { x.isFinite && y.isFinite }
}

extension CGVector: FiniteDynamicsParameter {
    var isFiniteParameter: Bool { dx.isFinite && dy.isFinite }
}

extension UIDynamicBehavior {
    /// Takes `value` for the parameter `name` (e.g. `"UISnapBehavior.damping"`) into `storage` when it is
    /// finite and in `range`; otherwise warns, naming the parameter, the range and the value, and keeps what
    /// `storage` held. Either way the animator takes the change into account.
    func takeParameter(_ value: CGFloat, into storage: inout CGFloat, _ name: String, range: ClosedRange<CGFloat>) {
        take(value, into: &storage, isValid: value.isFinite && range.contains(value)) { kept in
            "\(name) must be in \(range), got \(value); kept \(kept)"
        }
    }

    /// Takes the point or vector `value` for the parameter `name` into `storage` when it is finite; otherwise
    /// warns and keeps what `storage` held. Either way the animator takes the change into account.
    func takeParameter<Value: FiniteDynamicsParameter>(_ value: Value, into storage: inout Value, _ name: String) {
        take(value, into: &storage, isValid: value.isFiniteParameter) { kept in "\(name) must be finite; kept \(kept)" }
    }

    private func take<Value>(
        _ value: Value, into storage: inout Value, isValid: Bool, complaint: (Value) -> String
    ) {
        if isValid {
            storage = value
        } else {
            flipbookWarning(complaint(storage))
        }
        setNeedsSimulationUpdate()
    }
}
