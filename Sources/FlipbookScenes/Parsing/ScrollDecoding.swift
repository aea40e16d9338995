import Yams

/// `scroll:` on a view — `{contentSize: [w, h], contentOffset: [x, y], drag: {start, path}}`: the view becomes a
/// scroll view whose subviews are its content.
extension DecodingContext {
    func scroll(_ field: Field) -> SceneScroll? {
        guard
            let reader = MappingReader(
                field, keys: ["contentSize", "contentOffset", "drag"],
                expected: "a scroll view {contentSize, contentOffset, drag}", context: self)
        else { return nil }
        let limit = Scene.Limits.coordinate
        let size = reader.required("contentSize", "the content's size [width, height] in points").flatMap {
            contentSize($0, limit: limit)
        }
        var offset = ScenePoint(x: 0, y: 0)
        if let f = reader.optional("contentOffset") {
            guard let value = point(f) else { return nil }
            offset = value
        }
        let finger = reader.optional("drag").flatMap(scrollFinger)
        if reader.has("drag"), finger == nil { return nil }
        guard let size else { return nil }
        return SceneScroll(contentWidth: size.0, contentHeight: size.1, offset: offset, finger: finger)
    }

    /// `[width, height]`, each from 0 to `limit`.
    private func contentSize(_ field: Field, limit: Double) -> (Double, Double)? {
        let expected = "the content's size [width, height] in points, each from 0 to \(format(limit))"
        guard case .sequence(let sequence) = field.node, sequence.count == 2 else {
            report(field.node, field.path, "expected \(expected), got \(field.node.described)")
            return nil
        }
        let values = sequence.enumerated().map {
            number(Field(node: $1, path: field.element($0)), in: 0...limit, "a length from 0 to \(format(limit))")
        }
        guard let width = values[0], let height = values[1] else { return nil }
        return (width, height)
    }

    /// `drag: {start: 0.2, path: [{from, to, seconds}, …]}`: a finger that goes down on the scroll view.
    private func scrollFinger(_ field: Field) -> SceneScrollFinger? {
        guard
            let reader = MappingReader(
                field, keys: ["start", "path"], expected: "a finger's drag {start, path}", context: self)
        else { return nil }
        var finger = SceneScrollFinger(drags: [])
        if let f = reader.optional("start") {
            guard
                let v = number(
                    f, in: 0...Scene.Limits.recordingSeconds,
                    "a start time in seconds from 0 to \(format(Scene.Limits.recordingSeconds))")
            else { return nil }
            finger.start = v
        }
        guard let pathField = reader.required("path", "a list of drag segments {from, to, seconds}") else {
            return nil
        }
        guard let segments = dragSegments(pathField) else { return nil }
        finger.drags = segments
        guard finger.end <= Scene.Limits.recordingSeconds else {
            report(
                pathField.node, pathField.path,
                """
                expected the finger to lift within \(format(Scene.Limits.recordingSeconds)) seconds, \
                got \(format(finger.end))
                """)
            return nil
        }
        return finger
    }
}
