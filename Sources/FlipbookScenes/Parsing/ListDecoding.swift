import Foundation
import Raster
import Yams

/// `list:` of a controller — a table of sections and rows.
extension DecodingContext {
    static let listKeys = ["style", "sections", "selected"]
    static let listSectionKeys = ["header", "footer", "rows"]
    static let listRowKeys = ["text", "detail", "subtitle", "symbol", "iconColor", "accessory", "on"]
    static let accessoryNames = ["none", "disclosureIndicator", "checkmark", "detailButton", "switch"]

    /// Reads `list: {style, sections: [{header, footer, rows: [{text, detail, symbol, iconColor, accessory}]}],
    /// selected: [section, row]}`.
    func sceneList(_ field: Field) -> SceneList? {
        guard
            let reader = MappingReader(
                field, keys: Self.listKeys, expected: "a list {style, sections, selected}", context: self)
        else { return nil }
        var style = SceneListStyle.insetGrouped
        if let f = reader.optional("style"), let value: SceneListStyle = enumCase(f, "a list style") { style = value }
        let sections =
            reader.required("sections", "a list of sections {header, footer, rows}").map {
                list($0, "a list of sections {header, footer, rows}").compactMap(listSection)
            } ?? []
        var result = SceneList(style: style, sections: sections)
        if let f = reader.optional("selected") { result.selected = selectedRow(f, in: sections) }
        return result
    }

    private func listSection(_ field: Field) -> SceneListSection? {
        guard
            let reader = MappingReader(
                field, keys: Self.listSectionKeys, expected: "a section {header, footer, rows}", context: self)
        else { return nil }
        let rows =
            reader.required("rows", "a list of rows {text, detail, symbol, accessory}").map {
                list($0, "a list of rows {text, detail, symbol, accessory}").compactMap(listRow)
            } ?? []
        return SceneListSection(
            header: reader.optional("header").flatMap { string($0, "a header title (text)") },
            footer: reader.optional("footer").flatMap { string($0, "a footer text") }, rows: rows)
    }

    private func listRow(_ field: Field) -> SceneListRow? {
        guard
            let reader = MappingReader(
                field, keys: Self.listRowKeys, expected: "a row {text, detail, symbol, iconColor, accessory}",
                context: self)
        else { return nil }
        guard let text = reader.required("text", "the row's text").flatMap({ string($0, "the row's text") }) else {
            return nil
        }
        var row = SceneListRow(text: text)
        row.detail = reader.optional("detail").flatMap { string($0, "a detail text") }
        row.subtitle = reader.optional("subtitle").flatMap(bool) ?? false
        row.symbol = reader.optional("symbol").flatMap { string($0, "an SF Symbols name") }
        row.iconColor = reader.optional("iconColor").flatMap(color)
        let isOn = reader.optional("on").flatMap(bool)
        if let f = reader.optional("accessory"),
            let name = name(f, among: Self.accessoryNames, "accessory")
        {
            switch name {
            case "disclosureIndicator": row.accessory = .disclosureIndicator
            case "checkmark": row.accessory = .checkmark
            case "detailButton": row.accessory = .detailButton
            case "switch": row.accessory = .toggle(isOn: isOn ?? false)
            default: row.accessory = .none
            }
        }
        if let f = reader.optional("on"), !(reader.optional("accessory").map { isSwitch($0) } ?? false) {
            report(f.node, f.path, "\"on\" is for a row whose accessory is switch")
        }
        return row
    }

    private func isSwitch(_ field: Field) -> Bool {
        if case .scalar(let scalar) = field.node { return scalar.string == "switch" }
        return false
    }

    /// `selected: [section, row]`, which must name a row of the list.
    private func selectedRow(_ field: Field, in sections: [SceneListSection]) -> SceneListIndex? {
        let parts = list(field, "a row [section, row]")
        guard parts.count == 2 else {
            if case .sequence = field.node {
                report(field.node, field.path, "expected a row [section, row] (two numbers), got \(parts.count)")
            }
            return nil
        }
        guard let section = integer(parts[0], in: 0...Int(Int32.max), "a section number from 0"),
            let row = integer(parts[1], in: 0...Int(Int32.max), "a row number from 0")
        else { return nil }
        guard sections.indices.contains(section), sections[section].rows.indices.contains(row) else {
            report(
                field.node, field.path,
                "the list has no row \(row) in section \(section) (it has \(sections.count) sections)")
            return nil
        }
        return SceneListIndex(section: section, row: row)
    }
}
