import Flipbook

/// A scene's page root: a `UIPageViewController` that is its own data source, serving the scene's pages in
/// order (and the page control's count and index), showing the first (or, double-sided, the first two: front
/// and back, or left and right with the spine in the middle).
@MainActor
final class ScenePageViewController: UIPageViewController, UIPageViewControllerDataSource {
    let pages: [UIViewController]
    /// Pages given at once: two when double-sided, else one.
    private let spread: Int

    init(pages: [UIViewController], style: ScenePageStyle, spine: ScenePageSpine = .min, doubleSided: Bool = false) {
        self.pages = pages
        spread = style == .pageCurl && doubleSided ? 2 : 1
        let options: [UIPageViewController.OptionsKey: Any]? =
            style == .pageCurl ? [.spineLocation: Self.spineLocation(spine)] : nil
        super.init(
            transitionStyle: style == .scroll ? .scroll : .pageCurl, navigationOrientation: .horizontal,
            options: options)
        if spread == 2 { isDoubleSided = true }
        dataSource = self
        if pages.count >= spread {
            setViewControllers(Array(pages.prefix(spread)), direction: .forward, animated: false)
        }
    }

    /// The `UIPageViewController.SpineLocation` a scene's spine names.
    private static func spineLocation(_ spine: ScenePageSpine) -> SpineLocation {
        switch spine {
        case .min: .min
        case .mid: .mid
        case .max: .max
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Turns to the page at `index` (`select` in a scene), forward or back as it lies; double-sided, to the
    /// pair it begins or ends (the pairs start at even positions).
    func turn(to index: Int, animated: Bool) {
        guard pages.indices.contains(index) else { return }
        let first = index - index % spread
        guard first + spread <= pages.count else { return }
        let current = viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } } ?? 0
        setViewControllers(
            Array(pages[first..<first + spread]), direction: first >= current ? .forward : .reverse,
            animated: animated)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } } ?? 0
    }
}
