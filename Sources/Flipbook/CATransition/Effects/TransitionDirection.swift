/// A validated transition direction: the edge the motion starts from.
enum TransitionDirection: Sendable, CaseIterable {
    case fromLeft, fromRight, fromTop, fromBottom

    /// The direction a subtype names; `nil` is ``fromLeft``.
    init(_ subtype: CATransitionSubtype?) throws {
        switch subtype {
        case nil, .fromLeft?: self = .fromLeft
        case .fromRight?: self = .fromRight
        case .fromTop?: self = .fromTop
        case .fromBottom?: self = .fromBottom
        case let other?: throw CATransitionError.unknownSubtype(other.rawValue)
        }
    }

    /// Unit vector of the motion in device space (y grows downwards): fromLeft moves right, and so on.
    var motion: (x: Double, y: Double) {
        switch self {
        case .fromLeft: (1, 0)
        case .fromRight: (-1, 0)
        case .fromTop: (0, 1)
        case .fromBottom: (0, -1)
        }
    }

    /// True for left/right motion.
    var isHorizontal: Bool { self == .fromLeft || self == .fromRight }
}
