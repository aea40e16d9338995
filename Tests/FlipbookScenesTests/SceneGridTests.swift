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

    @Test func aSectionThatScrollsSidewaysMakesACompositionalLayout() throws {
        let scene = try SceneLoader.parse(
            gridScene(
                """
                          columns: 2
                          spacing: 10
                          inset: 10
                          sections:
                            - title: Featured
                              scroll: groupPaging
                              itemWidth: 0.5
                              items: [{color: systemRed}, {color: systemBlue}, {color: systemGreen}]
                            - items: [{text: One}, {text: Two}]
                """))
        let grid = try #require(scene.controllers[0].views[0].grid)
        #expect(grid.sections.map(\.scroll) == [.groupPaging, nil])
        #expect(grid.sections[0].itemWidth == 0.5)
        let view = SceneGridView(grid: grid, frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        view.layoutIfNeeded()
        #expect(view.collectionViewLayout is UICollectionViewCompositionalLayout)
        // Cards half of the 280-point inset width, 70 high, in a row below the 44-point header.
        let card = try #require(view.cell(ofItem: 1))
        #expect(card.convert(card.bounds, to: view) == CGRect(x: 160, y: 54, width: 140, height: 70))
        #expect(card.superview !== view, "in the row's own scroll view")
        // The lines below: 134 + 10 inset; two 135-point columns.
        #expect(view.cell(ofItem: 4)?.frame == CGRect(x: 155, y: 144, width: 135, height: 135))
    }

    @Test func scrollingSectionErrorsAreLocated() {
        #expect(
            diagnostics(
                gridScene(
                    """
                              sections:
                                - scroll: pageing
                                  items: [{text: A}]
                                - itemWidth: 0.5
                                  items: [{text: B}]
                                - scroll: paging
                                  itemWidth: 2
                                  items: [{text: C}]
                    """)) == [
                    """
                    s.yaml:8:23: controllers.home.views[0].grid.sections[0].scroll: \
                    expected scrolling behaviour: continuous, continuousGroupLeadingBoundary, paging, groupPaging, \
                    groupPagingCentered; got "pageing" (did you mean "paging"?)
                    """,
                    """
                    s.yaml:10:26: controllers.home.views[0].grid.sections[1].itemWidth: \
                    itemWidth applies to a section that scrolls sideways (add scroll)
                    """,
                    """
                    s.yaml:13:26: controllers.home.views[0].grid.sections[2].itemWidth: \
                    expected a card width from 0.1 to 1 (a fraction of the width), got "2"
                    """,
                ])
    }
}
