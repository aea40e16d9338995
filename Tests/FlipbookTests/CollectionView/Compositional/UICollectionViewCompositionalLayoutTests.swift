import Foundation
import Testing

@testable import Flipbook

/// A compositional layout on a real collection view, written as apps write it: a banner section scrolling
/// sideways in group pages above a grid with a pinned header.
@MainActor @Suite struct UICollectionViewCompositionalLayoutTests {
    final class Counts: NSObject, UICollectionViewDataSource {
        var counts = [5, 12]
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    static func layout(seenWidths: @escaping @MainActor (CGFloat) -> Void = { _ in })
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            seenWidths(environment.container.effectiveContentSize.width)
            if sectionIndex == 0 {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(250), heightDimension: .absolute(150)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return section
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                repeatingSubitem: item, count: 2)
            group.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    func makeCollectionView(_ layout: UICollectionViewLayout, counts: Counts) -> (UIWindow, UICollectionView) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.dataSource = counts
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView)
    }

    @Test func sectionsFromTheProviderAreStackedWithTheirHeaders() {
        var widths: [CGFloat] = []
        let counts = Counts()
        let (_, collectionView) = makeCollectionView(Self.layout { widths.append($0) }, counts: counts)
        #expect(widths.first == 390)
        // Banner 150, header 40, six rows of 100 with 10 between.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 150 + 40 + 6 * 100 + 5 * 10))
        let second = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))
        #expect(second?.frame == CGRect(x: 200, y: 190, width: 190, height: 100))
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 150, width: 390, height: 40))
    }

    @Test func anOrthogonalSectionsCellsLiveInTheirOwnScrollView() throws {
        let counts = Counts()
        let (window, collectionView) = makeCollectionView(Self.layout(), counts: counts)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let scroller = try #require(first.superview as? UIScrollView)
        #expect(scroller !== collectionView)
        #expect(scroller.contentSize == CGSize(width: 16 + 5 * 250 + 4 * 10 + 16, height: 150))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) == nil, "off to the right")
        scroller.contentOffset = CGPoint(x: 300, y: 0)
        window.layoutIfNeeded()
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(third.frame.minX == 536, "in the scroll view's content")
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 236)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 240, y: 10)) == IndexPath(item: 2, section: 0))
    }

    @Test func letGoOfADragTheBannerSettlesOnAGroup() throws {
        let counts = Counts()
        let (window, collectionView) = makeCollectionView(Self.layout(), counts: counts)
        let scroller = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? OrthogonalSectionScroller)
        scroller.scrollViewWillBeginDragging(scroller)
        scroller.contentOffset = CGPoint(x: 150, y: 0)
        scroller.scrollViewDidEndDragging(scroller, willDecelerate: false)
        VirtualClock.shared.advance(by: 0.15)
        window.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil, "kept while sliding")
        VirtualClock.shared.advance(by: 0.3)
        window.layoutIfNeeded()
        // The second group's leading edge (276) at the 16-point inset.
        #expect(scroller.contentOffset.x == 260)
    }

    @Test func aScriptedDragPagesTheBannerNotTheList() throws {
        let counts = Counts()
        let (window, collectionView) = makeCollectionView(Self.layout(), counts: counts)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let scroller = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        _ = try recorder.drag(from: CGPoint(x: 300, y: 75), to: CGPoint(x: 150, y: 75), duration: 0.3)
        VirtualClock.shared.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(scroller.contentOffset.x == 260, "settled on the second group")
        #expect(collectionView.contentOffset.y == 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrolls() {
        let counts = Counts()
        let (window, collectionView) = makeCollectionView(Self.layout(), counts: counts)
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame.minY == 300)
        #expect(header?.layer.zPosition == 2, "above the cells passing under it")
    }

    @Test func aHorizontalConfigurationStacksSectionsSideways() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let counts = Counts()
        counts.counts = [3, 2]
        let (_, collectionView) = makeCollectionView(layout, counts: counts)
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 100, y: 0, width: 100, height: 250))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 220)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 500))
    }
}
