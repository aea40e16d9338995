import Foundation
import Testing

@testable import Flipbook

/// A list-configured collection view as apps write it: an inset-grouped list of list cells with a default
/// content configuration and accessories.
@MainActor @Suite struct UICollectionViewListCellTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = title == "Wi-Fi" ? [.checkmark()] : [.disclosureIndicator()]
        }
        let titles = ["General", "Wi-Fi", "Privacy"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            titles.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: titles[indexPath.item])
        }
    }

    func makeList(
        _ appearance: UICollectionLayoutListConfiguration.Appearance,
        headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    ) -> (UICollectionView, Rows) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.makeKeyAndVisible()
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let rows = Rows()
        collectionView.dataSource = rows
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (collectionView, rows)
    }

    @Test func insetGroupedRowsSitOnARoundedCardBelowTheSectionGap() throws {
        let (collectionView, rows) = makeList(.insetGrouped)
        _ = rows
        #expect(collectionView.backgroundColor == .systemGroupedBackground)
        let frames = (0..<3).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(frames == [35, 79, 123].map { CGRect(x: 16, y: $0, width: 358, height: 44) })
        let first = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let last = try #require(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        #expect(first.backgroundHostView.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(first.backgroundHostView.layer.cornerRadius == 10)
        #expect(last.backgroundHostView.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let separators = { (cell: UICollectionViewCell) in
            cell.subviews.filter { $0.backgroundColor == .separator && $0.frame.height < 1 }
        }
        #expect(separators(first).first?.isHidden == false)
        #expect(separators(first).first?.frame.minX == 16, "under the text, not the cell's edge")
        #expect(separators(last).first?.isHidden == true, "no separator under the last row")
    }

    @Test func theDefaultContentUsesTheSharedListContentViewAndLeavesRoomForAccessories() throws {
        let (collectionView, rows) = makeList(.plain)
        _ = rows
        #expect(collectionView.backgroundColor == .systemBackground)
        let cell = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "General")
        #expect(content.directionalLayoutMargins.leading == 16)
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView })
        // The chevron (8 wide) ends at the 16-point margin; the content ends 8 points before it, plus the margin.
        let chevron = try #require(cell.subviews.first { $0 is TableAccessoryView })
        #expect(abs(chevron.frame.maxX - (390 - 16)) < 0.001)
        #expect(abs(cell.contentView.frame.maxX - (chevron.frame.minX - 8 + 16)) < 0.001)
    }

    @Test func accessoriesShowOrHideByEditingState() {
        #expect(UICellAccessory.checkmark().shows(editing: false))
        #expect(!UICellAccessory.checkmark(displayed: .whenEditing).shows(editing: false))
        #expect(!UICellAccessory.disclosureIndicator(options: .init(isHidden: true)).shows(editing: false))
    }

    @Test func aFirstItemHeaderIsStyledAsAHeaderAndTheCardStartsBelowIt() throws {
        let (collectionView, rows) = makeList(.insetGrouped, headerMode: .firstItemInSection)
        _ = rows
        let header = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let row = try #require(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let headerStyle = UIListContentConfiguration.groupedHeader()
        #expect(
            header.defaultContentConfiguration().textProperties.font.pointSize
                == headerStyle.textProperties.font.pointSize)
        #expect(row.defaultContentConfiguration().textProperties.font.pointSize == 17)
        #expect(header.backgroundHostView.layer.maskedCorners.isEmpty)
        #expect(row.backgroundHostView.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        // No section gap above a first-item header.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    }
}
