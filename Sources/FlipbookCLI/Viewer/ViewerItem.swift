import Foundation

/// One step of the player page: a rendered frame, or a golden check's expected and actual images.
enum ViewerItem {
    /// Frame `number` of a render, shown `milliseconds` after frame 0, as PNG bytes.
    case frame(number: Int, milliseconds: Double, png: Data)
    /// A golden check named `label` at `milliseconds`: the expected and actual PNGs and the diff map
    /// (none when the sizes differ).
    case comparison(label: String, milliseconds: Double, expected: Data, actual: Data, diff: Data?)

    /// The item as one line of JSON for the page's `flipbook-items` array.
    var json: String {
        switch self {
        case .frame(let number, let milliseconds, let png):
            return #"{"frame":\#(number),"ms":\#(Self.number(milliseconds)),"src":"\#(Self.dataURI(png))"}"#
        case .comparison(let label, let milliseconds, let expected, let actual, let diff):
            let diffField = diff.map { "\"" + Self.dataURI($0) + "\"" } ?? "null"
            return #"{"label":\#(JSONText.quoted(label)),"ms":\#(Self.number(milliseconds)),"#
                + #""expected":"\#(Self.dataURI(expected))","actual":"\#(Self.dataURI(actual))","diff":\#(diffField)}"#
        }
    }

    /// `data:image/png;base64,…`.
    static func dataURI(_ png: Data) -> String { "data:image/png;base64," + png.base64EncodedString() }

    /// A time in milliseconds to one decimal, without a trailing `.0` (`16.7`, `250`).
    static func number(_ milliseconds: Double) -> String {
        let tenths = (milliseconds * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else { return "0" }
        let whole = Int(tenths)
        return whole % 10 == 0 ? "\(whole / 10)" : "\(whole / 10).\(abs(whole % 10))"
    }
}
