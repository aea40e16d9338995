import Foundation

extension UICollectionView {
    /// A cell registration, as UIKit's `UICollectionView.CellRegistration`: the cell class and a handler that
    /// configures a cell for an item. Dequeue with
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``; no reuse identifier needed.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` for `itemIdentifier` at `indexPath`.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let token = RegistrationToken()
        let handler: Handler

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view registration, as UIKit's `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler =
            @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let token = RegistrationToken()
        let handler: Handler
        /// The kind of view it registers (`UICollectionView.elementKindSectionHeader`, …).
        public let elementKind: String

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `item` at `indexPath`, reused or new, configured by the
    /// registration's handler. Call it from `cellForItemAt` or a diffable data source's cell provider.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registrationIdentifier(for: registration.token, kind: "cell", type: Cell.self)
        register(Cell.self, forCellWithReuseIdentifier: identifier)
        let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell ?? Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind at `indexPath`, reused or new, configured by
    /// the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let identifier = registrationIdentifier(
            for: registration.token, kind: registration.elementKind, type: Supplementary.self)
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: identifier)
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: identifier, for: indexPath) as? Supplementary
            ?? Supplementary()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// The reuse identifier of a registration: made once per registration, numbered in order of first use.
    private func registrationIdentifier(for token: RegistrationToken, kind: String, type: Any.Type) -> String {
        let key = ObjectIdentifier(token)
        if let known = registrationIdentifiers[key] { return known.identifier }
        let identifier = "registration-\(registrationIdentifiers.count)-\(kind)-\(type)"
        registrationIdentifiers[key] = (token, identifier)
        return identifier
    }
}

/// The identity of one cell or supplementary registration (registrations are values; this object tells them
/// apart).
final class RegistrationToken: Sendable {}
