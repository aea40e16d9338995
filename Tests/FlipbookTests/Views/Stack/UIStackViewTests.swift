import Foundation
import Testing

@testable import Flipbook

/// A view with a fixed intrinsic content size, as labels, buttons and image views have.
@MainActor final class SizedBox: UIView {
    var size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// Stack views' distributions, alignments, spacing and arranged-view management, checked on the frames
/// UIKit's documentation describes.
@MainActor @Suite struct UIStackViewTests {
    /// A stack view with a fixed frame (it translates its autoresizing mask) arranging `views`.
    func stack(
        _ views: [UIView], width: CGFloat = 300, height: CGFloat = 100, axis: NSLayoutConstraint.Axis = .horizontal,
        configure: (UIStackView) -> Void = { _ in }
    ) -> UIStackView {
        VirtualClock.shared.reset()
        LayoutDiagnostics.shared.logsToStandardError = false
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.axis = axis
        configure(stack)
        stack.layoutIfNeeded()
        return stack
    }

    func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    func minXs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
    func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }
    func midXs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.midX) }

    // MARK: Distribution

    @Test func fillStretchesTheLastViewWhenHuggingTies() {
        let a = SizedBox(50, 20)
        let b = SizedBox(60, 30)
        _ = stack([a, b]) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 100))
        #expect(!a.translatesAutoresizingMaskIntoConstraints, "arranging a view hands it to Auto Layout")
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = SizedBox(50, 20)
        let b = SizedBox(60, 30)
        a.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = stack([a, b]) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 100))
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 100))
    }

    @Test func fillShrinksTheViewThatResistsLeastThenTheLast() {
        let a = SizedBox(80, 20)
        let b = SizedBox(60, 20)
        let stack = stack([a, b], width: 100) { $0.spacing = 10 }
        #expect(a.frame.width == 80 && b.frame == CGRect(x: 90, y: 0, width: 10, height: 100), "ties: the last")
        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        stack.layoutIfNeeded()
        #expect(a.frame.width == 30 && b.frame == CGRect(x: 40, y: 0, width: 60, height: 100))
    }

    @Test func fillEquallyGivesEveryViewTheSameSize() {
        let views = [SizedBox(10, 10), SizedBox(200, 10), UIView()]
        _ = stack(views) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        #expect(minXs(views) == [0, 105, 210])
        #expect(widths(views) == [90, 90, 90])
    }

    @Test func fillProportionallyFollowsTheIntrinsicSizes() {
        let a = SizedBox(50, 10)
        let b = SizedBox(100, 10)
        _ = stack([a, b], width: 330) {
            $0.distribution = .fillProportionally
            $0.spacing = 30
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(b.frame == CGRect(x: 130, y: 0, width: 200, height: 100))
    }

    @Test func fillProportionallyFollowsAChangedIntrinsicSize() {
        let a = SizedBox(50, 10)
        let b = SizedBox(100, 10)
        let stack = stack([a, b], width: 300) { $0.distribution = .fillProportionally }
        a.size.width = 100
        a.invalidateIntrinsicContentSize()
        stack.layoutIfNeeded()
        #expect(a.frame.width == 150 && b.frame.width == 150)
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        let views = [SizedBox(50, 10), SizedBox(60, 10), SizedBox(70, 10)]
        _ = stack(views) {
            $0.distribution = .equalSpacing
            $0.spacing = 5
        }
        #expect(minXs(views) == [0, 110, 230])
        #expect(widths(views) == [50, 60, 70])
    }

    @Test func equalSpacingNeverGoesBelowTheSpacing() {
        let views = [SizedBox(50, 10), SizedBox(60, 10), SizedBox(70, 10)]
        _ = stack(views, width: 180) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        #expect(minXs(views) == [0, 60, 130])
        #expect(widths(views) == [50, 60, 50], "the last view shrinks: \(views.map(\.frame))")
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        let views = [SizedBox(20, 10), SizedBox(60, 10), SizedBox(100, 10)]
        _ = stack(views) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        #expect(midXs(views) == [10, 130, 250])
        #expect(widths(views) == [20, 60, 100])
    }

    // MARK: Alignment

    func aligned(_ alignment: UIStackView.Alignment) -> [CGRect] {
        let views = [SizedBox(50, 20), SizedBox(60, 40)]
        _ = stack(views) {
            $0.alignment = alignment
            $0.spacing = 10
            $0.distribution = .equalSpacing
        }
        return views.map(\.frame)
    }

    @Test func alignmentsAcrossAHorizontalStack() {
        #expect(aligned(.fill) == [rect(0, 0, 50, 100), rect(240, 0, 60, 100)])
        #expect(aligned(.top) == [rect(0, 0, 50, 20), rect(240, 0, 60, 40)])
        #expect(aligned(.center) == [rect(0, 40, 50, 20), rect(240, 30, 60, 40)])
        #expect(aligned(.bottom) == [rect(0, 80, 50, 20), rect(240, 60, 60, 40)])
        #expect(aligned(.firstBaseline) == [rect(0, 0, 50, 20), rect(240, 0, 60, 40)], "no text: the top edges")
        #expect(aligned(.lastBaseline) == [rect(0, 80, 50, 20), rect(240, 60, 60, 40)], "no text: the bottoms")
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test func baselineAlignmentsLineUpLabelsText() {
        let small = UILabel()
        small.text = "Small"
        small.font = .systemFont(ofSize: 12)
        let large = UILabel()
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        _ = stack([small, large]) {
            $0.alignment = .firstBaseline
            $0.distribution = .equalSpacing
        }
        let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop
        let largeBaseline = large.frame.minY + large.firstBaselineOffsetFromTop
        #expect(abs(smallBaseline - largeBaseline) < 0.5, "\(small.frame) \(large.frame)")
        #expect(large.frame.minY == 0, "the tallest text sits at the top")
        #expect(small.frame.minY > 10)
    }

    @Test func alignmentsAcrossAVerticalStack() {
        let a = SizedBox(50, 20)
        let b = SizedBox(80, 30)
        _ = stack([a, b], width: 200, height: 300, axis: .vertical) {
            $0.alignment = .center
            $0.spacing = 8
        }
        #expect(a.frame == CGRect(x: 75, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 28, width: 80, height: 272), "fill: the last view stretches")
        let c = SizedBox(50, 20)
        _ = stack([c], width: 200, height: 300, axis: .vertical) { $0.alignment = .trailing }
        #expect(c.frame == CGRect(x: 150, y: 0, width: 50, height: 300))
    }

    // MARK: Spacing and margins

    @Test func customSpacingAfterAView() {
        let views = [SizedBox(10, 10), SizedBox(10, 10), SizedBox(10, 10)]
        let stack = stack(views, width: 350) {
            $0.distribution = .fillEqually
            $0.spacing = 10
            $0.setCustomSpacing(40, after: views[0])
        }
        #expect(stack.customSpacing(after: views[0]) == 40)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        #expect(minXs(views) == [0, 140, 250], "\(views.map(\.frame))")
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[0])
        stack.spacing = 4
        stack.frame.size.width = 312
        stack.layoutIfNeeded()
        let expected: [CGFloat] = [0, 108, 212]
        #expect(minXs(views) == expected, "system spacing is 8: \(views.map(\.frame))")
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }

    @Test func layoutMarginsRelativeArrangement() {
        let a = SizedBox(50, 20)
        let stack = stack([a]) {
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        #expect(a.frame == CGRect(x: 10, y: 5, width: 270, height: 80))
        stack.isLayoutMarginsRelativeArrangement = false
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        let top = UILabel()
        top.text = "Title"
        top.font = .systemFont(ofSize: 20)
        let bottom = UILabel()
        bottom.text = "Subtitle"
        bottom.font = .systemFont(ofSize: 12)
        _ = stack([top, bottom], width: 200, height: 200, axis: .vertical) {
            $0.isBaselineRelativeArrangement = true
            $0.spacing = 30
            $0.distribution = .equalSpacing
        }
        let gap =
            (bottom.frame.minY + bottom.firstBaselineOffsetFromTop)
            - (top.frame.maxY - top.lastBaselineOffsetFromBottom)
        #expect(abs(gap - 30) < 0.5 || gap > 30, "baseline to baseline: \(gap)")
    }

    // MARK: Content-sized stacks

    @Test func aStackPinnedAtOneCornerTakesItsContentsSize() {
        VirtualClock.shared.reset()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = SizedBox(50, 20)
        let b = SizedBox(60, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
        ])
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 20, y: 30, width: 120, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        b.isHidden = true
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 20, y: 30, width: 50, height: 20), "a hidden view no longer sizes the stack")
    }

    // MARK: Arranged subviews

    @Test func addingInsertingAndRemovingArrangedViews() {
        let a = SizedBox(10, 10)
        let b = SizedBox(10, 10)
        let c = SizedBox(10, 10)
        let stack = stack([a, b]) { $0.distribution = .fillEqually }
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b] && stack.subviews.count == 3)
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, c, a], "inserting an arranged view moves it")
        stack.layoutIfNeeded()
        #expect(minXs([b, c, a]) == [0, 100, 200])
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews == [b, a] && c.superview === stack, "still a subview, as in UIKit")
        stack.layoutIfNeeded()
        #expect(minXs([b, a]) == [0, 150])
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews == [b], "leaving the stack view stops the arranging")
        stack.insertArrangedSubview(a, at: 5)
        #expect(stack.arrangedSubviews == [b], "an index past the end is refused")
    }

    @Test func hiddenViewsCollapse() {
        let views = [SizedBox(10, 10), SizedBox(10, 10), SizedBox(10, 10)]
        let stack = stack(views, width: 315) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(views[2].frame == CGRect(x: 165, y: 0, width: 150, height: 100))
        #expect(
            views[1].frame == CGRect(x: 165, y: 0, width: 0, height: 10) && views[1].layer.isHidden,
            "keeps its own height")
        views[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(minXs(views) == [0, 110, 220])
    }

    // MARK: Animation

    @Test func hidingInsideAnAnimationBlockCollapsesTheViewThenHidesIt() {
        let views = [SizedBox(10, 10), SizedBox(10, 10), SizedBox(10, 10)]
        let stack = stack(views) { $0.distribution = .fillEqually }
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            views[1].isHidden = true
        } completion: { _ in
            finished = true
        }
        #expect(views[1].isHidden, "the model is hidden at once")
        #expect(!views[1].layer.isHidden, "but it keeps drawing while it collapses")
        #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 100), "laid out inside the block")
        VirtualClock.shared.advance(by: 0.5)
        let middle = views[1].layer.presentation()!.frame
        let last = views[2].layer.presentation()!.frame
        #expect(abs(middle.width - 50) < 1e-6, "halfway: \(middle)")
        #expect(abs(last.minX - 175) < 1e-6 && abs(last.width - 125) < 1e-6, "halfway: \(last)")
        #expect(!views[1].layer.isHidden)
        VirtualClock.shared.advance(by: 0.6)
        #expect(views[1].layer.isHidden && finished)
        _ = stack
    }

    @Test func showingAgainBeforeTheAnimationEndsKeepsTheViewVisible() {
        let views = [SizedBox(10, 10), SizedBox(10, 10)]
        _ = stack(views) { $0.distribution = .fillEqually }
        UIView.animate(withDuration: 1) { views[1].isHidden = true }
        VirtualClock.shared.advance(by: 0.25)
        UIView.animate(withDuration: 1) { views[1].isHidden = false }
        VirtualClock.shared.advance(by: 2)
        #expect(!views[1].isHidden && !views[1].layer.isHidden)
        #expect(views[1].frame == CGRect(x: 150, y: 0, width: 150, height: 100))
    }

    @Test func changingTheAxisInsideAnAnimationBlockAnimates() {
        let views = [SizedBox(10, 10), SizedBox(10, 10)]
        let stack = stack(views, width: 200, height: 200) { $0.distribution = .fillEqually }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { stack.axis = .vertical }
        #expect(views[1].frame == CGRect(x: 0, y: 100, width: 200, height: 100))
        VirtualClock.shared.advance(by: 0.5)
        let shown = views[1].layer.presentation()!.frame
        #expect(abs(shown.minX - 50) < 1e-6 && abs(shown.minY - 50) < 1e-6, "halfway: \(shown)")
    }
}

/// Rebuilding a stack view's constraints removes and adds many of them at very different priorities: the
/// incremental solver must land where a fresh solve of the same constraints does.
@MainActor @Suite struct StackSolverConsistencyTests {
    @Test func rebuildsMatchAFreshSolve() throws {
        let a = SizedBox(50, 10)
        let b = SizedBox(100, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        for width in [100.0, 20, 180, 50] {
            a.size.width = width
            a.invalidateIntrinsicContentSize()
            stack.layoutIfNeeded()
            let incremental = (a.layoutVariables.frame, b.layoutVariables.frame)
            let fresh = LayoutSolver()
            for constraint in LayoutEngine.current.solver.constraints.keys { try fresh.add(constraint) }
            fresh.updateVariables()
            #expect(incremental == (a.layoutVariables.frame, b.layoutVariables.frame), "intrinsic width \(width)")
            #expect(abs(a.frame.width - 300 * width / (width + 100)) < 0.5)
            LayoutEngine.current.solver.updateVariables()
        }
    }
}
