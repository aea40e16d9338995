import Foundation
import Testing

@testable import Flipbook

/// Key-value observing without an Objective-C runtime: `observe(_:options:changeHandler:)`, `addObserver`,
/// `removeObserver` and `observeValue` overrides, for the keys UIKit clients observe.
@MainActor @Suite struct KeyValueObservingTests {
    /// An observer recording what `observeValue(forKeyPath:of:change:context:)` received.
    final class Watcher: UIView {
        var received: [(keyPath: String?, change: [NSKeyValueChangeKey: Any])] = []
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            received.append((keyPath, change ?? [:]))
        }
    }

    @Test func frameReportsChangesThroughFrameBoundsCenterAndAutoLayout() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.addSubview(view)
        var frames: [CGRect] = []
        var olds: [CGRect] = []
        let observation = view.observe(\.frame, options: [.new, .old]) { observed, change in
            #expect(observed === view)
            frames.append(change.newValue ?? .null)
            olds.append(change.oldValue ?? .null)
        }
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        view.center = CGPoint(x: 100, y: 100)
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        view.frame = view.frame // unchanged: no report
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 30),
            view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 60),
        ])
        superview.layoutIfNeeded()
        #expect(
            frames == [
                CGRect(x: 10, y: 10, width: 100, height: 100), CGRect(x: 50, y: 50, width: 100, height: 100),
                CGRect(x: 75, y: 75, width: 50, height: 50), CGRect(x: 20, y: 30, width: 40, height: 60),
            ])
        #expect(olds.first == CGRect(x: 0, y: 0, width: 100, height: 100) && olds.last == frames[2])
        observation.invalidate()
        view.alpha = 0.5
        view.center = .zero
        #expect(frames.count == 4, "nothing after invalidate()")
    }

    @Test func anObservationStopsWhenReleased() {
        let view = UIView(frame: .zero)
        var count = 0
        var observation: NSKeyValueObservation? = view.observe(\.alpha) { _, _ in count += 1 }
        view.alpha = 0.3
        observation = nil
        view.alpha = 0.6
        #expect(count == 1 && observation == nil)
    }

    @Test func initialAndPriorNotifications() {
        let view = UIView(frame: .zero)
        var changes: [NSKeyValueObservedChange<Bool>] = []
        let observation = view.observe(\.isHidden, options: [.initial, .prior, .new, .old]) { _, change in
            changes.append(change)
        }
        view.isHidden = true
        #expect(changes.count == 3)
        #expect(changes[0].newValue == false && !changes[0].isPrior, "initial")
        #expect(changes[1].isPrior && changes[1].oldValue == false && changes[1].newValue == nil)
        #expect(!changes[2].isPrior && changes[2].newValue == true && changes[2].oldValue == false)
        observation.invalidate()
    }

    @Test func addObserverDeliversTheRequestedEntriesToObserveValue() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = Watcher()
        var context = 0
        scrollView.addObserver(watcher, forKeyPath: "contentOffset", options: [.new, .old], context: &context)
        scrollView.addObserver(watcher, forKeyPath: "contentSize", options: [.new], context: nil)
        scrollView.contentSize = CGSize(width: 100, height: 400)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(watcher.received.map(\.keyPath) == ["contentSize", "contentOffset"])
        let offset = try #require(watcher.received.last?.change)
        #expect(offset[.newKey] as? CGPoint == CGPoint(x: 0, y: 40))
        #expect(offset[.oldKey] as? CGPoint == .zero)
        #expect((offset[.kindKey] as? NSNumber)?.uintValue == NSKeyValueChange.setting.rawValue)
        #expect(watcher.received.first?.change[.oldKey] == nil, "not asked for")
        scrollView.removeObserver(watcher, forKeyPath: "contentOffset", context: &context)
        scrollView.removeObserver(watcher, forKeyPath: "contentSize")
        scrollView.contentOffset = CGPoint(x: 0, y: 80)
        #expect(watcher.received.count == 2)
    }

    @Test func layersAndControllersToo() {
        let layer = CALayer()
        let controller = UIViewController()
        var positions: [CGPoint?] = []
        var sizes: [CGSize?] = []
        let a = layer.observe(\.position, options: .new) { _, change in positions.append(change.newValue) }
        let b = controller.observe(\.preferredContentSize, options: .new) { _, change in sizes.append(change.newValue) }
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(positions == [CGPoint(x: 20, y: 20)])
        #expect(sizes == [CGSize(width: 300, height: 200)])
        a.invalidate()
        b.invalidate()
    }

    @Test func unobservableKeysAndObserversRegisterNothing() {
        let view = UIView()
        view.addObserver(Watcher(), forKeyPath: "tag", options: [], context: nil)
        view.addObserver(NSObject(), forKeyPath: "frame", options: [], context: nil)
        #expect(KeyValueObserving.registrations(of: view).isEmpty)
        var initial = 0
        let observation = view.observe(\.tag, options: .initial) { _, _ in initial += 1 }
        view.tag = 3
        #expect(initial == 1 && KeyValueObserving.registrations(of: view).isEmpty)
        observation.invalidate()
    }
}
