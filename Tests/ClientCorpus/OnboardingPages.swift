import Flipbook

/// An onboarding flow as apps write it: a horizontal scroll `UIPageViewController` whose data source
/// serves the pages from an array and draws the page indicator, and whose delegate follows the page
/// the user ends on.
final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    let pages: [UIViewController] = [UIColor.systemBlue, .systemTeal, .systemGreen].map { color in
        let page = UIViewController()
        page.view.backgroundColor = color
        return page
    }
    private(set) var currentIndex = 0

    init() {
        super.init(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        guard completed, let shown = viewControllers?.first, let index = pages.firstIndex(of: shown) else { return }
        currentIndex = index
    }
}
