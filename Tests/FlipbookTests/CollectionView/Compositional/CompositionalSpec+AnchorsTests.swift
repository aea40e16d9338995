import Foundation
import Testing

@testable import Flipbook

/// Where anchored views (badges) and section decorations go, as plain values.
@Suite struct CompositionalSpecAnchorsTests {
    typealias Spec = CompositionalSpec

    func badge(_ container: Spec.Anchor, _ item: Spec.Anchor? = nil) -> Spec.ItemSupplementary {
        Spec.ItemSupplementary(
            size: Spec.Size(width: .absolute(20), height: .absolute(20)), elementKind: "badge", zIndex: 1,
            containerAnchor: container, itemAnchor: item)
    }

    let item = CGRect(x: 10, y: 50, width: 100, height: 80)

    @Test func aCornerAnchorKeepsTheBadgeInsideTheItem() {
        #expect(
            badge(Spec.Anchor(top: true, trailing: true)).frame(onItemAt: item)
                == CGRect(x: 90, y: 50, width: 20, height: 20))
        #expect(
            badge(Spec.Anchor(leading: true, bottom: true)).frame(onItemAt: item)
                == CGRect(x: 10, y: 110, width: 20, height: 20))
        #expect(
            badge(Spec.Anchor()).frame(onItemAt: item) == CGRect(x: 50, y: 80, width: 20, height: 20),
            "no edges: centred")
    }

    @Test func aFractionalOffsetMovesByTheBadgesOwnSize() {
        let anchor = Spec.Anchor(top: true, trailing: true, offset: CGPoint(x: 0.3, y: -0.3), isFractional: true)
        #expect(badge(anchor).frame(onItemAt: item) == CGRect(x: 96, y: 44, width: 20, height: 20))
        let points = Spec.Anchor(top: true, trailing: true, offset: CGPoint(x: 4, y: -2))
        #expect(badge(points).frame(onItemAt: item) == CGRect(x: 94, y: 48, width: 20, height: 20))
    }

    @Test func anItemAnchorPutsThatPointOfTheBadgeOnTheContainerPoint() {
        let frame = badge(Spec.Anchor(top: true, trailing: true), Spec.Anchor(leading: true, bottom: true))
            .frame(onItemAt: item)
        #expect(frame == CGRect(x: 110, y: 30, width: 20, height: 20), "outside, past the top-trailing corner")
    }

    @Test func aFractionalBadgeSizeIsAFractionOfTheItem() {
        var half = badge(Spec.Anchor(top: true, leading: true))
        half.size = Spec.Size(width: .fractionalWidth(0.5), height: .fractionalHeight(0.25))
        #expect(half.frame(onItemAt: item) == CGRect(x: 10, y: 50, width: 50, height: 20))
    }

    @Test func aBackgroundCoversTheSectionLessItsInsets() {
        let background = Spec.Decoration(
            elementKind: "background", zIndex: 0,
            contentInsets: Spec.Insets(top: 5, leading: 10, bottom: 5, trailing: 10))
        #expect(
            background.frame(onSectionAt: CGRect(x: 0, y: 100, width: 390, height: 200))
                == CGRect(x: 10, y: 105, width: 370, height: 190))
    }
}
