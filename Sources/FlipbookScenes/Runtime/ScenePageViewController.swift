import Flipbook

/// A scene's page root: a `UIPageViewController` that is its own data source, serving the scene's pages in
/// order (and the page indicator's count and index), showing the first.
@MainActor
final class ScenePageViewController: UIPageViewController, UIPageViewControllerDataSource {
    let pages: [UIViewController]

    init(pages: [UIViewController], style: ScenePageStyle) {
        self.pages = pages
        super.init(
            transitionStyle: style == .scroll ? .scroll : .pageCurl, navigationOrientation: .horizontal,
            options: nil)
        dataSource = self
        if let first = pages.first { setViewControllers([first], direction: .forward, animated: false) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Turns to the page at `index` (`select` in a scene), forward or back as it lies.
    func turn(to index: Int, animated: Bool) {
        guard pages.indices.contains(index) else { return }
        let current = viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } } ?? 0
        setViewControllers([pages[index]], direction: index >= current ? .forward : .reverse, animated: animated)
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
