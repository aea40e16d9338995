import Foundation

/// A parsed JSON value. Decoded with `JSONDecoder`, which keeps `true` and `1` apart (JSONSerialization
/// hands both back as the same `NSNumber` on Linux).
enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !list.isAtEnd { values.append(try list.decode(JSONValue.self)) }
            self = .array(values)
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var values: [String: JSONValue] = [:]
            for key in object.allKeys { values[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(values)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// One value of a parsed JSON document and where it is (`items[2].rect`), with typed accessors
/// whose errors name that place. A missing key is a field whose value is nil.
struct JSONField {
    let value: JSONValue?
    let path: String

    init(_ value: JSONValue?, path: String) {
        self.value = value
        self.path = path
    }

    /// An error about this field.
    func error(_ problem: String) -> DisplayListReadError {
        DisplayListReadError(field: path, problem: problem)
    }

    /// What the value is, for "expected …, got …" messages.
    private var kind: String {
        switch value {
        case nil: return "nothing (the key is missing)"
        case .null: return "null"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        case .bool: return "a boolean"
        case .number: return "a number"
        }
    }

    func object() throws(DisplayListReadError) -> JSONObject {
        guard case .object(let dictionary) = value else { throw error("expected an object, got \(kind)") }
        return JSONObject(fields: dictionary, path: path)
    }

    func array() throws(DisplayListReadError) -> [JSONField] {
        guard case .array(let list) = value else { throw error("expected a list, got \(kind)") }
        return list.enumerated().map { JSONField($1, path: "\(path)[\($0)]") }
    }

    func string() throws(DisplayListReadError) -> String {
        guard case .string(let text) = value else { throw error("expected a string, got \(kind)") }
        return text
    }

    /// A number; the strings "nan", "inf" and "-inf" stand for the values JSON cannot spell.
    func number() throws(DisplayListReadError) -> Double {
        switch value {
        case .string(let text):
            switch text {
            case "nan": return .nan
            case "inf": return .infinity
            case "-inf": return -.infinity
            default: throw error("expected a number, got the string \"\(text.prefix(40))\"")
            }
        case .number(let number):
            return number
        default:
            throw error("expected a number, got \(kind)")
        }
    }

    /// `true` or `false`.
    func boolean() throws(DisplayListReadError) -> Bool {
        guard case .bool(let flag) = value else { throw error("expected true or false, got \(kind)") }
        return flag
    }

    /// A whole number in `range`.
    func integer(in range: ClosedRange<Int>) throws(DisplayListReadError) -> Int {
        let number = try number()
        // `Int(exactly:)`, not a comparison with `Double(range.upperBound)`: Int.max rounds up to 2^63 as a
        // Double, which would pass and then trap in `Int(_:)`.
        guard let value = Int(exactly: number), range.contains(value) else {
            let shown = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(shown)")
        }
        return value
    }

    /// A list of exactly `count` numbers.
    func numbers(_ count: Int) throws(DisplayListReadError) -> [Double] {
        let list = try array()
        guard list.count == count else { throw error("expected \(count) numbers, got \(list.count)") }
        var result: [Double] = []
        for field in list { result.append(try field.number()) }
        return result
    }

    /// A list of any number of numbers.
    func numberList() throws(DisplayListReadError) -> [Double] {
        var result: [Double] = []
        for field in try array() { result.append(try field.number()) }
        return result
    }

    /// One of an enumeration's raw values.
    func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(DisplayListReadError) -> T
    where T.RawValue == String {
        let text = try string()
        guard let result = T(rawValue: text) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error("expected one of \(names), got \"\(text.prefix(40))\"")
        }
        return result
    }

    /// `[r, g, b, a]`.
    func color() throws(DisplayListReadError) -> Color {
        let c = try numbers(4)
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// `[x, y, width, height]`.
    func rect() throws(DisplayListReadError) -> Rect {
        let r = try numbers(4)
        return Rect(x: r[0], y: r[1], width: r[2], height: r[3])
    }

    /// `[topLeft, topRight, bottomRight, bottomLeft]`.
    func radii() throws(DisplayListReadError) -> CornerRadii {
        let r = try numbers(4)
        return CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3])
    }

    /// Sixteen entries, row by row.
    func transform() throws(DisplayListReadError) -> Matrix4 {
        let m = try numbers(16)
        return Matrix4(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}

/// A JSON object and where it is; subscripting gives its fields (nil values for missing keys).
struct JSONObject {
    let fields: [String: JSONValue]
    let path: String

    subscript(key: String) -> JSONField {
        JSONField(fields[key], path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// The field, or nil when the key is absent (or null).
    func optional(_ key: String) -> JSONField? {
        guard let value = fields[key] else { return nil }
        if case .null = value { return nil }
        return JSONField(value, path: path.isEmpty ? key : "\(path).\(key)")
    }
}
