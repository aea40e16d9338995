import Foundation

// Registering classes and dequeuing reusable cells and supplementary views.
extension UICollectionView {
    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for cells dequeued with `identifier`; nil
    /// removes the registration.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let key = Self.cellKey(identifier)
        guard let cellClass else {
            registeredClasses[key] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            flipbookWarning(
                "register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell subclass")
            return
        }
        registeredClasses[key] = type
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary views of `elementKind`
    /// dequeued with `identifier`; nil removes the registration.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let viewClass else {
            registeredClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            flipbookWarning(
                """
                register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a \
                UICollectionReusableView subclass
                """)
            return
        }
        registeredClasses[key] = type
    }

    /// A cell for the item at `indexPath`: one from the reuse pool (after its
    /// ``UICollectionReusableView/prepareForReuse()``) or a new one of the class registered for `identifier`.
    /// Call it from the data source's `collectionView(_:cellForItemAt:)`. An identifier nothing was registered
    /// for (UIKit raises an exception) gives a plain cell and a warning naming it.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        let view = dequeue(
            key: Self.cellKey(identifier), identifier: identifier,
            missing: """
                dequeueReusableCell(withReuseIdentifier:for:): no class is registered for the reuse identifier \
                "\(identifier)" (item \(indexPath)); call register(_:forCellWithReuseIdentifier:) first
                """)
        guard let cell = view as? UICollectionViewCell else { return UICollectionViewCell() }
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new, as
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` does for cells.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(
            key: Self.supplementaryKey(elementKind, identifier), identifier: identifier,
            missing: """
                dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): no class is registered for \
                "\(identifier)" of kind \(elementKind) (at \(indexPath))
                """)
    }

    /// The next view for `key`: pooled (prepared for reuse) or new.
    func dequeue(key: String, identifier: String, missing: @autoclosure () -> String) -> UICollectionReusableView {
        if var pool = reusePool[key], !pool.isEmpty {
            let view = pool.removeLast()
            reusePool[key] = pool
            view.prepareForReuse()
            view.isHidden = false
            return view
        }
        guard let type = registeredClasses[key] else {
            flipbookWarning(missing())
            let fallback: UICollectionReusableView =
                key.hasPrefix("cell\u{0}") ? UICollectionViewCell() : UICollectionReusableView()
            return fallback
        }
        let view = type.init()
        view.reuseIdentifier = identifier
        view.reuseKey = key
        return view
    }

    static func cellKey(_ identifier: String) -> String { "cell\u{0}" + identifier }
    static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
        "supplementary\u{0}" + kind + "\u{0}" + identifier
    }
}
