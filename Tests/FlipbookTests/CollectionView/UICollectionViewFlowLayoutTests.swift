import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// The flow layout's pinned headers and footers (`sectionHeadersPinToVisibleBounds`,
/// `sectionFootersPinToVisibleBounds`): they stay at the visible area's edge while their section is there.
@MainActor @Suite struct UICollectionViewFlowLayoutTests {
    /// Four sections of six 100 × 80 tiles in lines of three (10-point spacing) under a 30-point header and
    /// over a 20-point footer: each section is 220 points tall.
    final class Grid: NSObject, UICollectionViewDataSource {
        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple]

        func numberOfSections(in collectionView: UICollectionView) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.section].withAlphaComponent(
                0.35 + 0.1 * CGFloat(indexPath.item))
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            let header = kind == UICollectionView.elementKindSectionHeader
            view.backgroundColor = header ? UIColor.secondarySystemBackground : UIColor.systemGray5
            let label = view.subviews.first as? UILabel ?? UILabel(frame: .zero)
            label.text = header ? "Section \(indexPath.section + 1)" : "\(6) items"
            label.font = .systemFont(ofSize: header ? 15 : 11, weight: header ? .semibold : .regular)
            label.frame = CGRect(x: 12, y: 0, width: 200, height: header ? 30 : 20)
            if label.superview == nil { view.addSubview(label) }
            return view
        }
    }

    func makeGrid(headers: Bool, footers: Bool) -> (UIWindow, UICollectionView, UICollectionViewFlowLayout, Grid) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        layout.footerReferenceSize = CGSize(width: 320, height: 20)
        layout.sectionHeadersPinToVisibleBounds = headers
        layout.sectionFootersPinToVisibleBounds = footers
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        let grid = Grid()
        collectionView.dataSource = grid
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView, layout, grid)
    }

    /// Where the header (or footer) of `section` shows after scrolling to `offset`, by its view on screen.
    func shownY(_ collectionView: UICollectionView, _ kind: String, section: Int, offset: CGFloat) throws -> CGFloat {
        collectionView.contentOffset = CGPoint(x: 0, y: offset)
        collectionView.layoutIfNeeded()
        let view = try #require(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section)),
            "the \(kind) of section \(section) is on screen at offset \(offset)")
        return view.frame.minY
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionPushesThemAway() throws {
        let (window, collectionView, layout, grid) = makeGrid(headers: true, footers: false)
        let header = UICollectionView.elementKindSectionHeader
        #expect(try shownY(collectionView, header, section: 0, offset: 0) == 0)
        #expect(try shownY(collectionView, header, section: 0, offset: 100) == 100, "held at the top")
        #expect(try shownY(collectionView, header, section: 0, offset: 200) == 190, "pushed by its section's end")
        #expect(try shownY(collectionView, header, section: 1, offset: 200) == 220)
        #expect(try shownY(collectionView, header, section: 1, offset: 300) == 300)
        let attributes = try #require(
            layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1)))
        #expect(attributes.frame.minY == 300 && attributes.zIndex > 0, "the layout answers the pinned frame, on top")
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        assertGolden(recorder.snapshot(), named: "flow-pinned-header-pushed", at: 0, suite: "CollectionView")
        withExtendedLifetime(grid) {}
    }

    @Test func pinnedFootersStayAtTheBottomButNotAboveTheirSection() throws {
        let (_, collectionView, _, grid) = makeGrid(headers: false, footers: true)
        let footer = UICollectionView.elementKindSectionFooter
        #expect(try shownY(collectionView, footer, section: 0, offset: 0) == 200, "its own place is on screen")
        #expect(try shownY(collectionView, footer, section: 1, offset: 0) == 220, "not above its section's start")
        #expect(try shownY(collectionView, footer, section: 1, offset: 100) == 320, "held at the bottom")
        #expect(try shownY(collectionView, footer, section: 1, offset: 300) == 420)
        withExtendedLifetime(grid) {}
    }

    @Test func unpinnedHeadersScrollAway() throws {
        let (_, collectionView, layout, grid) = makeGrid(headers: false, footers: false)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        withExtendedLifetime(grid) {}
    }

    /// A flow layout subclass that puts a card behind each section's items, as apps add decoration views.
    final class CardedFlowLayout: UICollectionViewFlowLayout {
        static let kind = "card"

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            var result = super.layoutAttributesForElements(in: rect) ?? []
            let sections = Set(result.map(\.indexPath.section)).sorted()
            for section in sections {
                if let card = layoutAttributesForDecorationView(
                    ofKind: Self.kind, at: IndexPath(item: 0, section: section))
                {
                    result.append(card)
                }
            }
            return result
        }

        override func layoutAttributesForDecorationView(
            ofKind elementKind: String, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            let count = collectionView?.numberOfItems(inSection: indexPath.section) ?? 0
            let frames = (0..<count).compactMap {
                layoutAttributesForItem(at: IndexPath(item: $0, section: indexPath.section))?.frame
            }
            guard let first = frames.first else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            attributes.frame = frames.reduce(first) { $0.union($1) }.insetBy(dx: -4, dy: -4)
            attributes.zIndex = -1
            return attributes
        }
    }

    final class Card: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemYellow
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aFlowLayoutSubclassShowsDecorationViews() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.makeKeyAndVisible()
        let layout = CardedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        layout.minimumInteritemSpacing = 10
        layout.register(Card.self, forDecorationViewOfKind: CardedFlowLayout.kind)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let grid = Grid()
        collectionView.dataSource = grid
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let cards = collectionView.subviews.compactMap { $0 as? Card }
        #expect(cards.count == 2, "sections 1 and 2 are on screen")
        let first = try #require(cards.min { $0.frame.minY < $1.frame.minY })
        #expect(first.frame == CGRect(x: -4, y: -4, width: 328, height: 178))
        #expect(first.layer.zPosition == -1)
        withExtendedLifetime(grid) {}
    }
}
