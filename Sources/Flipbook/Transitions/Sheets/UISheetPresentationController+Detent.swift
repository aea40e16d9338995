import Foundation

/// What a custom detent's resolver is given to compute its height.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the largest detent (`.large()`), in points, without the bottom safe-area inset.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height at which a sheet rests: `.medium()`, `.large()` or `.custom(identifier:resolver:)`. A value
    /// is the sheet's height above the bottom safe-area inset.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// A detent's name.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            /// The name.
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        private static var unnamedCount = 0

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the screen's height (`SheetMetrics.mediumDetentFraction` of the largest value);
        /// inactive in compact height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : (context.maximumDetentValue * SheetMetrics.mediumDetentFraction).rounded()
            }
        }

        /// The full height: the sheet's top `SheetMetrics.sheetTopGap` points below the status bar.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose value `resolver` computes (`nil`: inactive); without an identifier it gets a
        /// unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            unnamedCount += 1
            return Detent(
                identifier: identifier ?? Identifier("com.apple.UIKit.custom-\(unnamedCount)"), resolver: resolver)
        }

        /// The detent's value in `context` (at most the largest value), or `nil` when it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(traits: UITraitCollection, maximumDetentValue: CGFloat) {
        containerTraitCollection = traits
        self.maximumDetentValue = maximumDetentValue
    }
}

/// Hears a sheet's detent changes made by the user (a `UIAdaptivePresentationControllerDelegate` too; set it
/// as the sheet's `delegate`).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
