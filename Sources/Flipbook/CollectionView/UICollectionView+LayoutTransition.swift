import Foundation

// Changing layouts: at once, animated (every cell slides from its place in the old layout to its place in the
// new one), or interactively through a UICollectionViewTransitionLayout.
extension UICollectionView {
    /// What an interactive layout transition's completion is told: whether it completed (reached the new
    /// layout) and whether it finished.
    public typealias LayoutInteractiveTransitionCompletion = @MainActor (_ completed: Bool, _ finished: Bool) -> Void

    /// Replaces the layout; `animated`, every cell slides (0.3 s, ease in-out) from its place in the old layout
    /// to its place in the new one, cells arriving from the old layout's places and leaving to the new one's.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// ``setCollectionViewLayout(_:animated:)`` with a completion (told whether the animation finished).
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        setCollectionViewLayout(layout, animated: animated, duration: Self.updateDuration, completion: completion)
    }

    /// ``setCollectionViewLayout(_:animated:completion:)`` over `duration` seconds (a navigation transition's).
    func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, duration: TimeInterval, completion: ((Bool) -> Void)?
    ) {
        guard layout !== storedLayout else {
            completion?(true)
            return
        }
        guard animated, itemCounts != nil else {
            collectionViewLayout = layout
            completion?(true)
            return
        }
        layoutIfNeeded()
        isPopulating = true
        defer { isPopulating = false }
        let old = storedLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        for cell in visibleCellsByPath.values { cell.willTransition(from: old, to: layout) }
        old.collectionView = nil
        storedLayout = layout
        layout.collectionView = self
        layout.needsPrepare = true
        layout.prepareIfNeeded()
        old.collectionView = self
        contentSize = layout.collectionViewContentSize
        let range = scrollableOffsets
        let offset = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(
                x: min(max(contentOffset.x, range.min.x), range.max.x),
                y: min(max(contentOffset.y, range.min.y), range.max.y)))
        contentOffset = offset
        var targets: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var placed = Set<IndexPath>()
        for element in layout.layoutAttributesForElements(in: bounds) ?? [] where element.representedElementKind == nil
        {
            let path = element.indexPath
            guard isValidItem(path), placed.insert(path).inserted else { continue }
            if let cell = visibleCellsByPath[path] {
                targets.append((cell, element))
                continue
            }
            guard let dataSource else { continue }
            let cell = dataSource.collectionView(self, cellForItemAt: path)
            cell.isSelected = selectedPaths.contains(path)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            addContentSubview(cell)
            visibleCellsByPath[path] = cell
            cell.appliedAttributes = nil
            cell.apply(old.layoutAttributesForItem(at: path) ?? Self.faded(element))
            targets.append((cell, element))
        }
        var leaving: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) where !placed.contains(path) {
            visibleCellsByPath[path] = nil
            departingViews.append(cell)
            leaving.append((cell, layout.layoutAttributesForItem(at: path) ?? Self.faded(cell.appliedAttributes)))
        }
        // Supplementary views are not matched across layouts: the old ones fade out, the new ones fade in.
        let oldSupplementaries = visibleSupplementaries.values.map { $0 }
        visibleSupplementaries.removeAll()
        old.collectionView = nil
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
            animations: {
                for (view, end) in targets {
                    view.appliedAttributes = end.copy() as? UICollectionViewLayoutAttributes
                    view.apply(end)
                }
                for (cell, end) in leaving { cell.apply(end) }
                for view in oldSupplementaries { view.alpha = 0 }
            },
            completion: { [weak self] finished in
                guard let self else { return }
                for (cell, _) in leaving {
                    self.departingViews.removeAll { $0 === cell }
                    self.recycle(cell)
                }
                for view in oldSupplementaries {
                    view.alpha = 1
                    self.recycle(view)
                }
                for cell in self.visibleCellsByPath.values { cell.didTransition(from: old, to: layout) }
                old.finalizeLayoutTransition()
                layout.finalizeLayoutTransition()
                self.setNeedsLayout()
                completion?(finished)
            })
    }

    /// Starts an interactive transition to `layout`: the collection view switches to a transition layout
    /// (the delegate's, or a plain ``UICollectionViewTransitionLayout``) whose
    /// ``UICollectionViewTransitionLayout/transitionProgress``
    /// you drive; end it with ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``, after which
    /// `completion` runs.
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        let old = storedLayout
        let transition =
            collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        interactiveTransition = InteractiveLayoutTransition(layout: transition, completion: completion)
        collectionViewLayout = transition
        return transition
    }

    /// Ends the interactive transition at the next layout: the cells slide the rest of the way (animated).
    public func finishInteractiveTransition() {
        endInteractiveTransition(completed: true)
    }

    /// Ends the interactive transition back at the layout it started from: the cells slide back (animated).
    public func cancelInteractiveTransition() {
        endInteractiveTransition(completed: false)
    }

    /// Ends the interactive transition at the next layout (`completed`) or the one it started from, without
    /// animating: for a driver that already brought the transition layout's progress to 1 or 0.
    func endInteractiveTransitionAtOnce(completed: Bool) {
        endInteractiveTransition(completed: completed, animated: false)
    }

    private func endInteractiveTransition(completed: Bool, animated: Bool = true) {
        guard let transition = interactiveTransition else {
            flipbookWarning(
                "finishInteractiveTransition/cancelInteractiveTransition: no interactive transition is running")
            return
        }
        interactiveTransition = nil
        let target = completed ? transition.layout.nextLayout : transition.layout.currentLayout
        setCollectionViewLayout(target, animated: animated) { finished in
            transition.completion?(completed, finished)
        }
    }
}

/// A running interactive layout transition.
struct InteractiveLayoutTransition {
    var layout: UICollectionViewTransitionLayout
    var completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}
