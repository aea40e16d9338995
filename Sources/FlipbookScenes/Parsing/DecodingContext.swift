import Foundation
import Raster
import Yams

/// Collects diagnostics while a scene document is decoded, so one pass reports every problem.
final class DecodingContext {
    /// The file's path as given (used in every diagnostic).
    let file: String
    /// The folder image paths are relative to (`nil`: images cannot be loaded).
    let baseDirectory: URL?
    /// Problems found so far, in the order they were found.
    private(set) var diagnostics: [SceneDiagnostic] = []
    /// Images already decoded in this document, by absolute path (a photo used twice is read once).
    var imageCache: [String: RasterImage] = [:]
    /// Views decoded so far (held to `limits.views`).
    var viewCount = 0
    /// Views with `dynamics` decoded so far (held to ``Scene/Limits/dynamicViews``).
    var dynamicViewCount = 0
    /// Seconds the dynamics' fingers are down, all together so far (held to ``Scene/Limits/recordingSeconds``,
    /// which bounds the touch samples scheduled).
    var dynamicDragSeconds = 0.0
    /// What the document is held to.
    let limits: SceneInputLimits
    /// The memory the images decoded so far take, in bytes.
    var imageBytes = 0
    /// Whether the images' headers showed that they would not fit the memory budget (then none is decoded).
    var imagesOverBudget = false

    init(file: String, baseDirectory: URL?, limits: SceneInputLimits) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.limits = limits
    }

    /// The location of `node` (the document start when the node has no mark) under `field`.
    func location(of node: Node, field: String) -> SceneLocation {
        SceneLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, field: field)
    }

    /// Records a problem at `node`.
    func report(_ node: Node, _ field: String, _ message: String) {
        diagnostics.append(SceneDiagnostic(at: location(of: node, field: field), message: message))
    }

    /// Records a problem at a known location.
    func report(at location: SceneLocation, _ message: String) {
        diagnostics.append(SceneDiagnostic(at: location, message: message))
    }

    /// Diagnostics sorted by position (stable for equal positions).
    var sortedDiagnostics: [SceneDiagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let pa = (a.element.line ?? 0, a.element.column ?? 0)
            let pb = (b.element.line ?? 0, b.element.column ?? 0)
            return pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
    }
}

/// A node together with the dotted path of the field it is the value of.
struct Field {
    let node: Node
    let path: String

    /// The path of a key inside this mapping field.
    func child(_ key: String) -> String {
        let key = key.shortenedForMessages
        return path.isEmpty ? key : "\(path).\(key)"
    }
    /// The path of an element of this sequence field.
    func element(_ index: Int) -> String { "\(path)[\(index)]" }
}

extension Node {
    /// How a value is named in "got …" messages: a quoted scalar, or the kind of collection.
    var described: String {
        switch self {
        case .scalar(let scalar):
            if scalar.style == .plain
                && (scalar.string.isEmpty || scalar.string == "~" || scalar.string.lowercased() == "null")
            {
                return "nothing"
            }
            return "\"\(scalar.string.shortenedForMessages)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}

extension String {
    /// The string, or for one longer than 60 characters its first 40 and its length, so a huge value
    /// in a hostile file cannot flood a message.
    package var shortenedForMessages: String {
        count <= 60 ? self : "\(prefix(40))… (\(count) characters)"
    }
}

extension [String] {
    /// The first 12 names, each shortened, separated by commas (and "…" when there are more), for
    /// "expected one of …" in messages.
    var listedForMessages: String {
        prefix(12).map(\.shortenedForMessages).joined(separator: ", ") + (count > 12 ? ", …" : "")
    }
}
