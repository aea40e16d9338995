import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// An outline list: a hierarchical section snapshot applied to a section, indentation by level, and the outline
/// disclosure accessory expanding and collapsing items (animated), as the section snapshot handlers allow.
@MainActor @Suite struct UICollectionViewDiffableDataSourceSectionSnapshotsTests {
    @MainActor final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 360))
        let collectionView: UICollectionView
        let source: UICollectionViewDiffableDataSource<String, String>
        let recorder: FrameRecorder
        var told: [String] = []

        init() {
            VirtualClock.shared.reset()
            window.makeKeyAndVisible()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebarPlain))
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.contentInsetAdjustmentBehavior = .never
            window.addSubview(collectionView)
            let parent = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                content.image = UIImage(systemName: "folder")
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure()]
            }
            let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                content.image = UIImage(systemName: "doc")
                cell.contentConfiguration = content
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Documents", "Music"])
            outline.append(["Taxes", "Letters"], to: "Documents")
            outline.append(["2025", "2026"], to: "Taxes")
            outline.append(["Playlists"], to: "Music")
            let parents = Set(["Documents", "Music", "Taxes"])
            source = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
                collectionView, indexPath, name in
                parents.contains(name)
                    ? collectionView.dequeueConfiguredReusableCell(using: parent, for: indexPath, item: name)
                    : collectionView.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: name)
            }
            source.apply(outline, to: "Files", animatingDifferences: false)
            window.layoutIfNeeded()
            recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
            source.sectionSnapshotHandlers.willExpandItem = { [unowned self] in told.append("expand \($0)") }
            source.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in told.append("collapse \($0)") }
            source.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Music" }
        }

        var shown: [String] { source.snapshot().itemIdentifiers }

        func cell(_ name: String) throws -> UICollectionViewListCell {
            let path = try #require(source.indexPath(for: name))
            return try #require(collectionView.cellForItem(at: path) as? UICollectionViewListCell)
        }

        /// Taps the outline chevron of `name`'s cell (near its trailing edge).
        func tapChevron(_ name: String) throws {
            let cell = try cell(name)
            let point = cell.convert(CGPoint(x: cell.bounds.width - 28, y: cell.bounds.midY), to: window)
            try recorder.tap(at: point)
        }
    }

    @Test func appliedSectionSnapshotShowsItsVisibleItems() throws {
        let scene = Scene()
        #expect(scene.shown == ["Documents", "Music"])
        #expect(scene.source.snapshot().sectionIdentifiers == ["Files"])
        let outline = scene.source.snapshot(for: "Files")
        #expect(outline.items.count == 7 && outline.rootItems == ["Documents", "Music"])
        #expect(try scene.cell("Documents").indentationLevel == 0)
        #expect(try !scene.cell("Documents").configurationState.isExpanded)
    }

    @Test func theChevronExpandsAndCollapsesWithAnimation() throws {
        let scene = Scene()
        try scene.tapChevron("Documents")
        #expect(scene.told == ["expand Documents"])
        #expect(scene.collectionView.indexPathsForSelectedItems == nil, "the chevron's tap selects nothing")
        #expect(scene.shown == ["Documents", "Taxes", "Letters", "Music"])
        #expect(scene.source.snapshot(for: "Files").isExpanded("Documents"))
        VirtualClock.shared.advance(by: 0.1)
        assertGolden(scene.recorder.snapshot(), named: "outline-expanding", at: 0, suite: "CollectionView")
        VirtualClock.shared.advance(by: 0.5)
        scene.window.layoutIfNeeded()
        let documents = try scene.cell("Documents")
        #expect(documents.configurationState.isExpanded)
        let taxes = try scene.cell("Taxes")
        #expect(taxes.indentationLevel == 1, "children are indented one level")
        #expect(taxes.contentView.frame.minX > documents.contentView.frame.minX)
        try scene.tapChevron("Taxes")
        VirtualClock.shared.advance(by: 0.6)
        scene.window.layoutIfNeeded()
        #expect(scene.shown == ["Documents", "Taxes", "2025", "2026", "Letters", "Music"])
        #expect(try scene.cell("2026").indentationLevel == 2)
        assertGolden(scene.recorder.snapshot(), named: "outline-expanded", at: 0, suite: "CollectionView")
        try scene.tapChevron("Documents")
        VirtualClock.shared.advance(by: 0.6)
        #expect(scene.shown == ["Documents", "Music"])
        #expect(scene.source.snapshot(for: "Files").isExpanded("Taxes"), "Taxes keeps its own expansion")
        #expect(scene.told == ["expand Documents", "expand Taxes", "collapse Documents"])
    }

    @Test func handlersCanRefuseAndReplaceWhatExpands() throws {
        let scene = Scene()
        scene.source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            var replaced = current
            replaced.append(["Mixes"], to: parent)
            return replaced
        }
        try scene.tapChevron("Music")
        VirtualClock.shared.advance(by: 0.6)
        #expect(scene.shown == ["Documents", "Music", "Playlists", "Mixes"])
        try scene.tapChevron("Music")
        VirtualClock.shared.advance(by: 0.6)
        #expect(scene.shown == ["Documents", "Music", "Playlists", "Mixes"], "shouldCollapseItem said no")
        #expect(scene.told == ["expand Music"])
    }

    @Test func aWholeSnapshotThatChangesTheSectionForgetsItsOutline() throws {
        let scene = Scene()
        var whole = scene.source.snapshot()
        whole.appendItems(["Inbox"], toSection: "Files")
        scene.source.apply(whole, animatingDifferences: false)
        let flat = scene.source.snapshot(for: "Files")
        #expect(flat.items == ["Documents", "Music", "Inbox"] && flat.level(of: "Inbox") == 0)
    }
}
