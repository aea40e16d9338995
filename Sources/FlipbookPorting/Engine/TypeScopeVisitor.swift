import SwiftSyntax

/// A walk of a file as iOS compiles it that knows which type declarations it is inside: `typeNames` holds
/// their names (an extension's extended type as written), innermost last. Subclasses that look at a type
/// declaration themselves call `super` first, so the name is on the stack while they work.
class TypeScopeVisitor: PlatformVisitor {
    /// Names of the types the walk is inside, innermost last.
    private(set) var typeNames: [String] = []

    /// The qualified name of the innermost type (`Outer.Inner`).
    var qualifiedTypeName: String { typeNames.joined(separator: ".") }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        typeNames.append(name)
        return .visitChildren
    }
}
