import Yams

/// `transition.keyframes:` — an animator written in the scene: a list of tracks, each animating one view of
/// the `from` or `to` controller (or a snapshot copy of it) through states, with durations, delays and a
/// curve or spring.
///
/// ```yaml
/// keyframes:
///   - view: to
///     from: {transform: {translate: [775.8, 321.4], rotate: 45}}
///   - {view: from.photo, snapshot: true, to: {alpha: 0}, duration: 0.2, delay: 0.1, curve: easeOut}
/// ```
extension DecodingContext {
    static let trackKeys = [
        "view", "snapshot", "hidden", "from", "to", "keyframes", "duration", "delay", "curve", "spring",
    ]
    static let stateKeys = ["frame", "center", "transform", "alpha", "cornerRadius", "color", "mask"]
    static let keyframeKeys = stateKeys + ["duration", "delay"]

    func keyframes(_ field: Field) -> SceneKeyframes? {
        let tracks = list(field, "a list of view tracks {view, from, to, keyframes, duration, delay, curve}").map(track)
        guard case .sequence = field.node, !tracks.contains(where: { $0 == nil }) else { return nil }
        return SceneKeyframes(tracks: tracks.map { $0! })
    }

    private func track(_ field: Field) -> SceneTrack? {
        guard
            let reader = MappingReader(
                field, keys: Self.trackKeys, expected: "a view track {view, from, to, keyframes, duration…}",
                context: self)
        else { return nil }
        var valid = true
        func check<T>(_ value: T?) -> T? {
            if value == nil { valid = false }
            return value
        }
        let viewField = reader.required("view", "to, from, to.ID or from.ID (a view's id)")
        let target = check(viewField.flatMap(trackTarget))
        var track = SceneTrack(target: target ?? SceneTrackTarget(side: .to))
        track.location = viewField.map { location(of: $0.node, field: $0.path) }
        if let f = reader.optional("snapshot") { track.isSnapshot = check(bool(f)) ?? false }
        if let f = reader.optional("hidden") { track.isHiddenDuringTransition = check(bool(f)) ?? false }
        if let f = reader.optional("from") { track.initial = check(state(f)) ?? SceneViewState() }
        if let f = reader.optional("delay") { track.delay = check(seconds(f, orZero: true)) ?? 0 }
        let duration = reader.optional("duration").flatMap { check(seconds($0, orZero: false)) }
        track.timing = timing(reader)
        if reader.has("curve") || reader.has("spring") { _ = check(track.timing) }

        if let to = reader.optional("to") {
            if let f = reader.optional("keyframes") {
                report(
                    f.node, f.path,
                    "choose one: to (one state) and keyframes (a list of states) cannot be used together")
                valid = false
            }
            track.keyframes = [SceneKeyframe(state: check(state(to)), duration: duration)]
        } else if let f = reader.optional("keyframes") {
            let steps = list(f, "a list of keyframes {alpha, frame, transform…, duration, delay}").map(keyframe)
            if steps.isEmpty, case .sequence = f.node {
                report(f.node, f.path, "expected at least one keyframe, got an empty list")
                valid = false
            }
            if steps.contains(where: { $0 == nil }) { valid = false }
            track.keyframes = steps.compactMap { $0 }.map { step in
                var step = step
                step.duration = step.duration ?? duration
                return step
            }
        } else if reader.has("from") {
            track.keyframes = [SceneKeyframe(state: nil, duration: duration)]
        } else if !reader.has("hidden") && onlyKnownKeys(reader) {
            report(field.node, field.path, "a track needs from, to or keyframes (or hidden: true) to animate anything")
            valid = false
        }
        return valid ? track : nil
    }

    /// `to`, `from`, `to.photo`: a side and an optional view id.
    private func trackTarget(_ field: Field) -> SceneTrackTarget? {
        guard let text = string(field, "to, from, to.ID or from.ID") else { return nil }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let sides = SceneSide.allCases.map(\.rawValue)
        guard let side = SceneSide(rawValue: parts[0]), parts.count == 1 || !parts[1].isEmpty else {
            var message = "expected to, from, to.ID or from.ID (a view's id), got \(field.node.described)"
            if let suggestion = Suggestion.closest(to: parts[0], among: sides) {
                let rest = parts.count > 1 ? ".\(parts[1])" : ""
                message += " (did you mean \"\(suggestion)\(rest)\"?)"
            }
            report(field.node, field.path, message)
            return nil
        }
        return SceneTrackTarget(side: side, viewID: parts.count > 1 ? parts[1] : nil)
    }

    private func keyframe(_ field: Field) -> SceneKeyframe? {
        guard
            let reader = MappingReader(
                field, keys: Self.keyframeKeys, expected: "a keyframe {alpha, frame, transform…, duration, delay}",
                context: self)
        else { return nil }
        let state = state(reader)
        let duration = reader.optional("duration").map { seconds($0, orZero: false) }
        let delay = reader.optional("delay").map { seconds($0, orZero: true) }
        guard let state, duration != .some(nil), delay != .some(nil) else { return nil }
        return SceneKeyframe(state: state, duration: duration ?? nil, delay: (delay ?? 0) ?? 0)
    }

    /// Seconds, more than 0 (or at least 0 with `orZero`) and at most ``Scene/Limits/durationSeconds``.
    private func seconds(_ field: Field, orZero: Bool) -> Double? {
        let limit = Scene.Limits.durationSeconds
        if orZero {
            return number(field, in: 0...limit, "a delay in seconds from 0 to \(format(limit))")
        }
        return positiveNumber(field, maximum: limit, "a duration in seconds, more than 0 and at most \(format(limit))")
    }
}
