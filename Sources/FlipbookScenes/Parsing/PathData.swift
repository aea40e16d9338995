import Raster

/// SVG-style path data, the subset scenes use: `M`/`m` (move), `L`/`l` (line), `H`/`h` and `V`/`v`
/// (horizontal and vertical lines), `Q`/`q` (quadratic curve), `C`/`c` (cubic curve) and `Z`/`z` (close).
/// Upper case is absolute, lower case relative to the current point. Numbers are separated by spaces
/// and/or commas; a command's letter may be left out when it repeats (after a move, further pairs are
/// lines, as in SVG).
enum PathData {
    /// Why path data could not be read: a message and the 1-based character where the problem is.
    struct Failure: Error, Equatable {
        /// 1-based position in the text.
        var character: Int
        /// What was wrong, naming what was expected.
        var message: String
    }

    /// The path `text` describes; every coordinate must lie within ±`limit`.
    static func parse(_ text: String, limit: Double) throws(Failure) -> Path {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        var path = Path()
        var current = (x: 0.0, y: 0.0)
        var start = current
        var command: Unicode.Scalar?
        reader.skipSeparators()
        while !reader.atEnd {
            let position = reader.index + 1
            if let letter = reader.letter() {
                guard "MmLlHhVvQqCcZz".unicodeScalars.contains(letter) else {
                    throw Failure(
                        character: position,
                        message:
                            "unknown path command \"\(letter)\"; expected one of M, L, H, V, Q, C, Z (or lower case)")
                }
                if command == nil, letter != "M", letter != "m" {
                    throw Failure(character: position, message: "path data must start with a move (M or m)")
                }
                command = letter
            } else if command == nil {
                throw Failure(character: position, message: "path data must start with a move (M or m)")
            } else if command == "Z" || command == "z" {
                throw Failure(character: position, message: "expected a command letter after Z")
            }
            guard let letter = command else { break }
            let relative = letter.properties.isLowercase
            func x(_ value: Double) -> Double { relative ? current.x + value : value }
            func y(_ value: Double) -> Double { relative ? current.y + value : value }
            switch letter {
            case "M", "m":
                let p = try reader.numbers(2, after: letter, limit: limit)
                current = (x(p[0]), y(p[1]))
                start = current
                path.move(to: current.x, current.y)
                command = relative ? "l" : "L"
            case "L", "l":
                let p = try reader.numbers(2, after: letter, limit: limit)
                current = (x(p[0]), y(p[1]))
                path.line(to: current.x, current.y)
            case "H", "h":
                current.x = x(try reader.numbers(1, after: letter, limit: limit)[0])
                path.line(to: current.x, current.y)
            case "V", "v":
                current.y = y(try reader.numbers(1, after: letter, limit: limit)[0])
                path.line(to: current.x, current.y)
            case "Q", "q":
                let p = try reader.numbers(4, after: letter, limit: limit)
                let control = (x(p[0]), y(p[1]))
                current = (x(p[2]), y(p[3]))
                path.elements.append(.quad(cx: control.0, cy: control.1, x: current.x, y: current.y))
            case "C", "c":
                let p = try reader.numbers(6, after: letter, limit: limit)
                let c1 = (x(p[0]), y(p[1]))
                let c2 = (x(p[2]), y(p[3]))
                current = (x(p[4]), y(p[5]))
                path.elements.append(.cubic(c1x: c1.0, c1y: c1.1, c2x: c2.0, c2y: c2.1, x: current.x, y: current.y))
            default: // Z, z
                path.close()
                current = start
            }
            reader.skipSeparators()
        }
        guard command != nil else { throw Failure(character: 1, message: "expected path data, got an empty string") }
        return path
    }

    /// Reads letters and numbers from the text.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        var atEnd: Bool { index >= scalars.count }

        mutating func skipSeparators() {
            while index < scalars.count,
                scalars[index] == " " || scalars[index] == "," || scalars[index] == "\t"
                    || scalars[index] == "\n" || scalars[index] == "\r"
            {
                index += 1
            }
        }

        /// The letter at the current position, consumed; nil (nothing consumed) for anything else.
        mutating func letter() -> Unicode.Scalar? {
            guard index < scalars.count, scalars[index].properties.isAlphabetic, scalars[index] != "e",
                scalars[index] != "E"
            else { return nil }
            index += 1
            return scalars[index - 1]
        }

        /// `count` numbers for command `letter`, each within ±`limit`.
        mutating func numbers(_ count: Int, after letter: Unicode.Scalar, limit: Double) throws(Failure) -> [Double] {
            var values: [Double] = []
            for _ in 0..<count {
                skipSeparators()
                let begin = index
                while index < scalars.count, "0123456789+-.eE".unicodeScalars.contains(scalars[index]) {
                    // A sign starts a new number unless it follows an exponent.
                    if index > begin, scalars[index] == "-" || scalars[index] == "+",
                        scalars[index - 1] != "e" && scalars[index - 1] != "E"
                    {
                        break
                    }
                    index += 1
                }
                let token = String(String.UnicodeScalarView(scalars[begin..<index]))
                guard let value = Double(token), value.isFinite else {
                    let got =
                        !token.isEmpty ? "\"\(token)\"" : index < scalars.count ? "\"\(scalars[index])\"" : "the end"
                    throw Failure(
                        character: begin + 1,
                        message: "expected \(count) number\(count == 1 ? "" : "s") after \"\(letter)\", got \(got)")
                }
                guard abs(value) <= limit else {
                    throw Failure(
                        character: begin + 1,
                        message: "expected a coordinate from -\(Int(limit)) to \(Int(limit)), got \(token)")
                }
                values.append(value)
            }
            return values
        }
    }
}
