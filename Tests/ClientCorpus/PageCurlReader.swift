import Flipbook

/// A book reader as apps write it: a page-curl `UIPageViewController` whose pages are chapters' text
/// blocks; the data source serves the neighbours and the delegate follows the page the reader is on.
final class BookReaderViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    let pages: [BookPageViewController] = (0..<4).map { BookPageViewController(number: $0) }
    private(set) var pageNumber = 0

    init() {
        super.init(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.min.rawValue])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        view.backgroundColor = .systemBackground
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
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
        guard completed, let page = viewControllers?.first as? BookPageViewController else { return }
        pageNumber = page.number
    }

    func turnToNextPage() {
        guard pageNumber + 1 < pages.count else { return }
        setViewControllers([pages[pageNumber + 1]], direction: .forward, animated: true) { [weak self] finished in
            if finished { self?.pageNumber += 1 }
        }
    }
}

/// One page: a paper-coloured sheet with a heading bar and lines of "text".
final class BookPageViewController: UIViewController {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.98, green: 0.96, blue: 0.9, alpha: 1)
        let heading = UIView(frame: CGRect(x: 16, y: 40, width: 90 + CGFloat(number) * 12, height: 14))
        heading.backgroundColor = .systemBrown
        view.addSubview(heading)
        for line in 0..<10 {
            let text = UIView(frame: CGRect(x: 16, y: 76 + CGFloat(line) * 18, width: line == 9 ? 80 : 148, height: 6))
            text.backgroundColor = .systemGray3
            view.addSubview(text)
        }
    }
}
