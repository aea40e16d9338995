/// A strict JSON (RFC 8259) syntax check that reports the first error by line and column, so JSON scene
/// files get JSON-worded errors (YAML would accept trailing commas, comments and single quotes).
/// The document is then read by the YAML parser, which gives every node its line and column.
struct JSONSyntaxCheck {
    /// The first syntax error: 1-based line and column (in Unicode scalars) and a message.
    struct Failure: Error, Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Checks `text`; throws the first ``Failure``.
    static func check(_ text: String) throws(Failure) {
        var checker = JSONSyntaxCheck(scalars: Array(text.unicodeScalars))
        checker.skipWhitespace()
        try checker.value(depth: 0)
        checker.skipWhitespace()
        if let extra = checker.peek {
            throw checker.failure("unexpected \(Self.describe(extra)) after the end of the JSON document")
        }
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func failure(_ message: String) -> Failure { Failure(line: line, column: column, message: message) }

    private static func describe(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "end of file" }
        if scalar == "\n" { return "end of line" }
        if scalar.value < 0x20 { return "control character U+\(String(scalar.value, radix: 16, uppercase: true))" }
        return "'\(scalar)'"
    }

    private mutating func skipWhitespace() {
        while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    private mutating func expect(_ word: String) throws(Failure) {
        for expected in word.unicodeScalars {
            guard peek == expected else {
                throw failure("expected \"\(word)\", got \(Self.describe(peek))")
            }
            advance()
        }
    }

    private mutating func value(depth: Int) throws(Failure) {
        // The scene's own nesting limit is checked later, on YAML events; this bound only keeps the
        // checker's recursion short, above any limit that may be set.
        guard depth <= SceneInputLimits.maximumNesting else {
            throw failure("nesting deeper than \(SceneInputLimits.maximumNesting) levels")
        }
        switch peek {
        case "{": try object(depth: depth)
        case "[": try array(depth: depth)
        case "\"": try string()
        case "t": try expect("true")
        case "f": try expect("false")
        case "n": try expect("null")
        case let c? where c == "-" || ("0"..."9").contains(c): try number()
        case "/": throw failure("comments are not allowed in JSON (use a .yaml file for comments)")
        case "'": throw failure("strings in JSON use double quotes, got '")
        default:
            throw failure(
                "expected a value (object, array, string, number, true, false or null), got \(Self.describe(peek))")
        }
    }

    private mutating func object(depth: Int) throws(Failure) {
        advance()
        skipWhitespace()
        if peek == "}" {
            advance()
            return
        }
        while true {
            guard peek == "\"" else {
                throw failure(
                    peek == "}"
                        ? "trailing comma before '}'"
                        : "expected a field name in double quotes, got \(Self.describe(peek))")
            }
            try string()
            skipWhitespace()
            guard peek == ":" else { throw failure("expected ':' after the field name, got \(Self.describe(peek))") }
            advance()
            skipWhitespace()
            try value(depth: depth + 1)
            skipWhitespace()
            switch peek {
            case ",":
                advance()
                skipWhitespace()
            case "}":
                advance()
                return
            default: throw failure("expected ',' or '}' after a field's value, got \(Self.describe(peek))")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) {
        advance()
        skipWhitespace()
        if peek == "]" {
            advance()
            return
        }
        while true {
            if peek == "]" { throw failure("trailing comma before ']'") }
            try value(depth: depth + 1)
            skipWhitespace()
            switch peek {
            case ",":
                advance()
                skipWhitespace()
            case "]":
                advance()
                return
            default: throw failure("expected ',' or ']' after a list element, got \(Self.describe(peek))")
            }
        }
    }

    private mutating func string() throws(Failure) {
        advance()
        while true {
            guard let c = peek, c != "\n" else { throw failure("unterminated string (missing closing \")") }
            if c == "\"" {
                advance()
                return
            }
            if c.value < 0x20 { throw failure("\(Self.describe(c)) inside a string; escape it") }
            advance()
            if c == "\\" {
                guard let e = peek else { throw failure("unterminated string (missing closing \")") }
                if e == "u" {
                    advance()
                    for _ in 0..<4 {
                        guard let h = peek, h.properties.isASCIIHexDigit else {
                            throw failure("expected four hex digits after \\u, got \(Self.describe(peek))")
                        }
                        advance()
                    }
                } else if "\"\\/bfnrt".unicodeScalars.contains(e) {
                    advance()
                } else {
                    throw failure("invalid escape \\\(e) in a string")
                }
            }
        }
    }

    private mutating func number() throws(Failure) {
        if peek == "-" { advance() }
        guard let first = peek, ("0"..."9").contains(first) else {
            throw failure("expected a digit, got \(Self.describe(peek))")
        }
        advance()
        if first == "0", let next = peek, ("0"..."9").contains(next) {
            throw failure("numbers cannot have leading zeros")
        }
        digits()
        if peek == "." {
            advance()
            guard let d = peek, ("0"..."9").contains(d) else {
                throw failure("expected a digit after '.', got \(Self.describe(peek))")
            }
            digits()
        }
        if peek == "e" || peek == "E" {
            advance()
            if peek == "+" || peek == "-" { advance() }
            guard let d = peek, ("0"..."9").contains(d) else {
                throw failure("expected a digit in the exponent, got \(Self.describe(peek))")
            }
            digits()
        }
    }

    private mutating func digits() {
        while let c = peek, ("0"..."9").contains(c) { advance() }
    }
}
