import SwiftSyntax

/// An `@objc optional` requirement of a protocol among the ported files.
struct OptionalRequirement {
    /// The method's or property's name.
    var name: String
    /// The method's argument labels (`_` for none); `nil` for a property.
    var labels: [String]?
    /// The return or property type as written; `nil` for a method returning nothing.
    var type: String?
    /// The protocol's name.
    var protocolName: String

    /// Whether `labels` (a call's argument labels) select this requirement.
    func matches(labels callLabels: [String]) -> Bool {
        guard let labels else { return false }
        return labels == callLabels
    }

    /// The key under which call-site defaults (`x?.m?() ?? d`) are collected.
    var key: String { labels.map { "\(name)(\($0.map { "\($0):" }.joined()))" } ?? name }

    /// Whether the type is spelled optional (`T?`, `T!`, `Optional<T>`).
    var hasOptionalType: Bool {
        guard let type else { return false }
        return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }

    /// Whether the method returns nothing.
    var returnsVoid: Bool {
        labels != nil && (type == nil || type == "Void" || type == "()")
    }
}
