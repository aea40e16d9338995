import Foundation
import Testing

@testable import Flipbook

/// Hierarchical section snapshots: parents and children, expanding and collapsing, levels, sub-snapshots.
@Suite struct NSDiffableDataSourceSectionSnapshotTests {
    /// Fruit (Apples (Gala, Fuji), Pears), Vegetables (Kale): nothing expanded.
    func produce() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apples", "Pears"], to: "Fruit")
        snapshot.append(["Gala", "Fuji"], to: "Apples")
        snapshot.append(["Kale"], to: "Vegetables")
        return snapshot
    }

    @Test func itemsAreDepthFirstAndOnlyExpandedParentsShowTheirChildren() {
        var snapshot = produce()
        #expect(snapshot.items == ["Fruit", "Apples", "Gala", "Fuji", "Pears", "Vegetables", "Kale"])
        #expect(snapshot.rootItems == ["Fruit", "Vegetables"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        snapshot.expand(["Apples"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"], "Apples' parent is still collapsed")
        #expect(!snapshot.isVisible("Gala") && snapshot.isExpanded("Apples"))
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Apples", "Gala", "Fuji", "Pears", "Vegetables"])
        #expect(snapshot.isVisible("Gala"))
        snapshot.collapse(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        #expect(snapshot.isExpanded("Apples"), "collapsing a parent keeps its children's own expansion")
    }

    @Test func levelsParentsAndIndices() {
        let snapshot = produce()
        #expect(snapshot.level(of: "Fruit") == 0)
        #expect(snapshot.level(of: "Pears") == 1)
        #expect(snapshot.level(of: "Fuji") == 2)
        #expect(snapshot.parent(of: "Fuji") == "Apples")
        #expect(snapshot.parent(of: "Fruit") == nil)
        #expect(snapshot.index(of: "Pears") == 4)
        #expect(snapshot.index(of: "Plums") == nil)
        #expect(snapshot.contains("Kale") && !snapshot.contains("Plums"))
    }

    @Test func insertingDeletingAndSubSnapshots() {
        var snapshot = produce()
        snapshot.insert(["Cherries"], before: "Pears")
        snapshot.insert(["Quince"], after: "Pears")
        #expect(snapshot.snapshot(of: "Fruit").rootItems == ["Apples", "Cherries", "Pears", "Quince"])
        snapshot.expand(["Apples"])
        let apples = snapshot.snapshot(of: "Apples", includingParent: true)
        #expect(apples.items == ["Apples", "Gala", "Fuji"])
        #expect(apples.isExpanded("Apples") && apples.level(of: "Gala") == 1)
        snapshot.delete(["Apples"])
        #expect(!snapshot.contains("Gala") && !snapshot.contains("Apples"))
        #expect(snapshot.items == ["Fruit", "Cherries", "Pears", "Quince", "Vegetables", "Kale"])
        var grafted = NSDiffableDataSourceSectionSnapshot<String>()
        grafted.append(["Herbs"])
        grafted.append(["Basil"], to: "Herbs")
        snapshot.append(grafted, to: "Vegetables")
        #expect(snapshot.level(of: "Basil") == 2 && snapshot.parent(of: "Herbs") == "Vegetables")
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test func misuseIsIgnored() {
        var snapshot = produce()
        snapshot.append(["Gala"], to: "Vegetables")
        snapshot.append(["Plum"], to: "Nowhere")
        snapshot.expand(["Nowhere"])
        #expect(snapshot.parent(of: "Gala") == "Apples", "a duplicate is skipped")
        #expect(!snapshot.contains("Plum"), "no such parent: nothing appended")
        #expect(snapshot.level(of: "Nowhere") == 0)
        #expect(snapshot.visualDescription().split(separator: "\n").count == 7)
    }
}
