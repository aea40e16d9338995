import Yams

/// Checks that need the whole document: controller names exist and are used once, and the transition's
/// operation fits the root (push needs a navigation stack, dismiss a presented controller, …).
extension DecodingContext {
    func checkReferences(scene: inout Scene, known: [String], root rootField: Field, transition transitionField: Field?)
    {
        var used: [String: Node] = [:]

        func use(_ id: String, _ node: Node, _ path: String) {
            if !known.contains(id) {
                report(node, path, unknownControllerMessage(id, known: known))
            } else if used[id] != nil {
                report(
                    node, path,
                    """
                    controller "\(id.shortenedForMessages)" is already used in the root; \
                    each controller can appear once
                    """
                )
            } else {
                used[id] = node
            }
        }

        let containerKey: String
        switch scene.root.container {
        case .controller: containerKey = "controller"
        case .navigation: containerKey = "navigation"
        case .tabs: containerKey = "tabs"
        case .pages: containerKey = "pages"
        }
        let rootMapping = rootField.node.mapping
        if let containerNode = rootMapping?[containerKey] {
            let path = rootField.child(containerKey)
            if case .sequence(let elements) = containerNode {
                for (index, node) in elements.enumerated() {
                    use(node.string ?? "", node, "\(path)[\(index)]")
                }
            } else {
                use(containerNode.string ?? "", containerNode, path)
            }
        }
        if let presented = scene.root.presented, let node = rootMapping?["presented"] {
            use(presented, node, rootField.child("presented"))
        }

        guard var transition = scene.transition, let transitionField,
            let mapping = transitionField.node.mapping, let operationNode = mapping["operation"]
        else { return }
        let operationPath = transitionField.child("operation")
        let toNode = mapping["to"]
        let toPath = transitionField.child("to")

        func requireNavigation() -> [String]? {
            guard case .navigation(let stack) = scene.root.container else {
                report(
                    operationNode, operationPath,
                    """
                    \(transition.operation.name) needs a navigation root (root: {navigation: [NAMES]}), \
                    but the root is \(describe(scene.root.container))
                    """
                )
                return nil
            }
            if scene.root.presented != nil {
                report(
                    operationNode, operationPath,
                    """
                    \(transition.operation.name) would happen under the presented \
                    controller "\(scene.root.presented!)"; remove root.presented
                    """
                )
                return nil
            }
            return stack
        }
        func checkTarget(_ id: String) -> Bool {
            guard let toNode else { return false }
            if !known.contains(id) {
                report(toNode, toPath, unknownControllerMessage(id, known: known))
                return false
            }
            if used[id] != nil {
                report(
                    toNode, toPath,
                    """
                    controller "\(id)" is already on screen in the root; \
                    \(transition.operation.name) needs a controller that is not
                    """
                )
                return false
            }
            return true
        }

        switch transition.operation {
        case .push(let id):
            if requireNavigation() != nil { _ = checkTarget(id) }
        case .pop:
            if let stack = requireNavigation(), stack.count < 2 {
                report(
                    operationNode, operationPath,
                    "pop needs at least two controllers on the navigation stack, got \(stack.count)")
            }
        case .present(let id):
            _ = checkTarget(id)
        case .dismiss:
            if scene.root.presented == nil {
                report(operationNode, operationPath, "dismiss needs a presented controller (root.presented: NAME)")
            } else if let presented = scene.root.presented, transition.interaction != nil,
                case .system = transition.animation, let node = mapping["interactive"],
                let style = scene.controllers.first(where: { $0.id == presented })?.effectivePresentationStyle,
                !style.isSheet
            {
                report(
                    node, transitionField.child("interactive"),
                    """
                    only a sheet can be swiped away: controller "\(presented.shortenedForMessages)" is presented \
                    \(style.rawValue); use presentationStyle: pageSheet, formSheet or automatic (the default), \
                    or name an animator
                    """
                )
            }
        case .selectTab:
            let tabs: [String]
            let selected: Int
            switch scene.root.container {
            case .tabs(let names, let index):
                (tabs, selected) = (names, index)
                if transition.interaction != nil, case .system = transition.animation, let node = mapping["interactive"]
                {
                    report(
                        node, transitionField.child("interactive"),
                        "UIKit's tab switch has no gesture; name an animator to drive it with a finger")
                }
            case .pages(let names, _):
                (tabs, selected) = (names, 0)
            default:
                report(
                    operationNode, operationPath,
                    """
                    select needs a tabs root (root: {tabs: [NAMES]}) or a pages root (root: {pages: [NAMES]}), \
                    but the root is \(describe(scene.root.container))
                    """
                )
                tabs = []
                selected = 0
            }
            if tabs.isEmpty { break }
            guard let toNode, let id = toNode.string else { break }
            guard let index = tabs.firstIndex(of: id) else {
                report(
                    toNode, toPath,
                    "expected one of the tabs (\(tabs.listedForMessages)), got \"\(id.shortenedForMessages)\"")
                break
            }
            if index == selected {
                report(
                    toNode, toPath,
                    """
                    tab "\(id.shortenedForMessages)" is already selected (root.selected is \(selected)); \
                    select another tab
                    """
                )
            }
            transition.operation = .selectTab(index)
        }
        if case .zoom(let source) = transition.animation, let node = mapping["zoom"] {
            let ids = scene.controllers.flatMap { $0.allViews.compactMap(\.id) }
            if !ids.contains(source) {
                report(
                    node, transitionField.child("zoom"),
                    ids.isEmpty
                        ? "expected the id of a view to zoom from, but no view has an id"
                        : """
                        expected the id of a view to zoom from (\(ids.sorted().listedForMessages)), \
                        got "\(source.shortenedForMessages)"
                        """)
            }
        }
        scene.transition = transition
    }

    func unknownControllerMessage(_ id: String, known: [String]) -> String {
        var message =
            "expected the name of a controller (\(known.listedForMessages)), got \"\(id.shortenedForMessages)\""
        if let suggestion = Suggestion.closest(to: id, among: known) { message += " (did you mean \"\(suggestion)\"?)" }
        return message
    }

    private func describe(_ container: SceneContainer) -> String {
        switch container {
        case .controller: "a single controller"
        case .navigation: "a navigation stack"
        case .tabs: "a tab bar"
        case .pages: "a page view controller"
        }
    }
}
