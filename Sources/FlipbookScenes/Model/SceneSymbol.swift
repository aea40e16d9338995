import Raster

/// A system image (an SF Symbols name) drawn in a view: `symbol: heart.fill` or
/// `symbol: {name: heart.fill, pointSize: 24, weight: bold, color: systemRed}`.
public struct SceneSymbol: Sendable, Hashable {
    /// The SF Symbols name.
    public var name: String
    /// The point size (17 by default).
    public var pointSize: Double
    /// The stroke weight (regular by default).
    public var weight: SceneText.Weight
    /// The colour; nil draws the tint colour (system blue).
    public var color: Color?

    /// A symbol with every property given.
    public init(name: String, pointSize: Double = 17, weight: SceneText.Weight = .regular, color: Color? = nil) {
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.color = color
    }
}
