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

/// A book of `ColorPages` (cards centred, so a page is its own mirror image) curling about `spine` on an iPhone 14
/// in portrait, showing page `first` (and, double-sided, its back `first + 1`).
@MainActor
func curlBook(
    spine: UIPageViewController.SpineLocation, _ orientation: UIPageViewController.NavigationOrientation = .horizontal,
    doubleSided: Bool = false, showing first: Int = 0
) -> (UIPageViewController, ColorPages, FrameRecorder) {
    let source = ColorPages(
        [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemTeal, .systemPink],
        card: CGRect(x: 40, y: 272, width: 310, height: 300))
    let controller = UIPageViewController(
        transitionStyle: .pageCurl, navigationOrientation: orientation, options: [.spineLocation: spine.rawValue])
    controller.isDoubleSided = doubleSided
    controller.dataSource = source
    controller.delegate = source
    let given = doubleSided ? [source.pages[first], source.pages[first + 1]] : [source.pages[first]]
    controller.setViewControllers(given, direction: .forward, animated: false)
    let recorder = FrameRecorder(device: .iPhone14, rootViewController: controller, scale: 1, threads: 1)
    return (controller, source, recorder)
}

/// The share of pixels (below the status bar and above the home indicator, 60 points each) in which `frame`
/// differs clearly from `other` mirrored about its vertical centre line (or, `vertically`, its horizontal one).
func mirrorMismatch(_ frame: Bitmap, _ other: Bitmap, vertically: Bool = false) -> Double {
    let (w, h) = (frame.width, frame.height)
    var differing = 0
    var compared = 0
    for y in 60..<(h - 60) {
        for x in 0..<w {
            let a = frame[x, y]
            let b = vertically ? other[x, h - 1 - y] : other[w - 1 - x, y]
            compared += 1
            let gaps = [(a.r, b.r), (a.g, b.g), (a.b, b.b)].map { abs(Int($0.0) - Int($0.1)) }
            if gaps.contains(where: { $0 > 24 }) { differing += 1 }
        }
    }
    return Double(differing) / Double(compared)
}

/// The strongest colour channel of the pixel at (`x`, `y`) of `frame` ("r", "g" or "b"): orange pages are red,
/// green ones green and blue ones blue, shaded or not.
func strongestChannel(_ frame: Bitmap, _ x: Int, _ y: Int) -> String {
    let pixel = frame[x, y]
    if pixel.r >= pixel.g && pixel.r >= pixel.b { return "r" }
    return pixel.g >= pixel.b ? "g" : "b"
}
