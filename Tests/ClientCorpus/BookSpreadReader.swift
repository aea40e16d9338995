import Flipbook

/// A two-page spread as iPad and landscape book readers show it: a page-curl `UIPageViewController` with the
/// spine in the middle, so it shows two pages side by side and each turn takes the next two (the back of the
/// turning right page becomes the new left page).
final class BookSpreadViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    let pages: [BookPageViewController] = (0..<6).map { BookPageViewController(number: $0) }
    /// The number of the left page shown.
    private(set) var leftPageNumber = 0

    init() {
        super.init(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [UIPageViewController.OptionsKey.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        isDoubleSided = true
        setViewControllers([pages[0], pages[1]], direction: .forward, animated: false, completion: nil)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? BookPageViewController, page.number > 0 else { return nil }
        return pages[page.number - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? BookPageViewController, page.number + 1 < pages.count else { return nil }
        return pages[page.number + 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        guard completed, let left = viewControllers?.first as? BookPageViewController else { return }
        leftPageNumber = left.number
    }

    /// Turns to the spread after this one, in code.
    func turnToNextSpread() {
        let next = leftPageNumber + 2
        guard next + 1 < pages.count else { return }
        setViewControllers([pages[next], pages[next + 1]], direction: .forward, animated: true) { [weak self] done in
            if done { self?.leftPageNumber = next }
        }
    }
}
