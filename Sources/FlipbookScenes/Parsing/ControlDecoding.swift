import Yams

/// Controls in scene files: the view fields `segmented:`, `slider:`, `progress:` and `activity:` (the switch is
/// `switch:`), and the top-level `actions:` that change them at given times.
extension DecodingContext {
    /// The view fields that make a view a control, `switch` included.
    static let controlFields = ["switch", "segmented", "slider", "progress", "activity"]
    /// The most segments a segmented control may have.
    static let maximumSegments = 20

    /// The control the view's `segmented`, `slider`, `progress` or `activity` field makes, reporting a view that
    /// asks for two controls or a control with an image, text or symbol.
    func control(_ reader: MappingReader) -> SceneControl? {
        let given = Self.controlFields.filter(reader.has)
        for key in given.dropFirst() {
            guard let f = reader.optional(key) else { continue }
            report(
                f.node, f.path,
                "a view can be one control; this one is already \(given[0]) (put the other in a subview)")
        }
        for key in given.prefix(1) {
            guard let f = reader.optional(key), key != "switch" else { continue }
            let others = ["image", "text", "symbol"].filter(reader.has)
            if !others.isEmpty {
                report(f.node, f.path, "a \(key) control cannot also show \(others.joined(separator: " or "))")
            }
        }
        guard let key = given.first, key != "switch", let f = reader.optional(key) else { return nil }
        switch key {
        case "segmented": return segmented(f)
        case "slider":
            return number(f, in: 0...1, "a slider value from 0 to 1").map { .slider(value: $0) }
        case "progress":
            return number(f, in: 0...1, "a progress from 0 to 1").map { .progress($0) }
        default:
            return bool(f).map { .activity(isAnimating: $0) }
        }
    }

    /// `segmented: {segments: [Day, Week, Month], selected: 1}`.
    private func segmented(_ field: Field) -> SceneControl? {
        guard
            let reader = MappingReader(
                field, keys: ["segments", "selected"], expected: "a segmented control {segments, selected}",
                context: self)
        else { return nil }
        guard let segmentsField = reader.required("segments", "a list of segment titles") else { return nil }
        let titles = list(segmentsField, "a list of segment titles").map { string($0, "a segment title (text)") }
        guard case .sequence(let nodes) = segmentsField.node else { return nil }
        guard (1...Self.maximumSegments).contains(nodes.count) else {
            report(
                segmentsField.node, segmentsField.path,
                "expected 1 to \(Self.maximumSegments) segment titles, got \(nodes.count)")
            return nil
        }
        var selected = 0
        if let f = reader.optional("selected") {
            guard
                let index = integer(
                    f, in: -1...(nodes.count - 1),
                    "the index of a segment, 0 to \(nodes.count - 1) (or -1 for none)")
            else { return nil }
            selected = index
        }
        let segments = titles.compactMap { $0 }
        guard segments.count == titles.count else { return nil }
        return .segmented(segments: segments, selected: selected)
    }

    /// `actions: [{at: 0.2, control: settings.wifi, on: false}, …]`, checked against the decoded controllers
    /// (`known` are every controller name written, so a controller with errors of its own is not reported again).
    func actions(_ field: Field, controllers: [SceneController], known: [String]) -> [SceneControlAction] {
        list(field, "a list of actions {at, control, on | selected | value | progress | animating}").compactMap {
            action($0, controllers: controllers, known: known)
        }
    }

