import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Headers and footers that measure themselves, as UIKit's do: in a self-sizing flow layout (an estimated item
/// size; the reference size is then the header's estimate) and as compositional boundary items with estimated
/// lengths, a header whose Auto Layout content needs more room gets it, and everything below moves down.
@MainActor @Suite struct SelfSizingSupplementaryTests {
    /// A header holding a multi-line label pinned to its edges by constraints.
    final class NoteHeader: UICollectionReusableView {
        let label = UILabel(frame: .zero)

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    static let longText = Array(repeating: "A header long enough to wrap onto several lines.", count: 4).joined(
        separator: " ")

    /// A window with a collection view of `layout`: section 0 has a long header, section 1 a short one; three
    /// items each.
    func host(_ layout: UICollectionViewLayout) -> (UIWindow, UICollectionView, AnyObject) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.contentView.backgroundColor = .systemBlue
        }
        let headers = UICollectionView.SupplementaryRegistration<NoteHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.label.text = indexPath.section == 0 ? Self.longText : "Short"
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([0, 1, 2], toSection: 0)
        snapshot.appendItems([3, 4, 5], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        return (window, collectionView, source)
    }

    func header(_ collectionView: UICollectionView, _ section: Int) throws -> UICollectionViewLayoutAttributes {
        try #require(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)))
    }

    /// What the label needs at the header's width less its margins, plus the vertical margins.
    func expectedHeight(_ text: String, width: CGFloat) -> CGFloat {
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height + 24
    }

    @Test func flowHeadersOfASelfSizingLayoutTakeTheirContentsHeight() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 390, height: 30)
        let (_, collectionView, _) = host(layout)
        let long = try header(collectionView, 0)
        let short = try header(collectionView, 1)
        #expect(abs(long.size.height - expectedHeight(Self.longText, width: 390)) < 0.5, "\(long.frame)")
        #expect(long.size.height > 60, "several lines: \(long.frame)")
        #expect(long.size.width == 390, "the width stays the collection view's")
        #expect(abs(short.size.height - expectedHeight("Short", width: 390)) < 0.5, "\(short.frame)")
        let firstItem = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(firstItem.frame.minY == long.frame.maxY, "the items start below the measured header")
        let view = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(view.frame == long.frame)
    }

    @Test func flowHeadersKeepTheirReferenceSizeWithoutSelfSizing() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 390, height: 30)
        let (_, collectionView, _) = host(layout)
        #expect(try header(collectionView, 0).size.height == 30)
    }

    @Test func horizontalFlowHeadersMeasureTheirWidth() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 30, height: 800)
        let (_, collectionView, _) = host(layout)
        let short = try header(collectionView, 1)
        let fixed = UICollectionViewFlowLayout()
        fixed.scrollDirection = .horizontal
        fixed.itemSize = CGSize(width: 100, height: 100)
        fixed.headerReferenceSize = CGSize(width: 30, height: 800)
        let (_, unmeasured, _) = host(fixed)
        #expect(short.size.height == (try header(unmeasured, 1)).size.height, "the height stays the layout's")
        let label = UILabel(frame: .zero)
        label.text = "Short"
        #expect(abs(short.size.width - (label.intrinsicContentSize.width + 32)) < 0.5, "\(short.frame)")
    }

    @Test func compositionalEstimatedBoundaryHeadersTakeTheirContentsHeight() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let (_, collectionView, _) = host(UICollectionViewCompositionalLayout(section: section))
        let long = try header(collectionView, 0)
        let short = try header(collectionView, 1)
        #expect(abs(long.size.height - expectedHeight(Self.longText, width: 390)) < 0.5, "\(long.frame)")
        #expect(abs(short.size.height - expectedHeight("Short", width: 390)) < 0.5, "\(short.frame)")
        let firstItem = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(firstItem.frame.minY == long.frame.maxY)
        #expect(short.frame.minY == long.frame.maxY + 3 * 44, "the next section starts below the first one")
    }

    @Test func compositionalAbsoluteBoundaryHeadersKeepTheirHeight() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let (_, collectionView, _) = host(UICollectionViewCompositionalLayout(section: section))
        #expect(try header(collectionView, 0).size.height == 30)
    }
}
