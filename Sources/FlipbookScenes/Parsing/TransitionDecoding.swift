import Yams

/// `transition:` — operation and target, start time, the animation (animator, CATransition, modal style or
/// keyframes),
/// duration, curve or spring, and an optional interactive drag.
extension DecodingContext {
    static let transitionKeys = [
        "operation", "to", "start", "animator", "catransition", "style", "keyframes", "zoom",
        "duration", "curve", "spring", "interactive",
    ]
    static let operations = ["push", "pop", "present", "dismiss", "select"]
    static let curveNames = ["default", "linear", "easeIn", "easeOut", "easeInEaseOut", "easeInOut"]

    func transition(_ field: Field) -> SceneTransition? {
        guard
            let reader = MappingReader(
                field, keys: Self.transitionKeys,
                expected: "a transition {operation, to, animator, duration…}",
                context: self)
        else { return nil }
        guard let operationField = reader.required("operation", "one of \(Self.operations.joined(separator: ", "))"),
            let operationName = name(operationField, among: Self.operations, "an operation")
        else { return nil }
        let toField = reader.optional("to")
        let target = toField.flatMap { string($0, "a controller name") }
        let operation: SceneOperation
        switch operationName {
        case "push", "present", "select":
            guard toField != nil else {
                _ = reader.required(
                    "to",
                    operationName == "select"
                        ? "the name of the tab's controller to select"
                        : "the name of the controller to \(operationName)")
                return nil
            }
            guard let target else { return nil }
            // A tab is named by controller; its index is resolved against the root's tabs later.
            operation =
                operationName == "push" ? .push(target) : operationName == "present" ? .present(target) : .selectTab(-1)
        default:
            if let toField {
                let effect =
                    operationName == "pop"
                    ? "pops the top of the navigation stack" : "dismisses the presented controller"
                report(toField.node, toField.path, "\(operationName) takes no \"to\"; it \(effect)")
            }
            operation = operationName == "pop" ? .pop : .dismiss
        }
        var transition = SceneTransition(operation: operation)
        if let f = reader.optional("start"),
            let v = number(
                f, in: 0...Scene.Limits.recordingSeconds,
                "a start time in seconds from 0 to \(format(Scene.Limits.recordingSeconds))")
        {
            transition.start = v
        }
        transition.animation = animation(reader, operation: operationName, location: &transition.animationLocation)
        if let f = reader.optional("duration"),
            let v = positiveNumber(
                f, maximum: Scene.Limits.durationSeconds,
                "a duration in seconds, more than 0 and at most \(format(Scene.Limits.durationSeconds))")
        {
            transition.duration = v
        }
        transition.timing = timing(reader)
        transition.interaction = reader.optional("interactive").flatMap(interaction)
        checkAnimationOptions(reader, transition: transition)
        return transition
    }

    /// At most one of `animator`, `catransition`, `style`, `keyframes` and `zoom`; none means UIKit's default
    /// animation.
    private func animation(_ reader: MappingReader, operation: String, location: inout SceneLocation?) -> SceneAnimation
    {
        let given = ["animator", "catransition", "style", "keyframes", "zoom"].filter(reader.has)
        if given.count > 1 {
            let second = reader.optional(given[1])!
            report(
                second.node, second.path,
                "choose one animation: \(given.joined(separator: " and ")) cannot be used together")
            return .system
        }
        if let f = reader.optional("animator") {
            guard let name = string(f, "an animator name from the catalog (flipbook list --animators)") else {
                return .system
            }
            location = self.location(of: f.node, field: f.path)
            return .animator(name)
        }
        if let f = reader.optional("catransition") {
            location = self.location(of: f.node, field: f.path)
            return caTransition(f) ?? .system
        }
        if let f = reader.optional("style") {
            guard operation == "present" || operation == "dismiss" else {
                report(f.node, f.path, "a modal transition style applies to present and dismiss only, not \(operation)")
                return .system
            }
            let style: SceneModalStyle? = enumCase(f, "a modal transition style")
            return style.map(SceneAnimation.modalStyle) ?? .system
        }
        if let f = reader.optional("keyframes") {
            location = self.location(of: f.node, field: f.path)
            return keyframes(f).map(SceneAnimation.keyframes) ?? .system
        }
        if let f = reader.optional("zoom") {
            guard operation != "select" else {
                report(f.node, f.path, "a zoom applies to push, pop, present and dismiss, not select")
                return .system
            }
            location = self.location(of: f.node, field: f.path)
            return string(f, "the id of the view to zoom from (a view of another controller)").map {
                SceneAnimation.zoom(source: $0)
            } ?? .system
        }
        return .system
    }

