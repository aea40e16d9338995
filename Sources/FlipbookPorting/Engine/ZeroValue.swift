/// The obvious "nothing" of common types, for `@NSManaged` getters and default implementations.
enum ZeroValue {
    private static let zeros: [String: String] = [
        "Bool": "false", "String": "\"\"",
        "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "UInt": "0", "Int8": "0", "Int16": "0", "Int32": "0",
        "Int64": "0", "UInt8": "0", "UInt16": "0", "UInt32": "0", "UInt64": "0", "TimeInterval": "0",
        "CFTimeInterval": "0",
        "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero", "CGVector": ".zero", "UIEdgeInsets": ".zero",
        "NSDirectionalEdgeInsets": ".zero", "CGAffineTransform": ".identity",
        "CATransform3D": "CATransform3DIdentity",
    ]

    /// The zero of `type` (as written), or `nil` when it has no obvious one.
    static func of(_ type: String) -> String? {
        if let zero = zeros[type] { return zero }
        if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        return nil
    }
}
