import Raster
import Yams

/// Colours: `#RGB`, `#RRGGBB`, `#RRGGBBAA` (straight alpha) or a UIKit colour name (light appearance).
extension DecodingContext {
    /// A colour from a hex string or a name in ``SceneColorNames``.
    func color(_ field: Field) -> Color? {
        if case .scalar(let scalar) = field.node {
            if let color = SceneColorNames.color(hex: scalar.string) ?? SceneColorNames.named[scalar.string] {
                return color
            }
            var message =
                """
                expected a colour ("#RGB", "#RRGGBB", "#RRGGBBAA" or a UIKit name such as white, \
                systemBlue, systemGray6), got \(field.node.described)
                """
            if !scalar.string.hasPrefix("#"), !scalar.string.isEmpty,
                let suggestion = Suggestion.closest(to: scalar.string, among: SceneColorNames.allNames)
            {
                message += " (did you mean \"\(suggestion)\"?)"
            }
            report(field.node, field.path, message)
            return nil
        }
        report(field.node, field.path, "expected a colour (\"#RRGGBB\" or a UIKit name), got \(field.node.described)")
        return nil
    }
}

/// The colour names scene files accept: UIKit's fixed colours and its system colours in the light
/// appearance, with their sRGB values.
public enum SceneColorNames {
    /// Colour by name.
    public static let named: [String: Color] = {
        var table: [String: Color] = [
            "black": .black, "white": .white, "clear": .clear,
            "darkGray": gray(1.0 / 3), "gray": gray(0.5), "lightGray": gray(2.0 / 3),
            "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
            "blue": Color(red: 0, green: 0, blue: 1), "cyan": Color(red: 0, green: 1, blue: 1),
            "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
            "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
            "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        ]
        let hex: [String: String] = [
            "systemRed": "#FF3B30", "systemOrange": "#FF9500", "systemYellow": "#FFCC00",
            "systemGreen": "#34C759", "systemMint": "#00C7BE", "systemTeal": "#30B0C7",
            "systemCyan": "#32ADE6", "systemBlue": "#007AFF", "systemIndigo": "#5856D6",
            "systemPurple": "#AF52DE", "systemPink": "#FF2D55", "systemBrown": "#A2845E",
            "systemGray": "#8E8E93", "systemGray2": "#AEAEB2", "systemGray3": "#C7C7CC",
            "systemGray4": "#D1D1D6", "systemGray5": "#E5E5EA", "systemGray6": "#F2F2F7",
            "systemBackground": "#FFFFFF", "secondarySystemBackground": "#F2F2F7",
            "tertiarySystemBackground": "#FFFFFF", "systemGroupedBackground": "#F2F2F7",
            "label": "#000000", "secondaryLabel": "#3C3C4399", "tertiaryLabel": "#3C3C434C",
            "separator": "#3C3C434A", "opaqueSeparator": "#C6C6C8", "link": "#007AFF",
        ]
        for (name, value) in hex { table[name] = color(hex: value)! }
        return table
    }()

    /// Every accepted name, sorted.
    public static var allNames: [String] { named.keys.sorted() }

    /// A colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA`; `nil` for anything else.
    public static func color(hex: String) -> Color? {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count == 3 ? digits.flatMap { [$0, $0] } : digits
        var components: [Double] = []
        for i in stride(from: 0, to: expanded.count, by: 2) {
            components.append(Double(Int(String(expanded[i...i + 1]), radix: 16)!) / 255)
        }
        return Color(
            red: components[0], green: components[1], blue: components[2],
            alpha: components.count == 4 ? components[3] : 1)
    }

    private static func gray(_ white: Double) -> Color { Color(red: white, green: white, blue: white) }
}
