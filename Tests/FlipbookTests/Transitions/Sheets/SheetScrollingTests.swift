import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// A scroll view inside a sheet shares drags with the sheet as UIKit does.
@MainActor
@Suite struct SheetScrollingTests {
    /// A sheet whose content is a header above a tall scroll view of rows.
    @MainActor private final class ScrollingSheet: UIViewController {
        let scrollView = UIScrollView()
        var scrolls = 0
        private var counter: ScrollCounter?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGray6
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
            header.backgroundColor = .systemOrange
            view.addSubview(header)
            scrollView.frame = CGRect(x: 0, y: 56, width: 390, height: 731)
            scrollView.contentSize = CGSize(width: 390, height: 1600)
            for row in 0..<25 {
                let cell = UIView(frame: CGRect(x: 16, y: 12 + CGFloat(row) * 64, width: 358, height: 52))
                cell.backgroundColor = row.isMultiple(of: 2) ? .systemTeal : .systemIndigo
                cell.layer.cornerRadius = 8
                scrollView.addSubview(cell)
            }
            let counter = ScrollCounter { [unowned self] in scrolls += 1 }
            scrollView.delegate = counter
            self.counter = counter
            view.addSubview(scrollView)
        }
    }

    @MainActor private final class ScrollCounter: NSObject, UIScrollViewDelegate {
        let didScroll: () -> Void
        init(_ didScroll: @escaping () -> Void) { self.didScroll = didScroll }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { didScroll() }
    }

    @MainActor private final class Stage {
        let home = makeListController(.systemBlue)
        let sheet = ScrollingSheet()
        let delegate = LoggingSheetDelegate()
        let recorder: FrameRecorder
        var controller: UISheetPresentationController { sheet.sheetPresentationController! }

        init(
            detents: [UISheetPresentationController.Detent] = [.medium(), .large()], expands: Bool = true,
            selected: UISheetPresentationController.Detent.Identifier? = nil
        ) {
            recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            sheet.modalPresentationStyle = .pageSheet
            controller.detents = detents
            controller.prefersGrabberVisible = true
            controller.prefersScrollingExpandsWhenScrolledToEdge = expands
            controller.selectedDetentIdentifier = selected
            controller.delegate = delegate
            home.present(sheet, animated: true)
        }
    }

    /// iPhone 14: the large detent's top is at 57, the medium one's at 844 − 34 − 377.
    private let largeTop: CGFloat = 57
    private let mediumTop: CGFloat = 844 - 34 - 377

    @Test func anUpwardDragExpandsTheSheetToLargeAndOnlyThenScrolls() throws {
        try World().run {
            let stage = Stage()
            try stage.recorder.advance(seconds: 0.6)
            let start = CGPoint(x: 195, y: mediumTop + 200)
            let rise = mediumTop - largeTop
            let finger = try stage.recorder.drag(
                from: start, to: CGPoint(x: 195, y: start.y - rise / 2), duration: 0.3, ending: .hold)
            #expect(stage.sheet.view.frame.minY == mediumTop - rise / 2, "the sheet follows the finger up")
            #expect(stage.sheet.scrollView.contentOffset.y == 0, "the content stays while the sheet grows")
            #expect(stage.sheet.scrolls == 0)
            try stage.recorder.drag(finger, through: [CGPoint(x: 195, y: start.y - rise - 100)], duration: 0.3)
            #expect(stage.sheet.view.frame.minY == largeTop)
            #expect(stage.sheet.scrollView.contentOffset.y == 100, "past the largest detent the content scrolls")
            try stage.recorder.advance(seconds: 0.5)
            #expect(stage.controller.selectedDetentIdentifier == .large)
            #expect(stage.sheet.view.frame.minY == largeTop)
            #expect(stage.sheet.scrollView.contentOffset.y == 100)
        }
    }

    @Test func withoutExpandingTheContentScrollsAtOnce() throws {
        try World().run {
            let stage = Stage(expands: false)
            try stage.recorder.advance(seconds: 0.6)
            let finger = try stage.recorder.drag(
                from: CGPoint(x: 195, y: mediumTop + 300), to: CGPoint(x: 195, y: mediumTop + 150), duration: 0.3,
                ending: .hold)
            try stage.recorder.drag(finger, through: [CGPoint(x: 195, y: mediumTop + 150)], duration: 0.1)
            try stage.recorder.advance(seconds: 0.5)
            #expect(stage.sheet.view.frame.minY == mediumTop)
            #expect(stage.controller.selectedDetentIdentifier != .large)
            #expect(stage.sheet.scrollView.contentOffset.y == 150)
        }
    }

    @Test func aDownwardDragOnContentAtItsTopDragsTheSheetDown() throws {
        try World().run {
            let stage = Stage(selected: .large)
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.sheet.view.frame.minY == largeTop)
            try stage.recorder.drag(
                from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 300 + (mediumTop - largeTop) - 20),
                duration: 0.8)
            try stage.recorder.advance(seconds: 0.5)
            #expect(stage.sheet.view.frame.minY == mediumTop, "it settles at the medium detent")
            #expect(stage.controller.selectedDetentIdentifier == .medium)
            #expect(stage.sheet.scrollView.contentOffset.y == 0)
            #expect(stage.sheet.scrolls == 0, "the content never moved")
        }
    }

    @Test func aDownwardDragOnScrolledContentScrollsIt() throws {
        try World().run {
            let stage = Stage(selected: .large)
            try stage.recorder.advance(seconds: 0.6)
            stage.sheet.scrollView.contentOffset = CGPoint(x: 0, y: 300)
            let finger = try stage.recorder.drag(
                from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.4, ending: .hold)
            try stage.recorder.drag(finger, through: [CGPoint(x: 195, y: 500)], duration: 0.1)
            try stage.recorder.advance(seconds: 0.5)
            #expect(stage.sheet.view.frame.minY == largeTop, "the sheet stays")
            #expect(stage.sheet.scrollView.contentOffset.y == 100)
        }
    }

    @Test func aPageSheetWhoseContentIsAtItsTopIsSwipedAway() throws {
        try World().run {
            let stage = Stage(detents: [.large()])
            try stage.recorder.advance(seconds: 0.6)
            try stage.recorder.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3)
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.sheet.presentingViewController == nil)
            #expect(stage.delegate.calls.suffix(3) == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(stage.sheet.scrolls == 0)
        }
    }

    @Test func anUpwardDragOnAPageSheetScrollsItsContent() throws {
        try World().run {
            let stage = Stage(detents: [.large()])
            try stage.recorder.advance(seconds: 0.6)
            try stage.recorder.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 400), duration: 0.3)
            #expect(stage.sheet.view.frame.minY == largeTop)
            #expect(stage.sheet.scrollView.contentOffset.y == 200)
        }
    }

    @Test func theExpansionAsItLooks() throws {
        try World().run {
            let stage = Stage()
            try stage.recorder.advance(seconds: 0.6)
            let start = CGPoint(x: 195, y: mediumTop + 200)
            let finger = try stage.recorder.drag(
                from: start, to: CGPoint(x: 195, y: start.y - 180), duration: 0.3, ending: .hold)
            assertGolden(stage.recorder.snapshot(), named: "sheet-scroll-expanding", at: 0.9, suite: "sheets")
            try stage.recorder.drag(
                finger, through: [CGPoint(x: 195, y: start.y - (mediumTop - largeTop) - 120)], duration: 0.3)
            assertGolden(stage.recorder.snapshot(), named: "sheet-scroll-expanded-scrolled", at: 1.2, suite: "sheets")
        }
    }
}
