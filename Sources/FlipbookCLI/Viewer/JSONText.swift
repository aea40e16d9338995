/// Text as a JSON string literal that is also safe inside an HTML `<script>` element.
enum JSONText {
    /// `text` quoted and escaped for JSON, with `<`, `>` and `&` written as `\u003c`, `\u003e` and
    /// `\u0026`, so that no `</script>` or `<!--` can appear in the page's data.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}": out += unicodeEscape(scalar)
            default:
                if scalar.value < 0x20 { out += unicodeEscape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
