import Foundation

extension UINavigationController {
    /// How tall the toolbar's row of items is (its background reaches further down, over the home
    /// indicator).
    static let toolbarRowHeight = UINavigationBar.standardHeight
    /// How long `setToolbarHidden(_:animated: true)` takes to slide the toolbar in or out.
    static let toolbarSlideDuration = 0.2

    /// Whether the toolbar shows over `stack`: it is not hidden, and no view controller pushed above the
    /// root asks for the bottom bar to be hidden (`hidesBottomBarWhenPushed`).
    func toolbarShows(for stack: [UIViewController]) -> Bool {
        !toolbarHiddenFlag && !stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The toolbar's frame in the root view: along the bottom, its 44-point row just above the bottom safe
    /// area and its background reaching down to the edge; just below the bottom edge when not `shown`.
    func toolbarFrame(shown: Bool) -> CGRect {
        guard let root = viewIfLoaded else { return .zero }
        let height = Self.toolbarRowHeight + root.barSafeAreaInsets.bottom
        let bounds = root.bounds
        return CGRect(x: 0, y: shown ? bounds.maxY - height : bounds.maxY, width: bounds.width, height: height)
    }

    /// Puts the toolbar in the root view (above the content, below the navigation bar), showing the top view
    /// controller's items, placed and hidden as ``toolbarShows(for:)`` says. Items already shown stay.
    func syncToolbar() {
        guard let root = viewIfLoaded else { return }
        if toolbar.superview !== root { root.insertSubview(toolbar, aboveSubview: transitionView) }
        let items = stack.last?.toolbarItems
        if !Self.sameItems(toolbar.items, items) { toolbar.items = items }
        let shows = toolbarShows(for: stack)
        UIView.performWithoutAnimation {
            toolbar.frame = toolbarFrame(shown: shows)
            toolbar.isHidden = !shows
        }
    }

    /// Slides the toolbar in or out after `isToolbarHidden` changed; its top view controller's safe area
    /// follows.
    func applyToolbarVisibility(animated: Bool) {
        guard isViewLoaded, toolbar.superview === view else { return }
        let shows = toolbarShows(for: stack)
        stack.last?.viewIfLoaded?.setNeedsLayout()
        guard animated else { return syncToolbar() }
        if shows {
            UIView.performWithoutAnimation {
                toolbar.frame = toolbarFrame(shown: false)
                toolbar.isHidden = false
            }
        }
        UIView.animate(
            withDuration: Self.toolbarSlideDuration,
            animations: { self.toolbar.frame = self.toolbarFrame(shown: shows) },
            completion: { _ in
                if !self.toolbarShows(for: self.stack), self.toolbar.superview === self.view {
                    self.toolbar.isHidden = true
                }
            })
    }

    /// The toolbar alongside a push or pop from `oldStack` to `newStack`: shown before and after, its items
    /// cross-fade; hidden by a pushed view controller's `hidesBottomBarWhenPushed`, it leaves inside the
    /// outgoing view (moving and covered with it, as UIKit does); coming back on a pop, it arrives inside the
    /// incoming view. The transition's end puts it back (``syncToolbar()``).
    func transitionToolbar(
        from oldStack: [UIViewController], to newStack: [UIViewController], fromView: UIView, toView: UIView,
        coordinator: UIViewControllerTransitionCoordinator
    ) {
        guard let root = viewIfLoaded else { return }
        let (before, after) = (toolbarShows(for: oldStack), toolbarShows(for: newStack))
        let items = newStack.last?.toolbarItems
        switch (before, after) {
        case (true, true):
            if !Self.sameItems(toolbar.items, items) { toolbar.transition(to: items, coordinator: coordinator) }
        case (true, false):
            let frame = root.convert(toolbarFrame(shown: true), to: fromView)
            UIView.performWithoutAnimation {
                fromView.addSubview(toolbar)
                toolbar.frame = frame
            }
        case (false, true):
            UIView.performWithoutAnimation {
                toolbar.items = items
                toolbar.isHidden = false
                toView.addSubview(toolbar)
                toolbar.frame = root.convert(toolbarFrame(shown: true), to: toView)
            }
        case (false, false):
            break
        }
    }

    /// Whether two item lists hold the same items in the same order.
    private static func sameItems(_ a: [UIBarButtonItem]?, _ b: [UIBarButtonItem]?) -> Bool {
        let (a, b) = (a ?? [], b ?? [])
        return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }
}

extension UIViewController {
    /// Shows new toolbar items in the navigation controller's toolbar when this view controller is on top.
    func toolbarItemsDidChange(animated: Bool) {
        guard let navigation = parent as? UINavigationController, navigation.topViewController === self,
            navigation.toolbar.superview === navigation.viewIfLoaded,
            TransitionDriver.transition(involving: navigation) == nil
        else { return }
        navigation.toolbar.setItems(toolbarItems, animated: animated)
    }
}
