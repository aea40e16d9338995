import Foundation
import Testing

@testable import FlipbookScenes

/// JSON files get JSON-worded syntax errors, then the same schema errors as YAML.
@Suite struct JSONSceneErrorTests {
    func json(_ text: String) -> [String] { diagnostics(text, format: .json, file: "s.json") }

    @Test func missingComma() {
        #expect(
            json("{\n  \"fps\": 30\n  \"root\": {}\n}") == [
                "s.json:3:3: invalid JSON: expected ',' or '}' after a field's value, got '\"'"
            ])
    }

    @Test func trailingCommas() {
        #expect(json("{\"fps\": 30,}") == ["s.json:1:12: invalid JSON: trailing comma before '}'"])
        #expect(json("{\"a\": [1, 2,]}") == ["s.json:1:13: invalid JSON: trailing comma before ']'"])
    }

    @Test func yamlOnlySyntaxIsRejected() {
        #expect(json("{'fps': 30}") == ["s.json:1:2: invalid JSON: expected a field name in double quotes, got '''"])
        #expect(
            json("// comment\n{}") == [
                "s.json:1:1: invalid JSON: comments are not allowed in JSON (use a .yaml file for comments)"
            ])
        #expect(json("{\"fps\": 030}") == ["s.json:1:10: invalid JSON: numbers cannot have leading zeros"])
        #expect(json("{\"fps\": tru}") == ["s.json:1:12: invalid JSON: expected \"true\", got '}'"])
    }

    @Test func unterminatedAndTrailing() {
        #expect(json("{\"a\": \"b") == ["s.json:1:9: invalid JSON: unterminated string (missing closing \")"])
        #expect(json("{}\n{}") == ["s.json:2:1: invalid JSON: unexpected '{' after the end of the JSON document"])
        #expect(
            json("{\"a\": ") == [
                """
                s.json:1:7: invalid JSON: \
                expected a value (object, array, string, number, true, false or null), got end of file
                """
            ])
        #expect(json("{\"a\": \"\\q\"}") == ["s.json:1:9: invalid JSON: invalid escape \\q in a string"])
    }

    @Test func tabsAndSchemaErrorsInJSON() {
        #expect(
            json("{\n\t\"fps\": \"60\",\n\t\"controllers\": {\"home\": {}},\n\t\"root\": {\"controller\": \"home\"}\n}")
                == [
                    "s.json:2:9: fps: expected frames per second, a whole number from 1 to 240, got \"60\""
                ])
    }
}
