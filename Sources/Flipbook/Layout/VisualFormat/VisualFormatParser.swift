import Foundation

/// Parses Auto Layout's visual format language:
///
///     format     ::= (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view       ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection ::= "" | "-" | "-" predicateList "-"
///     predicateList ::= number | metricName | "(" predicate ("," predicate)* ")"
///     predicate  ::= ("==" | "<=" | ">=")? (number | metricName | viewName) ("@" (number | metricName))?
///
/// Names are checked against the views and metrics given; every mistake is a ``VisualFormatError`` that
/// points at the character where parsing stopped. Whitespace is ignored.
struct VisualFormatParser {
    private let characters: [Character]
    private let format: String
    private let metrics: [String: Double]
    private let viewNames: Set<String>
    private var index = 0

    /// A parser of `format`, resolving metric names with `metrics` and checking view names against
    /// `viewNames`.
    init(_ format: String, metrics: [String: Double], viewNames: Set<String>) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.viewNames = viewNames
    }

    /// The parsed format, or the first mistake.
    static func parse(
        _ format: String, metrics: [String: Double] = [:], viewNames: Set<String>
    ) -> Result<VisualFormat, VisualFormatError> {
        var parser = VisualFormatParser(format, metrics: metrics, viewNames: viewNames)
        do {
            return .success(try parser.parseFormat())
        } catch let error as VisualFormatError {
            return .failure(error)
        } catch {
            return .failure(VisualFormatError(reason: "\(error)", format: format, position: 0))
        }
    }

    // MARK: Grammar

    private mutating func parseFormat() throws -> VisualFormat {
        var orientation = VisualFormat.Orientation.horizontal
        skipSpaces()
        if let first = peek(), first == "H" || first == "V", peek(at: 1) == ":" {
            orientation = first == "H" ? .horizontal : .vertical
            index += 2
        }
        var superviewPositions: [Int] = []
        var leading: VisualFormat.Connection?
        skipSpaces()
        if peek() == "|" {
            superviewPositions.append(index)
            index += 1
            leading = try parseConnection()
        }
        var views = [try parseView()]
        var connections: [VisualFormat.Connection] = []
        var trailing: VisualFormat.Connection?
        while true {
            skipSpaces()
            guard peek() != nil else { break }
            let connection = try parseConnection()
            skipSpaces()
            if peek() == "|" {
                superviewPositions.append(index)
                index += 1
                trailing = connection
                skipSpaces()
                if peek() != nil { throw error("Expected the end of the format after '|'") }
                break
            }
            guard peek() == "[" else {
                throw error(peek() == nil ? "Expected a view after the connection" : "Expected a view")
            }
            connections.append(connection)
            views.append(try parseView())
        }
        return VisualFormat(
            orientation: orientation, leadingSuperview: leading, views: views, connections: connections,
            trailingSuperview: trailing, superviewPositions: superviewPositions)
    }

    private mutating func parseView() throws -> VisualFormat.View {
        skipSpaces()
        guard peek() == "[" else { throw error("Expected a view") }
        index += 1
        skipSpaces()
        let position = index
        guard let name = parseIdentifier() else { throw error("Expected a view name after '['") }
        guard viewNames.contains(name) else {
            index = position
            throw error("\(name) is not a key in the views dictionary.")
        }
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        if peek() == "(" { predicates = try parsePredicateList(allowViews: true) }
        skipSpaces()
        guard peek() == "]" else { throw error("Expected ']'") }
        index += 1
        return VisualFormat.View(name: name, predicates: predicates, position: position)
    }

    /// After a view or `|`: nothing (flush), `-` (standard) or `-predicates-`.
    private mutating func parseConnection() throws -> VisualFormat.Connection {
        skipSpaces()
        guard peek() == "-" else { return .flush }
        index += 1
        skipSpaces()
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek() == "(" {
            predicates = try parsePredicateList(allowViews: false)
        } else {
            let start = index
            guard let value = try parseConstant() else {
                index = start
                throw error("Expected a number or metric name, '(' or a view after '-'")
            }
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: nil)]
        }
        skipSpaces()
        guard peek() == "-" else { throw error("Expected '-' after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func parsePredicateList(allowViews: Bool) throws -> [VisualFormat.Predicate] {
        index += 1 // "("
        var predicates: [VisualFormat.Predicate] = []
        repeat {
            skipSpaces()
            if peek() == "," { index += 1 }
            predicates.append(try parsePredicate(allowViews: allowViews))
            skipSpaces()
        } while peek() == ","
        guard peek() == ")" else { throw error("Expected ')' or ','") }
        index += 1
        return predicates
    }

    private mutating func parsePredicate(allowViews: Bool) throws -> VisualFormat.Predicate {
        skipSpaces()
        var relation = VisualFormat.Relation.equal
        if let first = peek(), "=<>".contains(first) {
            guard peek(at: 1) == "=" else { throw error("Expected '==', '<=' or '>='") }
            relation = first == "<" ? .lessThanOrEqual : first == ">" ? .greaterThanOrEqual : .equal
            index += 2
        }
        skipSpaces()
        let start = index
        let object: VisualFormat.Object
        if let value = try parseConstant() {
            object = .constant(value)
        } else if let name = parseIdentifier() {
            guard viewNames.contains(name) else {
                index = start
                throw error("\(name) is not a key in the views dictionary or the metrics dictionary.")
            }
            guard allowViews else {
                index = start
                throw error("A spacing cannot be another view (\(name)); use a number or a metric")
            }
            object = .view(name)
        } else {
            throw error("Expected a number, a metric name or a view name")
        }
        skipSpaces()
        var priority: Double?
        if peek() == "@" {
            index += 1
            skipSpaces()
            let priorityStart = index
            guard let value = try parseConstant() else { throw error("Expected a priority after '@'") }
            guard value >= 1, value <= 1000 else {
                index = priorityStart
                throw error("A priority must be between 1 and 1000, not \(VisualFormatParser.text(value))")
            }
            priority = value
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number, or a metric's value; nil (position unchanged) when neither starts here. A name that is
    /// not a metric is left for the caller (it may be a view).
    private mutating func parseConstant() throws -> Double? {
        skipSpaces()
        let start = index
        if let number = parseNumber() { return number }
        if let name = parseIdentifier() {
            if let value = metrics[name] { return value }
            index = start
        }
        return nil
    }

    private mutating func parseNumber() -> Double? {
        let start = index
        if peek() == "-" || peek() == "+" { index += 1 }
        var sawDigit = false
        while let c = peek(), c.isASCII, c.isNumber || c == "." {
            sawDigit = sawDigit || c.isNumber
            index += 1
        }
        guard sawDigit, let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            return nil
        }
        return value
    }

    private mutating func parseIdentifier() -> String? {
        guard let first = peek(), first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = index
        while let c = peek(), c.isASCII, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }

    // MARK: Helpers

    private func peek(at offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func skipSpaces() {
        while let c = peek(), c.isWhitespace { index += 1 }
    }

    private func error(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: min(index, characters.count))
    }

    /// A number as messages show it (no ".0" on whole numbers).
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
