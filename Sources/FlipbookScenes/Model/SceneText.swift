import Raster

/// Text a scene view draws (as a `UILabel` filling the view): a string in the system font at a size and
/// weight, in a colour, aligned, on at most `lines` lines (0: as many as fit), truncated at the tail.
public struct SceneText: Sendable, Hashable {
    /// The weights of the system font, UIKit's names.
    public enum Weight: String, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// How lines line up.
    public enum Alignment: String, Sendable, CaseIterable {
        case left, center, right, natural
    }

    /// The text.
    public var string: String
    /// Font size in points.
    public var size: Double
    public var weight: Weight
    public var color: Color
    public var alignment: Alignment
    /// The most lines shown; 0 for as many as the view's height holds.
    public var lines: Int

    /// Text with UILabel's defaults: 17 points, regular, black, natural alignment, one line.
    public init(
        _ string: String, size: Double = 17, weight: Weight = .regular, color: Color = .black,
        alignment: Alignment = .natural, lines: Int = 1
    ) {
        self.string = string
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.lines = lines
    }
}
