// Tests/FlipbookTests/Seeds holds the sample code of the five articles Flipbook was built from ("seeds"),
// ported to Swift where it was Objective-C and otherwise kept as the articles wrote it, so it shows that
// animators written for UIKit compile and behave the same against `import Flipbook`:
//   000  Apple's View Controller Programming Guide, "Customizing the Transition Animations";
//   001  a Chinese article on custom transitions (basic, KuGou, WeChat, interactive pop, picture browser,
//        the CATransition types);
//   002  "iOS 视图控制器转场详解" (spring presentation, pan-driven pop);
//   003  an article on tab-bar, navigation and modal transitions and the transition coordinator;
//   004  a question-and-answer thread on a masked push with UINavigationControllerDelegate.
// SeedNNN<Topic>.swift is the article's code; SeedNNNTests.swift plays it and checks callbacks, view
// hierarchies and golden frames (Fixtures/Goldens/SeedNNNTests). This file is shared scaffolding.
import Flipbook
import FlipbookTesting
import Testing

/// A page that looks like app content: a tinted background with a header card and a few rows, so frames
/// show which screen is where. Logs its appearance callbacks into `log` when given one.
@MainActor
class DemoPage: UIViewController {
    let tint: UIColor
    let log: CallLog?

    init(_ title: String, tint: UIColor, log: CallLog? = nil) {
        self.tint = tint
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = DemoPageView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = tint
    }

    override func viewWillAppear(_ animated: Bool) { log?.add("\(title ?? "?").viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.add("\(title ?? "?").viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.add("\(title ?? "?").viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.add("\(title ?? "?").viewDidDisappear") }
}

/// A page's content: a header card and four rows of decreasing length, laid out for the current width.
@MainActor
final class DemoPageView: UIView {
    private let header = UIView()
    private let rows = (0..<4).map { _ in UIView() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        header.backgroundColor = UIColor(white: 1, alpha: 0.85)
        header.layer.cornerRadius = 6
        addSubview(header)
        for row in rows {
            row.backgroundColor = UIColor(white: 1, alpha: 0.6)
            row.layer.cornerRadius = 3
            addSubview(row)
        }
        place()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    private func place() {
        let width = bounds.width
        header.frame = CGRect(x: 8, y: 8, width: max(width - 16, 0), height: 40)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(
                x: 8, y: 58 + CGFloat(index) * 22, width: width * (0.8 - CGFloat(index) * 0.12), height: 12)
        }
    }
}

/// Seed code uses the screen's size (`kScreenWidth`, `UIScreen.main.bounds`): runs `body` with the main
/// screen resized to the test window's size, restoring it afterwards.
@MainActor
func withScreen<T>(width: CGFloat, height: CGFloat, _ body: () throws -> T) rethrows -> T {
    let saved = UIScreen.main.bounds
    UIScreen.main.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    defer { UIScreen.main.bounds = saved }
    return try body()
}

/// A scale-1 frame of `window` at the current time.
@MainActor
func frame(of window: UIWindow) -> Bitmap {
    FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot()
}

/// Asserts the golden `transitions/<name>.t<ms>ms.png` for `window` at the current virtual time.
@MainActor
func assertTransitionGolden(
    _ window: UIWindow, _ name: String, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertGolden(
        frame(of: window), named: name, at: VirtualClock.shared.now, suite: "transitions",
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The presentation-layer frame of `view` now.
@MainActor
func shownFrame(_ view: UIView) -> CGRect {
    view.layer.presentation()?.frame ?? view.frame
}

/// Whether two rectangles agree within `tolerance` points on every edge.
func nearly(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.01) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
