extension Scene {
    /// Every range and size limit a scene is held to, in one place: the scene decoder, the command-line
    /// overrides and the README's "Limits" table all take their numbers from here.
    ///
    /// Limits on a scene's *numbers* keep every later computation finite and in range; limits on its
    /// *shape* (nesting, aliases, views) are checked before the work they bound is done, so a small
    /// hostile file can neither overflow the stack nor exhaust memory.
    public enum Limits {
        /// Frames per second.
        public static let fps = 1...240
        /// Pixels per point.
        public static let scale = 1...4
        /// The largest screen width or height, in points.
        public static let screenPoints = 4096.0
        /// The largest frame width or height, in pixels.
        public static let framePixels = 8192
        /// The longest recording, and the latest transition start, in seconds.
        public static let recordingSeconds = 600.0
        /// The longest transition or drag segment, in seconds.
        public static let durationSeconds = 60.0
        /// The largest coordinate, width or height of a view frame or finger position, in points
        /// (either sign): far beyond any screen, far below where `Double` → `Int` conversions could trap.
        public static let coordinate = 1_000_000.0
        /// The largest corner radius, in points.
        public static let cornerRadius = 10_000.0
        /// Largest font size, in points.
        public static let fontSize = 1_000.0
        /// The deepest nesting of lists and mappings in a scene file.
        public static let nesting = 200
        /// The most nodes a scene file may expand to once its aliases (`*name`) are resolved.
        public static let expandedNodes = 1_000_000
        /// The most views in one scene (all controllers together, subviews included).
        public static let views = 10_000
        /// A golden comparison's tolerance: pixelmatch's YIQ colour-distance threshold.
        public static let tolerance = 0.0...1.0
        /// The most views with `dynamics` in one scene (each is a body stepped 240 times a second).
        public static let dynamicViews = 1_000
        /// A gravity magnitude (UIKit's unit: 1.0 = 1000 points/s²), either sign.
        public static let gravityMagnitude = 100.0
        /// A push magnitude (UIKit newtons), either sign.
        public static let pushMagnitude = 10_000.0
        /// A velocity component, in points per second, either sign.
        public static let speed = 100_000.0
        /// An angle or angular velocity, in degrees (per second), either sign.
        public static let degrees = 36_000.0
        /// `resistance` and `angularResistance`, `density` and attachment `frequency` (Hz) at most.
        public static let dynamicsCoefficient = 1_000.0
    }
}

extension Scene {
    /// The memory the scene's decoded images take together (each image counted once), in bytes.
    public var imageBytes: Int {
        var seen = Set<ObjectIdentifier>()
        var total = 0
        func visit(_ views: [SceneView]) {
            for view in views {
                if let image = view.image?.image, seen.insert(ObjectIdentifier(image)).inserted {
                    total += image.bitmap.width * image.bitmap.height * 4
                }
                visit(view.subviews)
            }
        }
        for controller in controllers { visit(controller.views) }
        return total
    }
}
