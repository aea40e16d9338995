import Foundation
import Testing

@testable import Flipbook

/// The size constraints give a view: fixed pieces add up, multi-line labels wrap at the width they get.
@MainActor @Suite struct UIViewFittingTests {
    private func card(text: String) -> (UIView, UILabel) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = UIView(frame: .zero)
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        label.text = text
        for view in [badge, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
            badge.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
            label.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -12),
        ])
        return (container, label)
    }

    @Test func theTallestPieceSetsTheHeight() {
        let (view, _) = card(text: "Short")
        let size = view.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 300)
        #expect(size.height == 60, "the 40-point badge and its 10-point margins")
        #expect(view.frame == CGRect(x: 0, y: 0, width: 300, height: 200), "the frame is left alone")
        #expect(view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItGets() {
        let (view, label) = card(text: String(repeating: "Words that wrap onto more lines. ", count: 6))
        let narrow = view.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let wide = view.systemLayoutSizeFitting(
            CGSize(width: 600, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let lineHeight = label.font.lineHeight
        #expect(narrow.height > 24 + 3 * lineHeight, "several lines at 300 points: \(narrow.height)")
        #expect(wide.height < narrow.height, "fewer lines when wider")
        #expect(label.preferredMaxLayoutWidth == 0, "the wrap width is put back")
    }

    @Test func aViewWithoutConstraintsAnswersItsIntrinsicSize() {
        let label = UILabel(frame: .zero)
        label.text = "Hi"
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == label.intrinsicContentSize)
        #expect(UIView(frame: .zero).systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    }
}
