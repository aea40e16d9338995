import Flipbook
import Raster
import Yams

/// The top level of a scene document: device, screen, fps, background, statusBar, controllers, root, transition,
/// record, verify, actions.
extension DecodingContext {
    static let sceneKeys = [
        "device", "orientation", "screen", "fps", "background", "statusBar", "controllers", "root", "transition",
        "record", "verify", "actions",
    ]

    /// Decodes a whole document; the result is only meaningful when no diagnostics were reported.
    func scene(_ document: Field) -> Scene? {
        guard
            let reader = MappingReader(
                document, keys: Self.sceneKeys,
                expected: "a scene (a mapping with controllers, root, transition…)",
                context: self)
        else { return nil }
        var device = reader.optional("device").flatMap(device) ?? .default
        if let orientation = reader.optional("orientation").flatMap(orientation) {
            device = device.oriented(orientation)
        }
        let named = reader.has("device") || reader.has("orientation")
        let screen =
            reader.optional("screen").flatMap { self.screen($0, device: device, named: named) }
            ?? SceneScreen(device: device)
        let fps =
            reader.optional("fps").flatMap {
                integer(
                    $0, in: Scene.Limits.fps,
                    """
                    frames per second, a whole number from \(Scene.Limits.fps.lowerBound) \
                    to \(Scene.Limits.fps.upperBound)
                    """
                )
            } ?? 60
        let background = reader.optional("background").flatMap(color) ?? .black
        let showsStatusBar = reader.optional("statusBar").flatMap(bool)
        let controllerFields = reader.required("controllers", "a mapping from controller names to controllers")
        if let controllerFields { checkImageBudget(controllerFields) }
        let controllers = controllerFields.map(controllers) ?? []
        let rootField = reader.required(
            "root", "the window's root: {controller: NAME}, {navigation: [NAMES]} or {tabs: [NAMES]}")
        let root = rootField.flatMap(root)
        let transitionField = reader.optional("transition")
        let transition = transitionField.flatMap(transition)
        let recording = reader.optional("record").flatMap(recording) ?? SceneRecording()
        let verification = reader.optional("verify").flatMap(verification) ?? SceneVerification()
        let written = controllerFields?.node.mapping.map { Array($0.keys.compactMap(\.string)) } ?? []
        let controlActions =
            reader.optional("actions").map { self.actions($0, controllers: controllers, known: written) } ?? []

        guard let root else { return nil }
        var scene = Scene(
            device: device, screen: screen, fps: fps, background: background, controllers: controllers,
            root: root, transition: transition, recording: recording, verification: verification)
        scene.showsStatusBar = showsStatusBar ?? false
        // Names are checked against the controllers mapping's keys, so a controller with its own errors
        // does not also make every reference to it an error.
        if let rootField, controllerFields?.node.mapping != nil {
            checkReferences(scene: &scene, known: written, root: rootField, transition: transitionField)
            checkKeyframeViews(scene)
        }
        scene.actions = controlActions
        return scene
    }

    /// `device: iphone-15`: one of ``SimulatedDevice/all``.
    private func device(_ field: Field) -> SimulatedDevice? {
        name(field, among: SimulatedDevice.all.map(\.identifier), "a device").flatMap(SimulatedDevice.named)
    }

    /// `orientation: landscape`: how the device is turned (see ``SceneOrientation``).
    private func orientation(_ field: Field) -> UIInterfaceOrientation? {
        (enumCase(field, "an orientation") as SceneOrientation?)?.interfaceOrientation
    }

    /// `screen: {width: 390, height: 844, scale: 3}`, every field optional; fields left out are the
    /// device's. A scene that names its device or orientation gives the scale only (the device sets the size).
    private func screen(_ field: Field, device: SimulatedDevice, named: Bool) -> SceneScreen? {
        guard
            let reader = MappingReader(
                field, keys: ["width", "height", "scale"], expected: "a screen {width, height, scale}", context: self)
        else { return nil }
        var screen = SceneScreen(device: device)
        if named {
            for key in ["width", "height"] {
                guard let f = reader.optional(key) else { continue }
                report(
                    f.node, f.path,
                    """
                    the device \(device.identifier)\(device.orientation.isLandscape ? " in landscape" : "") \
                    sets the screen's size \
                    (\(format(screen.width)) × \(format(screen.height)) points); give the scale only
                    """
                )
            }
        }
        let points = Scene.Limits.screenPoints
        if !named, let f = reader.optional("width"),
            let v = positiveNumber(f, maximum: points, "a width in points, more than 0 and at most \(format(points))")
        {
            screen.width = v
        }
        if !named, let f = reader.optional("height"),
            let v = positiveNumber(f, maximum: points, "a height in points, more than 0 and at most \(format(points))")
        {
            screen.height = v
        }
        if let f = reader.optional("scale"), let v = integer(f, in: Scene.Limits.scale, "a scale of 1, 2, 3 or 4") {
            screen.scale = v
        }
        let pixels = (screen.width * Double(screen.scale), screen.height * Double(screen.scale))
        if pixels.0 != pixels.0.rounded() || pixels.1 != pixels.1.rounded() {
            report(
                field.node, field.path,
                """
                expected a size that is a whole number of pixels at scale \(screen.scale), \
                got \(format(pixels.0)) × \(format(pixels.1)) pixels
                """
            )
        } else if pixels.0 > Double(Scene.Limits.framePixels) || pixels.1 > Double(Scene.Limits.framePixels) {
            report(
                field.node, field.path,
                """
                expected at most \(Scene.Limits.framePixels) pixels each way, \
                got \(format(pixels.0)) × \(format(pixels.1)) pixels
                """
            )
        }
        return screen
    }

    /// `record: {seconds: 1.2}`.
    private func recording(_ field: Field) -> SceneRecording? {
        guard let reader = MappingReader(field, keys: ["seconds"], expected: "a recording {seconds}", context: self)
        else { return nil }
        let seconds = reader.optional("seconds").flatMap {
            positiveNumber(
                $0, maximum: Scene.Limits.recordingSeconds,
                "a number of seconds, more than 0 and at most \(format(Scene.Limits.recordingSeconds))")
        }
        return SceneRecording(seconds: seconds)
    }

    /// `verify: {tolerance: 0.1}`.
    private func verification(_ field: Field) -> SceneVerification? {
        guard
            let reader = MappingReader(
                field, keys: ["tolerance"], expected: "verification settings {tolerance}", context: self)
        else { return nil }
        let limits = Scene.Limits.tolerance
        let tolerance = reader.optional("tolerance").flatMap {
            number(
                $0, in: limits,
                """
                a tolerance from \(format(limits.lowerBound)) to \(format(limits.upperBound)) \
                (0.1 is pixelmatch's usual setting)
                """)
        }
        return SceneVerification(tolerance: tolerance)
    }

    /// A number as written in messages: no trailing `.0` for whole numbers.
    func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
