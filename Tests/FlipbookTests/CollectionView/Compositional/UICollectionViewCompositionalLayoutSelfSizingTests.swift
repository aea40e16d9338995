import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Estimated lengths in a compositional layout on a real collection view: each cell measures its content
/// (its list content configuration, or the Auto Layout constraints in its content view) and the layout moves
/// everything to the measured sizes, as UIKit does.
@MainActor @Suite struct UICollectionViewCompositionalLayoutSelfSizingTests {
    /// A cell whose content view holds a multi-line label pinned to its edges by constraints.
    final class NoteCell: UICollectionViewCell {
        let label = UILabel(frame: .zero)

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            contentView.backgroundColor = .systemYellow.withAlphaComponent(0.3)
            contentView.layer.cornerRadius = 8
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    func host(_ layout: UICollectionViewLayout) -> (UIWindow, UICollectionView) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        return (window, collectionView)
    }

    func heights(_ collectionView: UICollectionView, _ count: Int) -> [CGFloat] {
        (0..<count).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size.height
        }
    }

    @Test func listRowsWithASecondLineGrowAndOneLineRowsKeepTheMinimum() throws {
        let (window, collectionView) = host(
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let rows: [(String, String?)] = [("Wi-Fi", nil), ("Bluetooth", "On"), ("Mobile Data", nil)]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, row in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = rows[row].0
            content.secondaryText = rows[row].1
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let measured = heights(collectionView, 3)
        #expect(measured[0] == 44 && measured[2] == 44, "one line: the 44-point minimum \(measured)")
        #expect(measured[1] > 50, "a subtitle makes the row taller: \(measured)")
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame.height == measured[1])
        let third = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(third.frame.minY == 44 + measured[1])
    }

    @Test func autoLayoutCellsInTwoColumnsSizeTheirRowsByTheTallest() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        group.interItemSpacing = .fixed(0)
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let (window, collectionView) = host(UICollectionViewCompositionalLayout(section: section))
        let notes = ["Milk", String(repeating: "A note long enough to wrap. ", count: 5), "Eggs", "Bread"]
        let registration = UICollectionView.CellRegistration<NoteCell, String> { cell, _, note in
            cell.label.text = note
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, note in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: note)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(notes)
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let measured = heights(collectionView, 4)
        let line = UILabel(frame: .zero).font.lineHeight
        #expect(abs(measured[0] - (20 + line)) < 1, "one line and the 10-point margins: \(measured)")
        #expect(measured[1] > 20 + 3 * line, "the long note wraps at its column's width: \(measured)")
        #expect(measured[0] == measured[2] && measured[2] == measured[3])
        let eggs = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(eggs.frame.minY == measured[1] + 10, "the second row starts below the tallest of the first")
        #expect(eggs.frame.width == 187 && eggs.frame.minX == 4, "the item insets its width, not its height")
        #expect(collectionView.contentSize.height == measured[1] + 10 + measured[2])
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        assertGolden(recorder.snapshot(), named: "compositional-self-sizing-notes", at: 0, suite: "CollectionView")
    }

    @Test func aRowInsertedWithAnimationArrivesAtItsMeasuredHeight() throws {
        let (window, collectionView) = host(
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = title
            content.secondaryText = title == "New" ? "Added just now" : nil
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        snapshot.insertItems(["New"], beforeItem: "B")
        source.apply(snapshot, animatingDifferences: true)
        let inserted = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(inserted.size.height > 50, "measured before the animation starts: \(inserted.size.height)")
        let moved = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(moved.frame.minY == 44 + inserted.size.height)
        VirtualClock.shared.advance(by: 1)
        window.layoutIfNeeded()
        #expect(heights(collectionView, 3) == [44, inserted.size.height, 44])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 44 + inserted.size.height)
    }
}