    private func action(_ field: Field, controllers: [SceneController], known: [String]) -> SceneControlAction? {
        let changeKeys = SceneControlKind.allCases.map(\.actionField)
        guard
            let reader = MappingReader(
                field, keys: ["at", "control", "animated"] + changeKeys,
                expected: "an action {at, control, on | selected | value | progress | animating}", context: self)
        else { return nil }
        let limit = Scene.Limits.recordingSeconds
        let time = reader.required("at", "the time in seconds after frame 0").flatMap {
            number($0, in: 0...limit, "a time in seconds from 0 to \(format(limit))")
        }
        let animated = reader.optional("animated").flatMap(bool) ?? true
        let given = changeKeys.filter(reader.has)
        guard let changeKey = given.first, let changeField = reader.optional(changeKey) else {
            report(
                field.node, field.path,
                "expected one change of the control: \(changeKeys.joined(separator: ", ")); got none")
            return nil
        }
        for key in given.dropFirst() {
            guard let f = reader.optional(key) else { continue }
            report(
                f.node, f.path, "an action changes one thing; this one already sets \(changeKey) (write two actions)")
        }
        let target = reader.required("control", "a control as CONTROLLER.VIEW-ID").flatMap {
            controlView($0, controllers: controllers, known: known)
        }
        guard let time, let target else { return nil }
        let kind = target.kind
        guard kind.actionField == changeKey else {
            report(
                changeField.node, changeField.path,
                """
                \(changeKey) changes a \(SceneControlKind.allCases.first { $0.actionField == changeKey }!.rawValue), \
                but \(target.controller).\(target.view) is a \(kind.rawValue); use \(kind.actionField)
                """)
            return nil
        }
        guard let change = change(changeField, kind: kind, spec: target.spec) else { return nil }
        return SceneControlAction(
            time: time, controller: target.controller, view: target.view, change: change, animated: animated)
    }

    /// The new state an action's field gives a control of `kind`.
    private func change(_ field: Field, kind: SceneControlKind, spec: SceneView) -> SceneControlAction.Change? {
        switch kind {
        case .switch: return bool(field).map { .on($0) }
        case .activity: return bool(field).map { .animating($0) }
        case .slider: return number(field, in: 0...1, "a slider value from 0 to 1").map { .value($0) }
        case .progress: return number(field, in: 0...1, "a progress from 0 to 1").map { .progress($0) }
        case .segmented:
            guard case .segmented(let segments, _) = spec.control else { return nil }
            return integer(
                field, in: -1...(segments.count - 1),
                "the index of one of its \(segments.count) segments, 0 to \(segments.count - 1) (or -1 for none)"
            ).map { .selected($0) }
        }
    }

    /// `control: settings.wifi`: a controller's view `id`, which must be a control.
    private func controlView(_ field: Field, controllers: [SceneController], known: [String])
        -> (controller: String, view: String, kind: SceneControlKind, spec: SceneView)?
    {
        guard let text = string(field, "a control as CONTROLLER.VIEW-ID") else { return nil }
        guard let dot = text.firstIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex else {
            report(
                field.node, field.path,
                "expected a control as CONTROLLER.VIEW-ID (a controller's name, a dot, a view's id), got "
                    + field.node.described)
            return nil
        }
        let name = String(text[..<dot])
        let id = String(text[text.index(after: dot)...])
        guard known.contains(name) else {
            report(field.node, field.path, unknownControllerMessage(name, known: known))
            return nil
        }
        // A controller with errors of its own was not decoded: its problems are reported already.
        guard let controller = controllers.first(where: { $0.id == name }) else { return nil }
        let views = controller.allViews
        guard let spec = views.first(where: { $0.id == id }) else {
            let controls = views.filter { $0.controlKind != nil }.compactMap(\.id)
            var message =
                controls.isEmpty
                ? "controller \"\(name)\" has no view with id \"\(id.shortenedForMessages)\", and no control with an id"
                : """
                controller "\(name)" has no view with id "\(id.shortenedForMessages)"; \
                its controls are \(controls.listedForMessages)
                """
            if let suggestion = Suggestion.closest(to: id, among: controls) {
                message += " (did you mean \"\(name).\(suggestion)\"?)"
            }
            report(field.node, field.path, message)
            return nil
        }
        guard let kind = spec.controlKind else {
            report(
                field.node, field.path,
                """
                \(name).\(id.shortenedForMessages) is not a control; give the view one of \
                \(Self.controlFields.joined(separator: ", "))
                """)
            return nil
        }
        return (name, id, kind, spec)
    }
}
