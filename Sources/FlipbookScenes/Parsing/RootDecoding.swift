import Yams

/// `root:` — the window's container (`controller`, `navigation` with `largeTitles`, `tabs` with `selected`, or
/// `pages` with `pageStyle`) and an optional `presented` controller.
extension DecodingContext {
    static let rootKeys = [
        "controller", "navigation", "tabs", "selected", "presented", "largeTitles", "pages", "pageStyle",
    ]

    func root(_ field: Field) -> SceneRoot? {
        guard
            let reader = MappingReader(
                field, keys: Self.rootKeys,
                expected: """
                    a root {controller: NAME}, {navigation: [NAMES]}, {tabs: [NAMES], selected: INDEX} \
                    or {pages: [NAMES]}
                    """,
                context: self)
        else { return nil }
        let kinds = ["controller", "navigation", "tabs", "pages"].filter(reader.has)
        guard kinds.count == 1 else {
            let message =
                kinds.isEmpty
                ? "expected one of controller, navigation, tabs or pages, got none"
                : "expected only one of controller, navigation, tabs or pages, got \(kinds.joined(separator: " and "))"
            report(field.node, field.path, message)
            return nil
        }
        let presented = reader.optional("presented").flatMap {
            string($0, "the name of a controller presented over the root")
        }
        if kinds[0] != "tabs", let selected = reader.optional("selected") {
            report(selected.node, selected.path, "only a tabs root has a selected tab")
        }
        var pageStyle = ScenePageStyle.scroll
        if let f = reader.optional("pageStyle") {
            if kinds[0] != "pages" {
                report(f.node, f.path, "only a pages root has a page style")
            } else if let style: ScenePageStyle = enumCase(f, "a page style") {
                pageStyle = style
            }
        }
        var largeTitles = false
        if let f = reader.optional("largeTitles") {
            if kinds[0] != "navigation" {
                report(f.node, f.path, "only a navigation root has large titles")
            } else if let value = bool(f) {
                largeTitles = value
            }
        }
        switch kinds[0] {
        case "controller":
            guard let id = string(reader.optional("controller")!, "a controller name") else { return nil }
            return SceneRoot(.controller(id), presented: presented)
        case "navigation":
            let stack = names(
                reader.optional("navigation")!, "a navigation stack: a list of controller names, bottom first")
            return stack.map { SceneRoot(.navigation(stack: $0), presented: presented, largeTitles: largeTitles) }
        case "pages":
            let pages = names(reader.optional("pages")!, "a list of page controller names, first shown first")
            return pages.map { SceneRoot(.pages($0, style: pageStyle), presented: presented) }
        default:
            let tabsField = reader.optional("tabs")!
            guard let tabs = names(tabsField, "a list of tab controller names") else { return nil }
            var selected = 0
            if let f = reader.optional("selected") {
                guard
                    let index = integer(
                        f, in: 0...max(tabs.count - 1, 0), "a tab index from 0 to \(max(tabs.count - 1, 0))")
                else { return nil }
                selected = index
            }
            return SceneRoot(.tabs(tabs, selected: selected), presented: presented)
        }
    }

    /// A non-empty list of controller names.
    private func names(_ field: Field, _ expected: String) -> [String]? {
        guard case .sequence(let sequence) = field.node, !sequence.isEmpty else {
            report(
                field.node, field.path,
                "expected \(expected), got \(field.node.described == "a list" ? "an empty list" : field.node.described)"
            )
            return nil
        }
        let names = list(field, expected).map { string($0, "a controller name") }
        return names.contains { $0 == nil } ? nil : names.map { $0! }
    }
}
