import Foundation
import Raster
import Yams

/// A view's `grid:` — columns, spacing, insets, sections of items (colour, image, text) and the selected item.
extension DecodingContext {
    static let gridKeys = [
        "columns", "spacing", "inset", "itemHeight", "cornerRadius", "items", "sections", "selected",
    ]
    static let gridSectionKeys = ["title", "items", "scroll", "itemWidth"]
    static let gridItemKeys = ["color", "image", "text"]

    func grid(_ field: Field) -> SceneGrid? {
        guard
            let reader = MappingReader(
                field, keys: Self.gridKeys, expected: "a grid {columns, spacing, items or sections, selected…}",
                context: self)
        else { return nil }
        var grid = SceneGrid(sections: [])
        if let f = reader.optional("columns"), let v = integer(f, in: 1...12, "a number of columns from 1 to 12") {
            grid.columns = v
        }
        if let f = reader.optional("spacing"), let v = number(f, in: 0...100, "a spacing from 0 to 100 points") {
            grid.spacing = v
        }
        if let f = reader.optional("inset"), let v = number(f, in: 0...200, "an inset from 0 to 200 points") {
            grid.inset = v
        }
        if let f = reader.optional("itemHeight"),
            let v = positiveNumber(f, maximum: 2000, "an item height above 0 and at most 2000 points")
        {
            grid.itemHeight = v
        }
        if let f = reader.optional("cornerRadius"),
            let v = number(f, in: 0...100, "a corner radius from 0 to 100 points")
        {
            grid.cornerRadius = v
        }
        switch (reader.optional("items"), reader.optional("sections")) {
        case (let items?, nil):
            grid.sections = [SceneGridSection(items: list(items, "a list of grid items").compactMap(gridItem))]
        case (nil, let sections?):
            grid.sections = list(sections, "a list of grid sections {title, items}").compactMap(gridSection)
        case (_?, let sections?):
            report(sections.node, sections.path, "a grid has either items or sections, not both")
            return nil
        case (nil, nil):
            report(field.node, field.path, "a grid needs items (a list) or sections (a list of {title, items})")
            return nil
        }
        if let f = reader.optional("selected") {
            let count = grid.allItems.count
            if count == 0 {
                report(f.node, f.path, "the grid has no items to select")
            } else if let v = integer(f, in: 0...(count - 1), "an item position from 0 to \(count - 1)") {
                grid.selected = v
            }
        }
        return grid
    }

    private func gridSection(_ field: Field) -> SceneGridSection? {
        guard
            let reader = MappingReader(
                field, keys: Self.gridSectionKeys, expected: "a grid section {title, items}", context: self)
        else { return nil }
        let title = reader.optional("title").flatMap { string($0, "a section title") }
        guard let items = reader.required("items", "a list of grid items") else { return nil }
        var section = SceneGridSection(title: title, items: list(items, "a list of grid items").compactMap(gridItem))
        section.scroll = reader.optional("scroll").flatMap { enumCase($0, "scrolling behaviour") }
        if let f = reader.optional("itemWidth") {
            if section.scroll == nil {
                report(f.node, f.path, "itemWidth applies to a section that scrolls sideways (add scroll)")
            } else if let v = number(f, in: 0.1...1, "a card width from 0.1 to 1 (a fraction of the width)") {
                section.itemWidth = v
            }
        }
        return section
    }

    private func gridItem(_ field: Field) -> SceneGridItem? {
        guard
            let reader = MappingReader(
                field, keys: Self.gridItemKeys, expected: "a grid item {color, image, text}", context: self)
        else { return nil }
        var item = SceneGridItem()
        item.color = reader.optional("color").flatMap(color)
        item.image = reader.optional("image").flatMap(image)
        item.text = reader.optional("text").flatMap { string($0, "an item caption") }
        if item.color == nil && item.image == nil && item.text == nil {
            report(field.node, field.path, "a grid item needs a color, an image or a text")
            return nil
        }
        return item
    }
}
