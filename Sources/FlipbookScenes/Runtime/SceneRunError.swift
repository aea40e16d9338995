/// Why a valid scene could not be run.
public struct SceneRunError: Error, Sendable, CustomStringConvertible {
    /// The problem, starting with the file position and field when it comes from one.
    public var message: String

    /// An error with a message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
