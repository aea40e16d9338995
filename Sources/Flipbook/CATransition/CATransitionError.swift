/// What can be wrong with a layer transition. Every case says what was given and what is accepted.
public enum CATransitionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The type names no known effect.
    case unknownType(String)
    /// The subtype names no known direction.
    case unknownSubtype(String)
    /// The progress is not a finite number.
    case invalidProgress(Double)
    /// The layer size is not a finite, positive number of pixels.
    case invalidSize(width: Double, height: Double)
    /// The duration is negative or not finite.
    case invalidDuration(Double)
    /// `startProgress` / `endProgress` are outside 0…1, not finite, or start is after end.
    case invalidProgressRange(start: Double, end: Double)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unknownType(let name):
            let known = CATransitionType.allKnown.map(\.rawValue).joined(separator: ", ")
            return "CATransition: unknown type \"\(name)\"; known types: \(known)"
        case .unknownSubtype(let name):
            return "CATransition: unknown subtype \"\(name)\"; known subtypes: fromLeft, fromRight, fromTop, fromBottom"
        case .invalidProgress(let value):
            return "CATransition: progress must be a finite number, got \(value)"
        case .invalidSize(let width, let height):
            return "CATransition: layer size must be finite and positive, got \(width) × \(height) pixels"
        case .invalidDuration(let value):
            return "CATransition: duration must be finite and not negative, got \(value)"
        case .invalidProgressRange(let start, let end):
            return "CATransition: need 0 ≤ startProgress ≤ endProgress ≤ 1, got \(start)…\(end)"
        }
    }
}
