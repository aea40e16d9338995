import Yams

/// `dynamics:` on a view — gravity, collision, item properties, a push, a snap and a finger's drag — each value
/// checked against its range (``Scene/Limits``) before anything is simulated.
extension DecodingContext {
    static let dynamicsKeys = [
        "start", "gravity", "collision", "elasticity", "friction", "resistance", "angularResistance", "density",
        "allowsRotation", "velocity", "angularVelocity", "push", "snap", "drag",
    ]

    /// `dynamics: {gravity: true, collision: everything, elasticity: 0.5, push: {…}, snap: {…}, drag: {…}}`.
    func dynamics(_ field: Field) -> SceneDynamics? {
        dynamicViewCount += 1
        guard dynamicViewCount <= Scene.Limits.dynamicViews else {
            if dynamicViewCount == Scene.Limits.dynamicViews + 1 {
                report(
                    field.node, field.path, "more than \(Scene.Limits.dynamicViews) views with dynamics in the scene")
            }
            return nil
        }
        guard
            let reader = MappingReader(
                field, keys: Self.dynamicsKeys,
                expected: "dynamics {gravity, collision, elasticity, push, snap, drag…}", context: self)
        else { return nil }
        var dynamics = SceneDynamics()
        if let f = reader.optional("start"), let v = startTime(f) { dynamics.start = v }
        dynamics.gravity = reader.optional("gravity").flatMap(gravity)
        dynamics.collision = reader.optional("collision").flatMap {
            enumCase($0, "a collision mode") as SceneCollision?
        }
        let unit = "0 to 1"
        dynamics.elasticity = reader.optional("elasticity").flatMap {
            number($0, in: 0...1, "an elasticity from \(unit) (1: no energy lost in a bounce)")
        }
        dynamics.friction = reader.optional("friction").flatMap {
            number($0, in: 0...100, "a friction from 0 to 100 (0: none, 1: strong)")
        }
        let coefficient = Scene.Limits.dynamicsCoefficient
        for key in ["resistance", "angularResistance"] {
            guard let f = reader.optional(key) else { continue }
            let value = number(f, in: 0...coefficient, "a \(key) from 0 to \(format(coefficient)) (per second)")
            if key == "resistance" { dynamics.resistance = value } else { dynamics.angularResistance = value }
        }
        dynamics.density = reader.optional("density").flatMap {
            positiveNumber(
                $0, maximum: coefficient,
                "a density, more than 0 and at most \(format(coefficient)) (1: a 100 × 100-point view weighs 1)")
        }
        dynamics.allowsRotation = reader.optional("allowsRotation").flatMap(bool)
        dynamics.velocity = reader.optional("velocity").flatMap(velocity)
        dynamics.angularVelocity = reader.optional("angularVelocity").flatMap {
            degrees($0, "an angular velocity in degrees per second")
        }
        dynamics.push = reader.optional("push").flatMap(push)
        dynamics.snap = reader.optional("snap").flatMap(snap)
        dynamics.drag = reader.optional("drag").flatMap(dynamicsDrag)
        return dynamics
    }

    /// Seconds after frame 0, 0–600.
    private func startTime(_ field: Field) -> Double? {
        number(
            field, in: 0...Scene.Limits.recordingSeconds,
            "a start time in seconds from 0 to \(format(Scene.Limits.recordingSeconds))")
    }

    /// An angle (or angular speed) in degrees within ±``Scene/Limits/degrees``.
    private func degrees(_ field: Field, _ what: String) -> Double? {
        let limit = Scene.Limits.degrees
        return number(field, in: -limit...limit, "\(what) from -\(format(limit)) to \(format(limit))")
    }

    /// `gravity: true` (UIKit's 1.0 downwards) or `gravity: {magnitude: 1, angle: 90}`.
    private func gravity(_ field: Field) -> SceneGravity? {
        if case .scalar = field.node {
            guard let on = bool(field) else { return nil }
            return on ? SceneGravity() : nil
        }
        guard
            let reader = MappingReader(
                field, keys: ["magnitude", "angle"], expected: "gravity: true or {magnitude, angle}", context: self)
        else { return nil }
        var gravity = SceneGravity()
        let limit = Scene.Limits.gravityMagnitude
        if let f = reader.optional("magnitude") {
            guard
                let v = number(
                    f, in: -limit...limit,
                    "a magnitude from -\(format(limit)) to \(format(limit)) (1: 1000 points/s²)")
            else { return nil }
            gravity.magnitude = v
        }
        if let f = reader.optional("angle") {
            guard let v = degrees(f, "an angle in degrees (90: down)") else { return nil }
            gravity.angle = v
        }
        return gravity
    }

