import Flipbook
import Foundation
import Testing

@testable import FlipbookScenes

/// A view's `grid:`: parsed into sections of items, built as a collection view, with located errors.
@MainActor @Suite struct SceneGridTests {
    func gridScene(_ grid: String) -> String {
        """
        controllers:
          home:
            views:
              - id: grid
                frame: [0, 0, 300, 400]
                grid:
        \(grid)
        root:
          controller: home
        """
    }

    @Test func aGridReadsSectionsItemsAndSelection() throws {
        let scene = try SceneLoader.parse(
            gridScene(
                """
                          columns: 2
                          spacing: 4
                          inset: 8
                          itemHeight: 60
                          selected: 2
                          sections:
                            - title: Today
                              items: [{color: systemRed, text: One}, {color: systemBlue}]
                            - items: [{text: Three}]
                """))
        let grid = try #require(scene.controllers[0].views[0].grid)
        #expect(grid.columns == 2 && grid.spacing == 4 && grid.inset == 8 && grid.itemHeight == 60)
        #expect(grid.sections.map(\.title) == ["Today", nil])
        #expect(grid.allItems.map(\.text) == ["One", nil, "Three"])
        #expect(grid.selected == 2)

        let view = SceneGridView(grid: grid, frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        view.layoutIfNeeded()
        #expect(view.numberOfSections == 2)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
        // Two columns of (300 − 16 − 4) / 2 = 140 points under a 44-point header and the 8-point inset.
        #expect(view.cell(ofItem: 1)?.frame == CGRect(x: 152, y: 52, width: 140, height: 60))
        #expect(view.cell(ofItem: 0)?.label.text == "One")
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test func gridErrorsAreLocated() {
        #expect(
            diagnostics(
                gridScene(
                    """
                              columns: 0
                              items: [{}]
                              selected: 3
                    """)) == [
                    """
                    s.yaml:7:20: controllers.home.views[0].grid.columns: \
                    expected a number of columns from 1 to 12, got "0"
                    """,
                    """
                    s.yaml:8:19: controllers.home.views[0].grid.items[0]: \
                    a grid item needs a color, an image or a text
                    """,
                    "s.yaml:9:21: controllers.home.views[0].grid.selected: the grid has no items to select",
                ])
        #expect(
            diagnostics(gridScene("          spacing: 3")) == [
                """
                s.yaml:7:11: controllers.home.views[0].grid: \
                a grid needs items (a list) or sections (a list of {title, items})
                """
            ])
    }
}
