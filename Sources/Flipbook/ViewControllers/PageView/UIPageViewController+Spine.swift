import Foundation

/// Where a page view controller's pages lie, from its spine and sides, and the rules UIKit sets on how many
/// view controllers it takes: the scroll style and single-sided pages show one; double-sided pages with the
/// spine at the edge take two (the front shown, and the back a turn shows, kept off screen); the spine in
/// the middle shows two side by side (left and right, or top and bottom).
extension UIPageViewController {
    /// How many view controllers `setViewControllers(_:direction:animated:completion:)` takes.
    var requiredPageCount: Int {
        transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
    }

    /// The pages on screen: both with the spine in the middle, else the first.
    var shownPages: [UIViewController] {
        spineLocation == .mid ? pages : Array(pages.prefix(1))
    }

    /// The frame of the page at `index` of `pages` in the page host: a half beside the spine in the middle
    /// (left/top first), else the whole host.
    func pageFrame(at index: Int) -> CGRect {
        let bounds = pageHost.bounds
        guard spineLocation == .mid else { return bounds }
        if navigationOrientation == .horizontal {
            let half = bounds.width / 2
            return CGRect(x: bounds.minX + CGFloat(index) * half, y: bounds.minY, width: half, height: bounds.height)
        }
        let half = bounds.height / 2
        return CGRect(x: bounds.minX, y: bounds.minY + CGFloat(index) * half, width: bounds.width, height: half)
    }

    /// Puts the shown pages' views in the page host at their frames and takes the others' views out.
    func placePages() {
        let shown = shownPages
        for (index, page) in pages.enumerated() {
            guard shown.contains(where: { $0 === page }) else {
                page.viewIfLoaded?.removeFromSuperview()
                continue
            }
            let pageView: UIView = page.view
            if pageView.superview !== pageHost { pageHost.addSubview(pageView) }
            pageView.autoresizingMask = spineLocation == .mid ? [] : [.flexibleWidth, .flexibleHeight]
            pageView.frame = pageFrame(at: index)
        }
    }

    /// What is wrong with giving `count` view controllers, for a report naming `call`.
    func pageCountMistake(_ count: Int, call: String) -> String {
        let needs = requiredPageCount
        let why: String
        switch (transitionStyle, spineLocation) {
        case (.scroll, _): why = "the scroll style shows one page at a time"
        case (_, .mid): why = "the spine location .mid shows two pages side by side (left and right)"
        default:
            why =
                isDoubleSided
                ? "double-sided pages take the front of the page shown and the back a turn shows"
                : "single-sided pages with the spine at the edge show one page at a time"
        }
        return """
            \(call).setViewControllers(_:direction:animated:) got \(count) view controller\(count == 1 ? "" : "s"), \
            needs \(needs): \(why) (UIKit raises an exception); the pages are unchanged
            """
    }

    /// Asks the delegate's `pageViewController(_:spineLocationFor:)` for the spine of a page curl and adopts
    /// it. The delegate may call `setViewControllers` meanwhile (as Xcode's page-based template does); the
    /// pages are checked against the new spine once it answers.
    func askDelegateForSpine() {
        guard transitionStyle == .pageCurl, let delegate, turn == nil else { return }
        isAskingForSpine = true
        let asked = delegate.pageViewController(self, spineLocationFor: World.current.interfaceOrientation)
        isAskingForSpine = false
        let name = TransitionContext.name(of: self)
        if let spine = Self.supportedSpine(asked), spine != spineLocation {
            spineLocation = spine
            if spine == .mid { storedDoubleSided = true }
        }
        if !pages.isEmpty, pages.count != requiredPageCount {
            TransitionDiagnostics.shared.report(
                .invalidRequest(
                    """
                    \(name) has \(pages.count) view controller\(pages.count == 1 ? "" : "s") after \
                    pageViewController(_:spineLocationFor:) chose \(spineLocation), needs \(requiredPageCount): \
                    call setViewControllers(_:direction:animated:completion:) with \(requiredPageCount) in it
                    """))
        }
        UIView.performWithoutAnimation { placePages() }
    }
}