    /// `catransition: {type: cube, subtype: fromRight}` or just `catransition: fade`.
    private func caTransition(_ field: Field) -> SceneAnimation? {
        if case .scalar = field.node {
            return name(field, among: SceneCATransitionNames.types, "a CATransition type")
                .map { .caTransition(type: $0, subtype: nil) }
        }
        guard
            let reader = MappingReader(
                field, keys: ["type", "subtype"],
                expected: "a CATransition {type, subtype}", context: self)
        else { return nil }
        guard
            let typeField = reader.required(
                "type", "a CATransition type: \(SceneCATransitionNames.types.joined(separator: ", "))"),
            let type = name(typeField, among: SceneCATransitionNames.types, "a CATransition type")
        else { return nil }
        var subtype: String?
        if let f = reader.optional("subtype") {
            guard let value = name(f, among: SceneCATransitionNames.subtypes, "a CATransition subtype") else {
                return nil
            }
            subtype = value
        }
        return .caTransition(type: type, subtype: subtype)
    }

    /// `curve: easeOut` or `curve: [0.2, 0.8, 0.2, 1]`, or `spring: {damping: 0.7, velocity: 0.5}`.
    func timing(_ reader: MappingReader) -> SceneTiming? {
        if reader.has("curve"), let spring = reader.optional("spring") {
            report(spring.node, spring.path, "choose one timing: curve and spring cannot be used together")
            return nil
        }
        if let f = reader.optional("curve") {
            if case .sequence = f.node {
                let values = list(f, "four control points").map {
                    number($0, in: -10...10, "a control-point coordinate")
                }
                guard values.count == 4 else {
                    report(
                        f.node, f.path,
                        """
                        expected four control points [x1, y1, x2, y2], \
                        got a list of \(values.count) value\(values.count == 1 ? "" : "s")
                        """
                    )
                    return nil
                }
                guard !values.contains(where: { $0 == nil }) else { return nil }
                let v = values.map { $0! }
                guard (0...1).contains(v[0]) && (0...1).contains(v[2]) else {
                    report(
                        f.node, f.path,
                        """
                        expected control-point x values (x1 and x2) from 0 to 1, \
                        got \(format(v[0])) and \(format(v[2]))
                        """
                    )
                    return nil
                }
                return .curve(.controlPoints(v[0], v[1], v[2], v[3]))
            }
            guard let name = name(f, among: Self.curveNames, "a timing curve name or [x1, y1, x2, y2]") else {
                return nil
            }
            switch name {
            case "default": return .curve(.default)
            case "linear": return .curve(.linear)
            case "easeIn": return .curve(.easeIn)
            case "easeOut": return .curve(.easeOut)
            default: return .curve(.easeInEaseOut)
            }
        }
        if let f = reader.optional("spring") {
            guard
                let spring = MappingReader(
                    f, keys: ["damping", "velocity"],
                    expected: "a spring {damping, velocity}", context: self)
            else { return nil }
            let damping = spring.required("damping", "a damping ratio, more than 0 and at most 10 (1 = no overshoot)")
                .flatMap {
                    positiveNumber($0, maximum: 10, "a damping ratio, more than 0 and at most 10 (1 = no overshoot)")
                }
            var velocity: Double? = 0
            if let v = spring.optional("velocity") {
                velocity = number(
                    v, in: -100...100, "an initial velocity from -100 to 100 (1 = the whole distance in one second)")
            }
            guard let damping, let velocity else { return nil }
            return .spring(damping: damping, initialVelocity: velocity)
        }
        return nil
    }

    /// Duration and timing need an animation that takes them; interaction needs one that can be driven.
    /// Reports a duration, curve or spring given to an animation (`what`) that has its own timing.
    private func reportOwnTiming(_ reader: MappingReader, of what: String) {
        for key in ["duration", "curve", "spring"] {
            if let f = reader.optional(key) {
                report(
                    f.node, f.path,
                    """
                    \(what) has its own \(key == "duration" ? "duration" : "timing"); \
                    name an animator to choose one
                    """
                )
            }
        }
    }

    private func checkAnimationOptions(_ reader: MappingReader, transition: SceneTransition) {
        if case .system = transition.animation, !reader.has("keyframes") {
            for key in ["duration", "curve", "spring"] {
                if let f = reader.optional(key) {
                    report(
                        f.node, f.path,
                        """
                        UIKit's default animation has its own \(key == "duration" ? "duration" : "timing"); \
                        name an animator or a catransition to choose one
                        """
                    )
                }
            }
        }
        if case .modalStyle = transition.animation {
            reportOwnTiming(reader, of: "a modal transition style")
        }
        if case .zoom = transition.animation {
            reportOwnTiming(reader, of: "the zoom")
        }
        if case .caTransition = transition.animation, let f = reader.optional("spring") {
            report(f.node, f.path, "a CATransition takes a timing curve, not a spring")
        }
        if let f = reader.optional("interactive"), transition.interaction?.pinch != nil {
            switch (transition.animation, transition.operation) {
            case (.zoom, .dismiss), (.zoom, .pop): break
            default:
                report(
                    f.node, f.path,
                    """
                    a pinch drives a zoom's dismiss or pop (UIKit's pinch on the zoomed screen); \
                    other transitions take a drag
                    """)
            }
            return
        }
        // Keyframes can always be driven (a failed keyframes field was reported already).
        guard let f = reader.optional("interactive"), transition.interaction != nil, !reader.has("keyframes") else {
            return
        }
        switch (transition.animation, transition.operation) {
        case (.animator, _), (.keyframes, _), (.system, .pop), (.system, .dismiss), (.system, .selectTab),
            (.zoom, .pop),
            (.zoom, .dismiss):
            break // UIKit's own dismissal is a sheet's swipe (checked with the controllers)
        case (.caTransition, _):
            report(f.node, f.path, "a CATransition cannot be driven interactively; name an animator")
        default:
            report(
                f.node, f.path,
                """
                only a custom animator (or UIKit's own pop, the edge-swipe back, a sheet's \
                swipe down, a zoom's drag down, and a page view controller's swipe) can be driven \
                interactively; name an animator
                """
            )
        }
    }

