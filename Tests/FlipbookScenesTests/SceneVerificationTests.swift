import Foundation
import Testing

@testable import FlipbookScenes

/// A scene's own golden tolerance, `verify: {tolerance: T}`, which `flipbook verify` uses for it.
@Suite struct SceneVerificationTests {
    private let base = "controllers: {home: {}}\nroot: {controller: home}\n"

    @Test func toleranceIsReadFromYAMLAndJSON() throws {
        #expect(try SceneLoader.parse(base + "verify: {tolerance: 0.1}\n").verification.tolerance == 0.1)
        #expect(try SceneLoader.parse(base + "verify: {tolerance: 1}\n").verification.tolerance == 1)
        #expect(try SceneLoader.parse(base + "verify: {}\n").verification.tolerance == nil)
        #expect(try SceneLoader.parse(base).verification == SceneVerification())
        let json = try SceneLoader.parse(
            #"{"controllers": {"home": {}}, "root": {"controller": "home"}, "verify": {"tolerance": 0}}"#,
            file: "s.json", format: .json)
        #expect(json.verification.tolerance == 0)
    }

    @Test func badTolerancesAreLocated() {
        let expected = "expected a tolerance from 0 to 1 (0.1 is pixelmatch's usual setting)"
        #expect(
            diagnostics(base + "verify: {tolerance: 1.5}\n") == [
                "s.yaml:3:21: verify.tolerance: \(expected), got \"1.5\""
            ])
        #expect(
            diagnostics(base + "verify: {tolerance: -0.1}\n") == [
                "s.yaml:3:21: verify.tolerance: \(expected), got \"-0.1\""
            ])
        #expect(
            diagnostics(base + "verify: {tolerance: \"0.1\"}\n") == [
                "s.yaml:3:21: verify.tolerance: \(expected), got \"0.1\""
            ])
        #expect(
            diagnostics(base + "verify: {tolerance: [0.1]}\n") == [
                "s.yaml:3:21: verify.tolerance: \(expected), got a list"
            ])
        #expect(
            diagnostics(base + "verify: 0.1\n") == [
                "s.yaml:3:9: verify: expected verification settings {tolerance}, got \"0.1\""
            ])
        #expect(
            diagnostics(base + "verify: {tolerence: 0.1}\n") == [
                "s.yaml:3:10: verify.tolerence: unknown field; expected one of tolerance (did you mean \"tolerance\"?)"
            ])
    }
}
