import Yams

/// `popover: {source, arrows, size, adapts}` of a controller presented with `presentationStyle: popover`.
extension DecodingContext {
    static let popoverKeys = ["source", "arrows", "size", "adapts"]

    /// Reads `popover:` into `controller`, which must be presented as a popover (and then needs it).
    func popoverOptions(_ reader: MappingReader, into controller: inout SceneController) {
        let field = reader.optional("popover")
        guard controller.presentationStyle == .popover else {
            if let field {
                report(
                    field.node, field.path,
                    """
                    popover applies to presentationStyle: popover, not to \
                    \(controller.effectivePresentationStyle.rawValue)
                    """)
            }
            return
        }
        guard let field else {
            report(
                reader.field.node, reader.field.path,
                """
                presentationStyle: popover needs popover: {source: VIEW-ID or rightBarButton}, what the popover \
                points at in the presenting controller
                """)
            return
        }
        guard
            let popover = MappingReader(
                field, keys: Self.popoverKeys, expected: "a popover {source, arrows, size, adapts}", context: self),
            let sourceField = popover.required("source", "a view id or rightBarButton"),
            let source = string(sourceField, "a view id of the presenting controller, or rightBarButton")
        else { return }
        var result = ScenePopover(source: source == "rightBarButton" ? .rightBarButton : .view(source))
        if let f = popover.optional("arrows") {
            let fields = list(f, "a list of arrow directions [up, down, left, right]")
            if fields.isEmpty, case .sequence = f.node {
                report(
                    f.node, f.path, "expected at least one arrow direction (up, down, left, right), got an empty list")
            }
            result.arrows = fields.compactMap { enumCase($0, "an arrow direction") as SceneArrowDirection? }
        }
        if let f = popover.optional("size") { result.size = popoverSize(f) }
        if let f = popover.optional("adapts") { result.adapts = bool(f) ?? true }
        controller.popover = result
    }

    /// `size: [width, height]`: each from 1 to ``Scene/Limits/coordinate`` points.
    private func popoverSize(_ field: Field) -> (width: Double, height: Double)? {
        let expected = "a size [width, height] in points"
        guard case .sequence(let sequence) = field.node, sequence.count == 2 else {
            report(field.node, field.path, "expected \(expected), got \(field.node.described)")
            return nil
        }
        let limit = Scene.Limits.coordinate
        let values = sequence.enumerated().map { index, node in
            number(
                Field(node: node, path: field.element(index)), in: 1...limit,
                "a number of points from 1 to \(format(limit))")
        }
        guard let width = values[0], let height = values[1] else { return nil }
        return (width, height)
    }
}
