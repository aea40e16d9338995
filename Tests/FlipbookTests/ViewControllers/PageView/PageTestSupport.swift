import Flipbook
import Foundation

/// Onboarding-style pages: each a colour with a white card, served in order by a data source that can
/// also draw the page indicator, with a delegate log.
@MainActor
final class ColorPages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    var showsIndicator = false
    var log: [String] = []

    init(
        _ colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple],
        card: CGRect = CGRect(x: 40, y: 200, width: 310, height: 300)
    ) {
        pages = colors.enumerated().map { index, color in
            let page = UIViewController()
            page.title = "page \(index)"
            page.view.backgroundColor = color
            let card = UIView(frame: card)
            card.backgroundColor = .white
            card.layer.cornerRadius = 24
            page.view.addSubview(card)
            return page
        }
    }

    func index(of page: UIViewController) -> Int? { pages.firstIndex { $0 === page } }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = index(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { showsIndicator ? pages.count : 0 }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.append("will \(pendingViewControllers.compactMap(\.title).joined(separator: ","))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.append(
            "did \(finished) \(previousViewControllers.compactMap(\.title).joined(separator: ",")) \(completed)")
    }
}
