import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Section backgrounds and item badges in a compositional layout on a real collection view, written as apps
/// write them: a background decoration registered on the layout, a badge anchored to each item's corner.
@MainActor @Suite struct NSCollectionLayoutDecorationItemTests {
    static let badgeKind = "badge"
    static let backgroundKind = "section-background"

    final class RoundedBackground: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemBackground
            layer.cornerRadius = 12
        }

        required init?(coder: NSCoder) { nil }
    }

    final class Badge: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemRed
            layer.cornerRadius = 10
        }

        required init?(coder: NSCoder) { nil }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let counts = [4, 2]
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .systemBlue
            cell.contentView.layer.cornerRadius = 8
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: indexPath)
        }
    }

    static func layout() -> UICollectionViewCompositionalLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: badgeKind, containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(RoundedBackground.self, forDecorationViewOfKind: backgroundKind)
        return layout
    }

    func host() -> (UIWindow, UICollectionView, Source) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: Self.layout())
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(Badge.self, forSupplementaryViewOfKind: Self.badgeKind, withReuseIdentifier: "badge")
        let source = Source()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView, source)
    }

    @Test func eachSectionGetsItsBackgroundBehindTheCells() throws {
        let (window, collectionView, source) = host()
        _ = source
        let backgrounds = collectionView.visibleDecorationViews
        #expect(backgrounds.count == 2)
        #expect(backgrounds.allSatisfy { $0 is RoundedBackground })
        // Section 0: two rows of 80 between 16-point insets (0…192), less the decoration's 8/16 insets.
        #expect(backgrounds[0].frame == CGRect(x: 16, y: 8, width: 288, height: 176))
        #expect(backgrounds[1].frame == CGRect(x: 16, y: 200, width: 288, height: 96))
        let attributes = try #require(
            collectionView.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: Self.backgroundKind, at: IndexPath(item: 0, section: 1)))
        #expect(attributes.representedElementCategory == .decorationView)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let order = collectionView.subviews
        #expect(
            try #require(order.firstIndex { $0 === backgrounds[0] }) < #require(order.firstIndex { $0 === cell }),
            "drawn behind the cells")
        #expect(collectionView.visibleSupplementaryViews(ofKind: Self.backgroundKind).isEmpty, "not a supplementary")
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        assertGolden(recorder.snapshot(), named: "compositional-badges-backgrounds", at: 0, suite: "CollectionView")
    }

    @Test func aBadgeSticksOutOfItsItemsTopTrailingCorner() throws {
        let (_, collectionView, source) = host()
        _ = source
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        // Item 1 of section 0: x 160…296 less 8 of insets, y 16…96 less 8.
        #expect(cell.frame == CGRect(x: 168, y: 24, width: 120, height: 64))
        let badge = try #require(
            collectionView.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: 1, section: 0)))
        #expect(badge is Badge)
        #expect(badge.frame == CGRect(x: 274, y: 18, width: 20, height: 20), "30% of its size past the corner")
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.badgeKind).count == 6)
    }
}
