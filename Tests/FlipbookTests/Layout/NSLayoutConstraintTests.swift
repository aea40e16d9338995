import Foundation
import Testing

@testable import Flipbook

/// Constraints made with anchors and the classic initializer, solved by the engine and applied in the
/// superview's layout pass.
@MainActor @Suite struct NSLayoutConstraintTests {
    /// A 300 × 400 container at the origin (no window) and a subview placed by constraints.
    func container() -> (UIView, UIView) {
        VirtualClock.shared.reset()
        LayoutDiagnostics.shared.logsToStandardError = false
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    @Test func edgesPinnedWithConstants() {
        let (container, child) = container()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -20),
        ])
        #expect(child.frame == .zero, "frames change in the layout pass, not on activation")
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 280, height: 360))
        #expect(container.constraints.count == 4, "installed on the nearest common ancestor")
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func cardCentredWithMultipliers() {
        let (container, card) = container()
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.8),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: 10),
            card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 30, y: 135, width: 240, height: 130))
        // The container grows: the card follows in the next layout pass.
        container.frame.size = CGSize(width: 200, height: 400)
        container.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 155, width: 160, height: 90))
    }

    @Test func classicInitializerMatchesAnchors() {
        let (container, child) = container()
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 50),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: container, attribute: .height,
                multiplier: 0.25, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .right, relatedBy: .equal, toItem: container, attribute: .right,
                multiplier: 1, constant: -5),
            NSLayoutConstraint(
                item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin,
                multiplier: 1, constant: 0),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 245, y: 292, width: 50, height: 100), "8-point default margins")
    }

    @Test func constantChangeMovesTheViewAtTheNextLayoutPass() {
        let (container, sheet) = container()
        let height = sheet.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: container.bottomAnchor), height,
        ])
        container.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 0, y: 300, width: 300, height: 100))
        height.constant = 250
        #expect(sheet.frame.height == 100)
        container.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 0, y: 150, width: 300, height: 250))
    }

    @Test func animatingAConstantInsideAnAnimationBlockInterpolatesTheFrame() {
        let (container, sheet) = container()
        let height = sheet.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sheet.widthAnchor.constraint(equalTo: container.widthAnchor),
            sheet.bottomAnchor.constraint(equalTo: container.bottomAnchor), height,
        ])
        container.layoutIfNeeded()
        height.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { container.layoutIfNeeded() }
        #expect(sheet.frame == CGRect(x: 0, y: 100, width: 300, height: 300), "the model jumps to the end")
        VirtualClock.shared.advance(by: 0.5)
        let shown = sheet.layer.presentation()!.frame
        #expect(abs(shown.minY - 200) < 1e-6 && abs(shown.height - 200) < 1e-6, "halfway: \(shown)")
    }

    @Test func strongerPreferenceWinsAndRequiredBoundsHold() {
        let (container, child) = container()
        let preferred = child.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        let fallback = child.widthAnchor.constraint(equalToConstant: 100)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([
            preferred, fallback,
            child.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -20),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.leftAnchor.constraint(equalTo: container.leftAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 280)
        preferred.priority = UILayoutPriority(100)
        container.layoutIfNeeded()
        #expect(child.frame.width == 100, "now the fallback is stronger")
        preferred.priority = .required
        #expect(preferred.priority == UILayoutPriority(100), "optional → required on an active constraint is refused")
        #expect(LayoutDiagnostics.shared.takeIssues().map(\.kind) == [.invalidConstraint])
    }

    @Test func conflictingRequiredConstraintIsLoggedAndBrokenNeverACrash() {
        let (container, child) = container()
        child.accessibilityIdentifier = "card"
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        let conflict = child.widthAnchor.constraint(equalToConstant: 200)
        conflict.identifier = "too-wide"
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 10),
            child.leftAnchor.constraint(equalTo: container.leftAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        conflict.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 100)
        let issues = LayoutDiagnostics.shared.takeIssues()
        #expect(issues.count == 1)
        let message = issues.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"<NSLayoutConstraint UIView(card).width == 100 (active)>\""))
        #expect(message.hasSuffix("Will attempt to recover by breaking constraint\n" + conflict.description))
        #expect(conflict.description == "<NSLayoutConstraint 'too-wide' UIView(card).width == 200 (active)>")
        // Once the other one goes, the broken constraint takes effect.
        width.isActive = false
        container.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test func itemsInDifferentHierarchiesAreReportedAndNotActivated() {
        let (_, child) = container()
        let stranger = UIView()
        let constraint = child.topAnchor.constraint(equalTo: stranger.topAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(LayoutDiagnostics.shared.takeIssues().map(\.kind) == [.noCommonAncestor])
    }

    @Test func removingAViewDeactivatesTheConstraintsThatCrossIntoIt() {
        let (container, child) = container()
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(inner)
        let crossing = inner.topAnchor.constraint(equalTo: container.topAnchor)
        let inside = inner.topAnchor.constraint(equalTo: child.topAnchor, constant: 4)
        NSLayoutConstraint.activate([crossing, inside])
        child.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(inside.isActive)
    }

    @Test func ambiguousLayoutIsReportedByTheDebugQuery() {
        let (container, child) = container()
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
            child.leftAnchor.constraint(greaterThanOrEqualTo: container.leftAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        #expect(child.hasAmbiguousLayout, "anywhere right of the left edge will do")
        child.leftAnchor.constraint(lessThanOrEqualTo: container.leftAnchor, constant: 0).isActive = true
        #expect(!child.hasAmbiguousLayout)
        #expect(!container.hasAmbiguousLayout, "a frame-placed view is never ambiguous")
    }

    @Test func intrinsicContentSizeSizesAViewWithOnlyAPosition() {
        final class Badge: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 24) }
        }
        let (container, _) = container()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            badge.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 128, y: 8, width: 44, height: 24))
    }
}
