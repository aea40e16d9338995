import SwiftSyntax

/// What the porter learns from all the files before rewriting any: classes (to move extension overrides into
/// and to know `CALayer` subclasses), and `@objc optional` requirements with the defaults callers give them.
struct ModuleIndex {
    /// A class declared in the ported files.
    struct ClassInfo {
        /// Which file (index into the parsed files).
        var file: Int
        /// Its superclass's name as written (its first inherited type), if any.
        var superclass: String?
        /// Where its closing brace is.
        var rightBrace: Int
    }

    /// Classes by qualified name (`Outer.Inner`).
    var classes: [String: ClassInfo] = [:]
    /// `@objc optional` requirements by name.
    var optionalRequirements: [String: [OptionalRequirement]] = [:]
    /// The `?? d` defaults callers give each optional requirement's calls, by `OptionalRequirement.key`.
    var callerDefaults: [String: Set<String>] = [:]
    /// Names of the classes that are `CALayer` subclasses.
    private(set) var layerClasses: Set<String> = []

    /// Core Animation's layer classes.
    static let coreAnimationLayers: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
        "CATransformLayer", "CAScrollLayer", "CATiledLayer",
    ]

    /// Indexes the files.
    init(_ files: [ParsedSource]) {
        for (number, file) in files.enumerated() {
            let visitor = IndexVisitor(file: number, index: self)
            visitor.walk(file.tree)
            self = visitor.index
        }
        var layers = Self.coreAnimationLayers
        var grew = true
        while grew {
            grew = false
            for (name, info) in classes where !layers.contains(name) {
                if let superclass = info.superclass, layers.contains(superclass) {
                    layers.insert(name)
                    grew = true
                }
            }
        }
        layerClasses = layers
    }

    /// The class an extension of `typeName` (as written) extends, if it is among the ported files.
    func classNamed(_ typeName: String) -> ClassInfo? {
        classes[typeName]
    }

    /// Whether `typeName` is a `CALayer` subclass.
    func isLayer(_ typeName: String) -> Bool { layerClasses.contains(typeName) }
}

/// Collects the index from one file.
private final class IndexVisitor: TypeScopeVisitor {
    let file: Int
    var index: ModuleIndex

    init(file: Int, index: ModuleIndex) {
        self.file = file
        self.index = index
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let walk = super.visit(node)
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        index.classes[qualifiedTypeName] = ModuleIndex.ClassInfo(
            file: file, superclass: superclass.map { String($0.split(separator: ".").last ?? "") },
            rightBrace: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
        return walk
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        for member in node.memberBlock.members {
            guard let requirement = OptionalRequirementRule.requirement(member.decl, in: node) else { continue }
            index.optionalRequirements[requirement.name, default: []].append(requirement)
        }
        return .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
            let key = OptionalCallRule.callKey(elements[0])
        {
            index.callerDefaults[key, default: []].insert(elements[2].trimmedDescription)
        }
        return .visitChildren
    }
}
