import Foundation
import Testing

@testable import Flipbook

/// Layout passes asked for from inside a layout: never re-entered, repeated while asked, stopped with a
/// diagnostic when they never settle.
@MainActor @Suite struct CALayerLayoutTests {
    /// A view that asks for its own layout again from `layoutSubviews()` until it has run `settlesAfter` times.
    final class RestlessView: UIView {
        var settlesAfter = Int.max
        var passes = 0
        var depth = 0
        var deepest = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            depth += 1
            deepest = max(deepest, depth)
            passes += 1
            if passes < settlesAfter {
                setNeedsLayout()
                layoutIfNeeded()
            }
            depth -= 1
        }
    }

    func sink() -> LayoutDiagnostics {
        let diagnostics = LayoutDiagnostics.shared
        diagnostics.reset()
        diagnostics.logsToStandardError = false
        return diagnostics
    }

    @Test func aLayoutAskingForItselfAgainRunsAgainAfterItReturns() {
        let diagnostics = sink()
        defer { diagnostics.reset() }
        let view = RestlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.settlesAfter = 3
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.passes == 3)
        #expect(view.deepest == 1, "never re-entered")
        #expect(diagnostics.issues.isEmpty)
    }

    @Test func aLayoutThatNeverSettlesStopsWithADiagnostic() throws {
        let diagnostics = sink()
        defer { diagnostics.reset() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RestlessView(frame: window.bounds)
        view.accessibilityIdentifier = "restless"
        window.addSubview(view)
        view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.passes == CALayer.layoutFeedbackLoopThreshold)
        #expect(view.deepest == 1)
        let issue = try #require(diagnostics.issues.first)
        #expect(diagnostics.issues.count == 1)
        #expect(issue.kind == .layoutFeedbackLoop)
        #expect(issue.message.contains("RestlessView(restless) was laid out 100 times"), "\(issue.message)")
    }

    @Test func aSubviewsLayoutIfNeededDoesNotReenterItsSuperviewsLayout() {
        final class Parent: UIView {
            let child = UIView()
            var passes = 0
            var depth = 0
            var deepest = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                depth += 1
                deepest = max(deepest, depth)
                passes += 1
                if passes == 1 { setNeedsLayout() }
                child.setNeedsLayout()
                child.layoutIfNeeded()
                depth -= 1
            }
        }
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(parent.child)
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.deepest == 1)
        #expect(parent.passes == 2, "the pass its child's layoutIfNeeded asked for ran once it returned")
    }
}
