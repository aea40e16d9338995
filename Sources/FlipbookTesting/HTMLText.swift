/// Text made safe for HTML, for the golden reports of `assertGolden` and `flipbook verify`.
public enum HTMLText {
    /// `text` with the five HTML-significant characters escaped (`&`, `<`, `>`, `"` and `'`), so it can go
    /// in element content and in quoted attribute values alike.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }
}
