import FlipbookScenes

/// One built-in demo: a name, a one-line description, where it comes from, and its scene.
public struct CatalogEntry: Sendable {
    /// The name `flipbook render` and `flipbook list` use, e.g. `push-kugou`.
    public let name: String
    /// One line saying what the transition looks like.
    public let summary: String
    /// Where the demo comes from: `seed 001`, `UIKit default`, ….
    public let origin: String
    private let build: @Sendable () throws(CatalogError) -> Scene

    /// An entry whose scene is made by `scene` (called each time the scene is needed).
    public init(
        name: String, summary: String, origin: String, scene: @escaping @Sendable () throws(CatalogError) -> Scene
    ) {
        self.name = name
        self.summary = summary
        self.origin = origin
        self.build = scene
    }

    /// The entry's scene (screens and photos are built fresh).
    public func scene() throws(CatalogError) -> Scene { try build() }
}