    /// `velocity: [vx, vy]` in points per second.
    private func velocity(_ field: Field) -> ScenePoint? {
        guard let point = point(field) else { return nil }
        let limit = Scene.Limits.speed
        guard abs(point.x) <= limit, abs(point.y) <= limit else {
            report(
                field.node, field.path,
                """
                expected a velocity [vx, vy] in points per second, each from -\(format(limit)) to \(format(limit)), \
                got [\(format(point.x)), \(format(point.y))]
                """
            )
            return nil
        }
        return point
    }

    /// `push: {mode: instantaneous, magnitude: 40, angle: -60, start: 0.2}`.
    private func push(_ field: Field) -> ScenePush? {
        guard
            let reader = MappingReader(
                field, keys: ["mode", "magnitude", "angle", "start"],
                expected: "a push {mode, magnitude, angle, start}", context: self)
        else { return nil }
        var mode = ScenePush.Mode.instantaneous
        if let f = reader.optional("mode") {
            guard let value: ScenePush.Mode = enumCase(f, "a push mode") else { return nil }
            mode = value
        }
        let limit = Scene.Limits.pushMagnitude
        let magnitude = reader.required("magnitude", "a magnitude in UIKit newtons").flatMap {
            number(
                $0, in: -limit...limit,
                """
                a magnitude from -\(format(limit)) to \(format(limit)) \
                (1: 100 points/s² on a 100 × 100-point view)
                """)
        }
        var angle = 0.0
        if let f = reader.optional("angle") {
            guard let v = degrees(f, "an angle in degrees (0: right, 90: down)") else { return nil }
            angle = v
        }
        var start: Double?
        if let f = reader.optional("start") {
            guard let v = startTime(f) else { return nil }
            start = v
        }
        guard let magnitude else { return nil }
        return ScenePush(mode: mode, magnitude: magnitude, angle: angle, start: start)
    }

    /// `snap: {to: [x, y], damping: 0.5, start: 1}`.
    private func snap(_ field: Field) -> SceneSnap? {
        guard
            let reader = MappingReader(
                field, keys: ["to", "damping", "start"], expected: "a snap {to, damping, start}", context: self)
        else { return nil }
        let point = reader.required("to", "the snap point [x, y] in the superview's points").flatMap(self.point)
        var damping = 0.5
        if let f = reader.optional("damping") {
            guard let v = number(f, in: 0...1, "a damping from 0 to 1 (0.5 by default)") else { return nil }
            damping = v
        }
        var start: Double?
        if let f = reader.optional("start") {
            guard let v = startTime(f) else { return nil }
            start = v
        }
        guard let point else { return nil }
        return SceneSnap(point: point, damping: damping, start: start)
    }

    /// `drag: {start: 0.2, path: [{from, to, seconds}, …], frequency: 0, damping: 0}`.
    private func dynamicsDrag(_ field: Field) -> SceneDynamicsDrag? {
        guard
            let reader = MappingReader(
                field, keys: ["start", "path", "frequency", "damping"],
                expected: "a finger's drag {start, path, frequency, damping}", context: self)
        else { return nil }
        var drag = SceneDynamicsDrag(drags: [])
        drag.location = location(of: field.node, field: field.path)
        if let f = reader.optional("start") {
            guard let v = startTime(f) else { return nil }
            drag.start = v
        }
        let limit = Scene.Limits.dynamicsCoefficient
        if let f = reader.optional("frequency") {
            guard let v = number(f, in: 0...limit, "a frequency in Hz from 0 (rigid) to \(format(limit))") else {
                return nil
            }
            drag.frequency = v
        }
        if let f = reader.optional("damping") {
            guard let v = number(f, in: 0...10, "a damping ratio from 0 to 10") else { return nil }
            drag.damping = v
        }
        guard let pathField = reader.required("path", "a list of drag segments {from, to, seconds}") else {
            return nil
        }
        guard let segments = dragSegments(pathField) else { return nil }
        drag.drags = segments
        dynamicDragSeconds += drag.seconds
        guard dynamicDragSeconds <= Scene.Limits.recordingSeconds else {
            report(
                pathField.node, pathField.path,
                """
                expected the fingers of the scene's dynamics to be down for at most \
                \(format(Scene.Limits.recordingSeconds)) seconds together, got \(format(dynamicDragSeconds))
                """
            )
            return nil
        }
        guard drag.start + drag.seconds <= Scene.Limits.recordingSeconds else {
            report(
                pathField.node, pathField.path,
                """
                expected the finger to lift within \(format(Scene.Limits.recordingSeconds)) seconds, \
                got \(format(drag.start + drag.seconds))
                """
            )
            return nil
        }
        return drag
    }
}
