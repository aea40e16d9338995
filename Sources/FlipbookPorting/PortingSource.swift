/// One Swift file to port: its text, where messages say it is, and where its ported copy goes.
public struct PortingSource: Sendable, Equatable {
    /// The path messages name (as the user gave it, e.g. `Sources/Sheet/Sheet.swift`).
    public var path: String
    /// The ported copy's path relative to the output folder (e.g. `Sheet.swift`).
    public var outputPath: String
    /// The file's Swift source.
    public var text: String

    /// A file to port; `outputPath` defaults to `path`.
    public init(path: String, outputPath: String? = nil, text: String) {
        self.path = path
        self.outputPath = outputPath ?? path
        self.text = text
    }
}
