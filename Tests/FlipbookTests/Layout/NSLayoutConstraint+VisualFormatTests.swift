import Foundation
import Testing

@testable import Flipbook

/// Visual format strings turned into constraints and solved: spacing, superview edges, sizes, relations
/// between views, alignment options, direction, baselines, and the reported error for a bad format.
@MainActor @Suite struct NSLayoutConstraintVisualFormatTests {
    func container() -> (UIView, UIView, UIView) {
        VirtualClock.shared.reset()
        LayoutDiagnostics.shared.logsToStandardError = false
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView()
        let b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        return (container, a, b)
    }

    @Test func horizontalRowWithStandardAndExplicitSpacing() {
        let (container, a, b) = container()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(50)]-[b]-10-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(30)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(==a)]", metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 0, width: 50, height: 30), "20 from the superview: the standard space")
        #expect(b.frame == CGRect(x: 78, y: 0, width: 212, height: 30), "8 between siblings")
    }

    @Test func relationsPrioritiesMetricsAndViewPredicates() {
        let (container, a, b) = container()
        let views: [String: Any] = ["a": a, "b": b]
        let constraints =
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-(margin)-[a(>=minimum,<=400@750)]-(>=gap)-[b(==a)]-(margin)-|",
                options: [.alignAllCenterY],
                metrics: ["margin": 10, "minimum": CGFloat(60), "gap": NSNumber(value: 4)],
                views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[a(20)]", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(40)]", metrics: nil, views: views)
        #expect(constraints.contains { $0.priority == UILayoutPriority(750) && $0.relation == .lessThanOrEqual })
        #expect(constraints.allSatisfy { !$0.isActive }, "made inactive, as UIKit's")
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(a.frame.minX == 10 && b.frame.maxX == 290 && a.frame.width == b.frame.width)
        #expect(a.frame.width >= 60 && b.frame.minX - a.frame.maxX >= 4)
        #expect(b.frame.midY == a.frame.midY && b.frame.height == 40)
    }

    @Test func rightToLeftReversesAHorizontalFormat() {
        let (container, a, b) = container()
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-5-[a(40)]-10-[b(40)]", options: .directionRightToLeft, metrics: nil,
                views: ["a": a, "b": b])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: ["a": a])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: ["b": b]))
        container.layoutIfNeeded()
        #expect(a.frame.minX == 255 && b.frame.minX == 205)
    }

    @Test func baselineToBaselineSpacing() {
        let (container, _, _) = container()
        let title = UILabel()
        title.text = "Title"
        title.font = .systemFont(ofSize: 24)
        let subtitle = UILabel()
        subtitle.text = "Subtitle"
        for label in [title, subtitle] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        let views = ["title": title, "subtitle": subtitle]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|[title]-30-[subtitle]", options: [.spacingBaselineToBaseline, .alignAllLeading],
                metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|[title]", metrics: nil, views: views))
        container.layoutIfNeeded()
        let gap =
            (subtitle.frame.minY + subtitle.firstBaselineOffsetFromTop)
            - (title.frame.maxY - title.lastBaselineOffsetFromBottom)
        #expect(abs(gap - 30) < 0.5, "baseline to baseline: \(gap)")
        #expect(subtitle.frame.minX == title.frame.minX)
    }

    @Test func badFormatsAreReportedWithACaretAndGiveNothing() {
        let (_, a, b) = container()
        let loose = UIView()
        let cases: [(String, NSLayoutConstraint.FormatOptions, [String: Any], String)] = [
            ("H:|-[a]-[c]-|", [], ["a": a, "b": b], "c is not a key in the views dictionary."),
            ("H:|[loose]", [], ["loose": loose], "because the related view doesn't have a superview"),
            ("H:[a]-[b]", .alignAllLeft, ["a": a, "b": b], "aligned on a horizontal edge"),
            ("H:[a(]", [], ["a": a], "Expected a number, a metric name or a view name"),
        ]
        for (format, options, views, reason) in cases {
            let made = NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: nil, views: views)
            #expect(made.isEmpty, "\(format)")
            let issues = LayoutDiagnostics.shared.takeIssues()
            #expect(issues.count == 1 && issues[0].kind == .invalidVisualFormat, "\(format)")
            let message = issues.first?.message ?? ""
            #expect(
                message.hasPrefix("Unable to parse constraint format: \n") && message.contains(reason), "\(message)")
            #expect(message.contains("\n\(format)\n") && message.hasSuffix("^"), "\(message)")
        }
    }
}
