import Yams

/// `root:` — the window's container (`controller`, `navigation` with `largeTitles`, `tabs` with `selected`, or
/// `pages` with `pageStyle`, and for a page curl `spine` and `doubleSided`) and an optional `presented`
/// controller.
extension DecodingContext {
    static let rootKeys = [
        "controller", "navigation", "tabs", "selected", "presented", "largeTitles", "pages", "pageStyle", "spine",
        "doubleSided",
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
        if kinds[0] != "pages" {
            for key in ["spine", "doubleSided"] {
                if let f = reader.optional(key) { report(f.node, f.path, "only a pages root has \(key)") }
            }
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
            let pagesField = reader.optional("pages")!
            guard let pages = names(pagesField, "a list of page controller names, first shown first") else {
                return nil
            }
            guard let (spine, doubleSided) = curlOptions(reader, style: pageStyle).map({ ($0.0, $0.1) }) else {
                return nil
            }
            let root = SceneRoot(
                .pages(pages, style: pageStyle), presented: presented, spine: spine, doubleSided: doubleSided)
            if pages.count < root.pagesPerSpread {
                let why =
                    spine == .mid
                    ? "the spine in the middle shows two pages side by side"
                    : "double-sided pages take a front and a back"
                report(pagesField.node, pagesField.path, "expected at least two pages: \(why), got one")
                return nil
            }
            return root
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

    /// A page curl root's `spine` (`min`, `mid` or `max`) and `doubleSided`, checked against the style and each other;
    /// nil after a report.
    private func curlOptions(_ reader: MappingReader, style: ScenePageStyle) -> (ScenePageSpine, Bool)? {
        let spineField = reader.optional("spine")
        let sidesField = reader.optional("doubleSided")
        if style != .pageCurl {
            for f in [spineField, sidesField].compactMap({ $0 }) {
                report(f.node, f.path, "only a page curl (pageStyle: pageCurl) has a spine and double-sided pages")
            }
            return spineField == nil && sidesField == nil ? (.min, false) : nil
        }
        var spine = ScenePageSpine.min
        if let f = spineField {
            guard let value: ScenePageSpine = enumCase(f, "a spine") else { return nil }
            spine = value
        }
        var doubleSided = spine == .mid
        if let f = sidesField {
            guard let value = bool(f) else { return nil }
            if !value && spine == .mid {
                report(
                    f.node, f.path,
                    """
                    the spine in the middle shows the back of one page beside the front of the next, so its \
                    pages are double-sided; leave doubleSided out or set it true
                    """)
                return nil
            }
            doubleSided = value
        }
        return (spine, doubleSided)
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
