import Flipbook
import FlipbookTesting
import Testing

/// UIPageControl: pages and the current page are clamped, taps on either half change page and send
/// `.valueChanged`, setting the page in code sends nothing.
@MainActor
@Suite struct UIPageControlTests {
    func scene() -> (UIWindow, UIPageControl, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.makeKeyAndVisible()
        let control = UIPageControl(frame: CGRect(x: 0, y: 7, width: 200, height: 26))
        control.numberOfPages = 4
        window.addSubview(control)
        return (window, control, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    @Test func pagesAreClampedAndSized() {
        let (_, control, _) = scene()
        #expect(control.currentPage == 0)
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 104, height: 26))
        control.hidesForSinglePage = true
        control.numberOfPages = 1
        #expect(control.isHidden)
    }

    @Test func tapsOnEitherHalfChangeThePage() throws {
        let (_, control, recorder) = scene()
        var pages: [Int] = []
        control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
        try recorder.tap(at: CGPoint(x: 150, y: 20))
        try recorder.tap(at: CGPoint(x: 150, y: 20))
        try recorder.tap(at: CGPoint(x: 30, y: 20))
        try recorder.tap(at: CGPoint(x: 30, y: 20))
        try recorder.tap(at: CGPoint(x: 30, y: 20))
        #expect(pages == [1, 2, 1, 0], "the first page stops it")
        control.currentPage = 3
        #expect(pages == [1, 2, 1, 0])
    }

    @Test func untintedDotsAreWhiteAndTranslucentWhiteAsInUIKit() throws {
        let (window, control, recorder) = scene()
        window.backgroundColor = .black
        control.currentPage = 1
        let image = recorder.snapshot()
        // Four dots 16 points apart centred in 200 points: 76, 92, 108, 124; the row's centre is at y = 20.
        let current = image[92, 20]
        let other = image[76, 20]
        #expect(current.r == 255 && current.g == 255 && current.b == 255, "opaque white: \(current)")
        #expect(other.r == other.g && other.g == other.b, "a grey on black: \(other)")
        #expect((70...80).contains(other.r), "white at 30 % on black: \(other)")
        control.pageIndicatorTintColor = .systemRed
        control.currentPageIndicatorTintColor = .systemBlue
        let tinted = recorder.snapshot()
        #expect(tinted[76, 20].r > tinted[76, 20].b && tinted[92, 20].b > tinted[92, 20].r)
    }
}
