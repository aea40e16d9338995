import Foundation
import Testing

@testable import Flipbook

/// The layout pass in UIKit's order, safe areas and their guides, and autoresizing.
@MainActor @Suite struct LayoutPassTests {
    final class Recorder {
        var events: [String] = []
    }

    final class TracingView: UIView {
        var recorder: Recorder?
        override func updateConstraints() {
            recorder?.events.append("\(accessibilityIdentifier ?? "?").updateConstraints")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            recorder?.events.append("\(accessibilityIdentifier ?? "?").layoutSubviews")
            super.layoutSubviews()
        }
        override func safeAreaInsetsDidChange() {
            recorder?.events.append("\(accessibilityIdentifier ?? "?").safeAreaInsetsDidChange")
        }
    }

    final class TracingController: UIViewController {
        let recorder: Recorder
        init(recorder: Recorder) {
            self.recorder = recorder
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            let view = TracingView(frame: UIScreen.main.bounds)
            view.accessibilityIdentifier = "root"
            view.recorder = recorder
            self.view = view
        }
        override func viewSafeAreaInsetsDidChange() { recorder.events.append("viewSafeAreaInsetsDidChange") }
        override func viewWillLayoutSubviews() { recorder.events.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { recorder.events.append("viewDidLayoutSubviews") }
    }

    func window(height: CGFloat = 844) -> UIWindow {
        VirtualClock.shared.reset()
        LayoutDiagnostics.shared.logsToStandardError = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        window.makeKeyAndVisible()
        return window
    }

    @Test func updateConstraintsThenSafeAreaThenLayoutInUIKitsOrder() {
        let recorder = Recorder()
        let controller = TracingController(recorder: recorder)
        let window = window()
        window.rootViewController = controller
        window.layoutIfNeeded()
        recorder.events.removeAll()
        let child = TracingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        child.accessibilityIdentifier = "child"
        child.recorder = recorder
        controller.view.addSubview(child)
        child.setNeedsUpdateConstraints()
        controller.view.setNeedsUpdateConstraints()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(
            recorder.events == [
                "child.updateConstraints", "root.updateConstraints", "root.safeAreaInsetsDidChange",
                "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews", "root.layoutSubviews",
                "viewDidLayoutSubviews", "child.safeAreaInsetsDidChange", "child.layoutSubviews",
            ])
    }

    @Test func safeAreaGuideFollowsTheDeviceAndAdditionalInsets() {
        let window = window()
        let controller = UIViewController()
        window.rootViewController = controller
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: guide.topAnchor),
            banner.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            banner.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(banner.frame == CGRect(x: 8, y: 47, width: 374, height: 763))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 91, width: 390, height: 670))
        #expect(banner.frame == CGRect(x: 8, y: 91, width: 374, height: 670))
    }

    @Test func autoresizingMaskStretchesTheFlexibleParts() {
        _ = window()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let corner = UIView(frame: CGRect(x: 170, y: 70, width: 20, height: 20))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let halves = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        halves.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        for view in [bar, corner, halves] { parent.addSubview(view) }
        parent.frame.size = CGSize(width: 400, height: 200)
        #expect(bar.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
        #expect(corner.frame == CGRect(x: 370, y: 170, width: 20, height: 20))
        #expect(halves.frame == CGRect(x: 100, y: 0, width: 200, height: 100), "shared 1:2:1 by length")
        parent.autoresizesSubviews = false
        parent.bounds.size = CGSize(width: 100, height: 100)
        #expect(bar.frame.width == 380)
    }

    @Test func userLayoutGuideSpacesTwoViews() {
        _ = window()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let (left, right) = (UIView(), UIView())
        let gap = UILayoutGuide()
        row.addLayoutGuide(gap)
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: row.topAnchor), view.heightAnchor.constraint(equalToConstant: 50),
                view.widthAnchor.constraint(equalToConstant: 100),
            ])
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            gap.topAnchor.constraint(equalTo: row.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        row.layoutIfNeeded()
        #expect(right.frame.minX == 200)
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 100, height: 1))
        #expect(row.layoutGuides.count == 1 && gap.owningView === row)
    }
}
