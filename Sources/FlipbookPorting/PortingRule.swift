/// The rewrites the porter makes, by the name `--explain` prints.
public enum PortingRule: String, Sendable, CaseIterable, Comparable {
    /// `import UIKit` (and its submodules), `CoreGraphics`, `QuartzCore`, `CoreAnimation` become `import Flipbook`.
    case `import` = "import"
    /// A file with no UIKit-family import gets `import Flipbook`, as the framework's umbrella header gave it UIKit.
    case moduleImport = "module-import"
    /// `#if canImport(UIKit)`, `#if os(iOS)` and the like keep the iOS branch only.
    case conditionalCompilation = "conditional-compilation"
    /// `@objc`, `@objc(Name)`, `@objcMembers`, `@nonobjc` and the `dynamic` modifier go.
    case objcAttribute = "objc-attribute"
    /// `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable` go.
    case interfaceBuilder = "interface-builder"
    /// `#selector(m(_:))` becomes the unapplied method reference `Self.m`.
    case selector = "selector"
    /// `@NSManaged var x: T` in a `CALayer` subclass becomes accessors over the layer's key-value storage.
    case nsManaged = "ns-managed"
    /// `override init()` / `override init(layer:)` in a `CALayer` subclass become `required`.
    case layerInitializer = "layer-initializer"
    /// `@objc optional` requirements become ordinary ones with default implementations in an extension.
    case optionalRequirement = "optional-requirement"
    /// Calls of former optional requirements (`delegate?.m?(a)`) lose their `?`.
    case optionalCall = "optional-call"
    /// `override` members declared in an extension move into the class body.
    case extensionOverride = "extension-override"

    /// Orders rules by their declaration order.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