    /// `interactive: {drag: [{from: [x, y], to: [x, y], seconds: 0.3}, …], release: finish}`, or two fingers:
    /// `interactive: {pinch: {center: [x, y], from: 200, to: 80, seconds: 0.4, moveTo: [x, y]}, release: finish}`.
    private func interaction(_ field: Field) -> SceneInteraction? {
        guard
            let reader = MappingReader(
                field, keys: ["drag", "pinch", "release"],
                expected: "an interaction {drag or pinch, release}", context: self)
        else { return nil }
        let release: SceneRelease? = reader.required("release", "finish or cancel").flatMap {
            enumCase($0, "a release")
        }
        if let pinchField = reader.optional("pinch") {
            if let dragField = reader.optional("drag") {
                report(dragField.node, dragField.path, "choose one: a drag (one finger) or a pinch (two fingers)")
                return nil
            }
            guard let pinch = pinch(pinchField), let release else { return nil }
            return SceneInteraction(pinch: pinch, release: release)
        }
        guard let dragField = reader.required("drag", "a list of drag segments {from, to, seconds} (or a pinch)")
        else { return nil }
        let drags = dragSegments(dragField)
        guard let release, let drags else { return nil }
        return SceneInteraction(drags: drags, release: release)
    }

    /// `pinch: {center: [x, y], from: DISTANCE, to: DISTANCE, seconds: S, moveTo: [x, y]}`.
    private func pinch(_ field: Field) -> ScenePinch? {
        guard
            let reader = MappingReader(
                field, keys: ["center", "from", "to", "seconds", "moveTo"],
                expected: "a pinch {center, from, to, seconds, moveTo}", context: self)
        else { return nil }
        let limit = Scene.Limits.coordinate
        let distance = "points between the fingers, more than 0 and at most \(format(limit))"
        let center = reader.required("center", "the fingers' midpoint [x, y] in screen points").flatMap(point)
        let from = reader.required("from", distance).flatMap { positiveNumber($0, maximum: limit, distance) }
        let to = reader.required("to", distance).flatMap { positiveNumber($0, maximum: limit, distance) }
        let seconds = reader.required("seconds", "a duration in seconds, more than 0 and at most 60").flatMap {
            positiveNumber(
                $0, maximum: Scene.Limits.durationSeconds,
                "a duration in seconds, more than 0 and at most \(format(Scene.Limits.durationSeconds))")
        }
        var end: ScenePoint?
        if let f = reader.optional("moveTo") {
            guard let value = point(f) else { return nil }
            end = value
        }
        guard let center, let from, let to, let seconds else { return nil }
        return ScenePinch(center: center, startDistance: from, endDistance: to, seconds: seconds, endCenter: end)
    }

    /// A finger's path: a non-empty list of drag segments, each reported where it is wrong; nil if any is.
    func dragSegments(_ field: Field) -> [SceneDrag]? {
        let fields = list(field, "a list of drag segments {from, to, seconds}")
        if fields.isEmpty, case .sequence = field.node {
            report(field.node, field.path, "expected at least one drag segment {from, to, seconds}, got an empty list")
        }
        let segments = fields.map(drag)
        guard !segments.isEmpty, !segments.contains(where: { $0 == nil }) else { return nil }
        return segments.map { $0! }
    }

    func drag(_ field: Field) -> SceneDrag? {
        guard
            let reader = MappingReader(
                field, keys: ["from", "to", "seconds"],
                expected: "a drag segment {from, to, seconds}", context: self)
        else { return nil }
        let from = reader.required("from", "a point [x, y] in screen points").flatMap(point)
        let to = reader.required("to", "a point [x, y] in screen points").flatMap(point)
        let seconds = reader.required("seconds", "a duration in seconds, more than 0 and at most 60")
            .flatMap {
                positiveNumber(
                    $0, maximum: Scene.Limits.durationSeconds,
                    "a duration in seconds, more than 0 and at most \(format(Scene.Limits.durationSeconds))")
            }
        guard let from, let to, let seconds else { return nil }
        return SceneDrag(from: from, to: to, seconds: seconds)
    }
}
