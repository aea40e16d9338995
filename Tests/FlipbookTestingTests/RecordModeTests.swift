import FlipbookTesting
import Testing

@Suite struct RecordModeTests {
    @Test func defaultsToMissingWhenUnsetOrEmpty() throws {
        #expect(try RecordMode(environment: [:]) == .missing)
        #expect(try RecordMode(environment: ["FLIPBOOK_RECORD": ""]) == .missing)
        #expect(try RecordMode(environment: ["FLIPBOOK_RECORD": "  "]) == .missing)
    }

    @Test(arguments: RecordMode.allCases)
    func parsesEveryMode(_ mode: RecordMode) throws {
        #expect(try RecordMode(environment: ["FLIPBOOK_RECORD": mode.rawValue]) == mode)
        #expect(try RecordMode(environment: ["FLIPBOOK_RECORD": " \(mode.rawValue.uppercased())\n"]) == mode)
    }

    @Test func invalidValueNamesTheVariableAndTheAllowedValues() {
        #expect(
            throws: GoldenError.invalidEnvironmentValue(
                variable: "FLIPBOOK_RECORD", value: "yes", allowed: ["missing", "all", "failed", "never"])
        ) {
            try RecordMode(environment: ["FLIPBOOK_RECORD": "yes"])
        }
        do {
            _ = try RecordMode(environment: ["FLIPBOOK_RECORD": "yes"])
            Issue.record("expected an error")
        } catch {
            #expect(
                String(describing: error)
                    == "FLIPBOOK_RECORD has the invalid value \"yes\"; allowed values: missing, all, failed, never")
        }
    }
}
