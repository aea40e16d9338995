import Foundation

// The editing accessories at work: a tap on the delete button runs its action handler (without one, it reveals
// the item's trailing swipe actions); a drag on the reorder
// grip moves the item through its collection view's interactive movement, the item following the finger.
extension UICollectionViewListCell {
    /// The view of `accessory`, wired to its action.
    func makeAccessoryView(_ accessory: UICellAccessory) -> UIView {
        let view = accessory.makeView(selected: isSelected, header: isListHeader)
        switch accessory.kind {
        case .outlineDisclosure(_, _, let action?):
            view.addGestureRecognizer(UITapGestureRecognizer { _ in action() })
        case .outlineDisclosure(_, _, nil):
            // Without a handler the chevron expands or collapses the item in its data source's section snapshot.
            view.addGestureRecognizer(
                UITapGestureRecognizer { [weak self] _ in
                    guard let self, let collectionView = self.owningCollectionView,
                        let indexPath = collectionView.indexPath(for: self)
                    else { return }
                    (collectionView.dataSource as? OutlineExpanding)?.toggleExpansion(at: indexPath)
                })
        case .delete(_, _, let action?):
            view.addGestureRecognizer(UITapGestureRecognizer { _ in action() })
        case .delete(_, _, nil):
            // Without a handler the button reveals the item's trailing swipe actions, as on iOS.
            view.addGestureRecognizer(
                UITapGestureRecognizer { [weak self] _ in
                    guard let self else { return }
                    self.owningCollectionView?.revealTrailingSwipeActions(of: self)
                })
        case .reorder:
            view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.dragReorderGrip(pan) })
        default:
            break
        }
        return view
    }

    /// The collection view showing the cell.
    private var owningCollectionView: UICollectionView? {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        return view as? UICollectionView
    }

    /// Moves the item with the finger on its reorder grip.
    private func dragReorderGrip(_ pan: UIPanGestureRecognizer) {
        guard let collectionView = owningCollectionView else { return }
        switch pan.state {
        case .began:
            guard let indexPath = collectionView.indexPath(for: self),
                collectionView.beginInteractiveMovementForItem(at: indexPath)
            else { return }
            // The finger keeps the place on the cell where it went down: the target is where the centre goes.
            let location = pan.location(in: collectionView)
            let moved = pan.translation(in: collectionView)
            reorderGrab = CGPoint(x: center.x - (location.x - moved.x), y: center.y - (location.y - moved.y))
        case .changed:
            guard let grab = reorderGrab else { return }
            let finger = pan.location(in: collectionView)
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: finger.x + grab.x, y: finger.y + grab.y))
        case .ended:
            guard reorderGrab != nil else { return }
            reorderGrab = nil
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            guard reorderGrab != nil else { return }
            reorderGrab = nil
            collectionView.cancelInteractiveMovement()
        case .possible:
            break
        }
    }
}

extension UICellAccessory {
    /// Whether this is the selection circle.
    var isMultiselect: Bool {
        if case .multiselect = kind { return true }
        return false
    }

    /// Whether this is the outline disclosure chevron.
    var isOutlineDisclosure: Bool {
        if case .outlineDisclosure = kind { return true }
        return false
    }
}
