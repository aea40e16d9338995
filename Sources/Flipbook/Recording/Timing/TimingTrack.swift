/// The presentation values of one view, sampled at each rendered frame while it was on screen.
public struct TimingTrack: Sendable {
    /// One sampled property of a view.
    public enum Property: Int, CaseIterable, Comparable, Sendable {
        /// Centre x, centre y (points), scale, z rotation (degrees), opacity.
        case x, y, scale, rotation, alpha

        /// The name shown on the chart.
        public var name: String {
            switch self {
            case .x: "x"
            case .y: "y"
            case .scale: "scale"
            case .rotation: "rotation"
            case .alpha: "alpha"
            }
        }

        /// The property's unit, for the chart's range labels.
        public var unit: String {
            switch self {
            case .x, .y: " pt"
            case .scale, .alpha: ""
            case .rotation: "°"
            }
        }

        /// In the order of the cases.
        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    /// The values of every property at one frame.
    public struct Sample: Sendable {
        /// The frame index.
        public var frame: Int
        /// Seconds after frame 0.
        public var time: Double
        /// Indexed by `Property.rawValue`: centre x and y in the superview (points), scale, z rotation
        /// (degrees), opacity.
        public var values: [Double]

        /// A sample of frame `frame` at `time` with `values` indexed by `Property.rawValue`.
        public init(frame: Int, time: Double, values: [Double]) {
            self.frame = frame
            self.time = time
            self.values = values
        }
    }

    /// What the chart and timeline call the view: its scene `id`, its controller's name, or its class.
    public var label: String
    /// Samples in time order.
    public var samples: [Sample] = []

    /// A track called `label`, with no samples yet.
    public init(label: String) {
        self.label = label
    }

    /// The properties whose value changed while the view was sampled (by more than rounding noise).
    public var animatedProperties: [Property] {
        Property.allCases.filter { property in
            guard let range = range(of: property) else { return false }
            return range.upperBound - range.lowerBound > 1e-6 * max(1, abs(range.upperBound))
        }
    }

    /// How far `property` went past its final value, away from where it started (a spring's overshoot),
    /// or nil when it never did (by more than rounding noise).
    public func overshoot(of property: Property) -> Double? {
        guard let first = samples.first?.values[property.rawValue],
            let last = samples.last?.values[property.rawValue], let range = range(of: property),
            abs(last - first) > 0.01 * (range.upperBound - range.lowerBound)
        else { return nil }
        let direction: Double = last > first ? 1 : -1
        let beyond = samples.map { ($0.values[property.rawValue] - last) * direction }.max() ?? 0
        return beyond > 1e-3 * max(1, abs(last - first)) ? beyond : nil
    }

    /// The smallest and largest value of `property`, or nil when there are no samples.
    public func range(of property: Property) -> ClosedRange<Double>? {
        let values = samples.map { $0.values[property.rawValue] }
        guard let low = values.min(), let high = values.max() else { return nil }
        return low...high
    }
}
