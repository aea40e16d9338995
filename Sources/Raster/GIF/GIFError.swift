/// Why a GIF could not be encoded (bad input: an empty or wrongly sized frame) or decoded, or giflib's own
/// error.
public struct GIFError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in one line.
    public let description: String

    /// "cannot `action` GIF: `description`".
    init(_ description: String, action: String = "encode") { self.description = "cannot \(action) GIF: " + description }
}
