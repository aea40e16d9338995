import Foundation
import Testing

/// `flipbook validate`, run as a real process.
@Suite struct ValidateCommandTests {
    @Test func validExamplesPrintASummary() throws {
        let result = try FlipbookBinary.run([
            "validate", "Fixtures/Scenes/push-mail.yaml", "Fixtures/Scenes/present-photo.json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Fixtures/Scenes/push-mail.yaml: ok — 390×844 pt @2x (780×1688 px), 60 fps, 2 controllers, \
                push message (UIKit default)
                Fixtures/Scenes/present-photo.json: ok — 390×844 pt @2x (780×1688 px), 30 fps, 2 controllers, \
                present viewer (crossDissolve)

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test func aClearCardPresentedInFullScreenIsValidButWarnedAbout() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "clear.yaml",
            """
            controllers:
              list: {background: systemGray6}
              card: {background: "#00000080", presentationStyle: fullScreen}
            root: {controller: list}
            transition: {operation: present, to: card}

            """)
        let result = try FlipbookBinary.run(["validate", "clear.yaml"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("clear.yaml: ok — "))
        #expect(
            result.stderr == """
                clear.yaml: warning: controllers.card.presentationStyle: a see-through background (alpha 0.5) \
                presented fullScreen: UIKit removes the presenting view when the presentation ends, so the screen \
                behind turns black; use presentationStyle: overFullScreen to keep it

                """)
    }

    @Test func missingFileExits66() throws {
        let result = try FlipbookBinary.run(["validate", "no/such/scene.yaml"])
        #expect(result.status == 66)
        #expect(
            result.stderr == """
                no/such/scene.yaml: no such file; \
                expected a scene file (.yaml, .yml or .json) or a catalog name (flipbook list)

                """)
    }

    @Test func badYAMLExits65WithEveryProblem() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.yaml", "fps: 0\ncontrollers: {home: {background: blu}}\nroot: {controller: hom}\n")
        let result = try FlipbookBinary.run(["validate", "bad.yaml"], in: folder.url)
        #expect(result.status == 65)
        #expect(
            result.stderr == """
                bad.yaml:1:6: fps: expected frames per second, a whole number from 1 to 240, got "0"
                bad.yaml:2:34: controllers.home.background: expected a colour ("#RGB", "#RRGGBB", "#RRGGBBAA" \
                or a UIKit name such as white, systemBlue, systemGray6), got "blu" (did you mean "blue"?)
                bad.yaml:3:20: root.controller: expected the name of a controller (home), \
                got "hom" (did you mean "home"?)

                """)
        #expect(result.stdout.isEmpty)
    }

    @Test func syntaxErrorsInJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("s.json", "{\"fps\": 30,}")
        let result = try FlipbookBinary.run(["validate", "s.json"], in: folder.url)
        #expect(result.status == 65)
        #expect(result.stderr == "s.json:1:12: invalid JSON: trailing comma before '}'\n")
    }

    @Test func oneBadFileDoesNotHideTheOthers() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.yaml", "controllers: {a: {}}\nroot: {controller: a}\n")
        try folder.write("bad.yaml", "controllers: {a: {}}\n")
        let result = try FlipbookBinary.run(["validate", "bad.yaml", "good.yaml", "missing.yaml"], in: folder.url)
        #expect(result.status == 66)
        #expect(result.stdout == "good.yaml: ok — 390×844 pt @3x (1170×2532 px), 60 fps, 1 controller, no transition\n")
        #expect(result.stderr.contains("bad.yaml:1:1: root: missing"))
        #expect(result.stderr.contains("missing.yaml: no such file"))
    }

    @Test func noArgumentsIsAUsageError() throws {
        let result = try FlipbookBinary.run(["validate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Missing expected argument '<scene-file> ...'"))
    }

    @Test func helpDocumentsTheExitStatus() throws {
        let result = try FlipbookBinary.run(["validate", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Exit status: 0 when every file is valid, 65 when any file has problems, 66"))
        let top = try FlipbookBinary.run(["--help"])
        #expect(top.stdout.contains("validate"))
        #expect(top.stdout.contains("65 invalid input"))
    }
}

/// `flipbook list` and catalog names on the command line.
@Suite struct ListCommandTests {
    @Test func listsEveryEntryWithItsDescription() throws {
        let result = try FlipbookBinary.run(["list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("push-system ") && $0.hasSuffix("[UIKit default]") })
        #expect(
            lines.contains {
                $0.hasPrefix("present-corner ") && $0.contains("bottom-right corner") && $0.hasSuffix("[seed 000]")
            })
        let names = try FlipbookBinary.run(["list", "--names-only"]).stdout.split(separator: "\n").map(String.init)
        #expect(names == names.sorted())
        #expect(names.count == lines.count)
        #expect(names.contains("dismiss-corner"))
    }

    @Test func listsAnimators() throws {
        let result = try FlipbookBinary.run(["list", "--animators"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasPrefix("corner ")
                    && $0.hasSuffix(" slides the presented screen in from the bottom-right corner (seed 000)")
            })
        let names = try FlipbookBinary.run(["list", "--animators", "--names-only"]).stdout.split(separator: "\n")
        #expect(lines.count == names.count)
        #expect(names.contains("tab-slide-manual") && names.contains("wechat") && names == names.sorted())
    }

    @Test func unknownCatalogNameSuggestsTheClosest() throws {
        let result = try FlipbookBinary.run(["render", "push-sytem", "-o", "/tmp/unused-flipbook-out"])
        #expect(result.status == 66)
        #expect(
            result.stderr == """
                push-sytem: no such catalog entry or scene file; see flipbook list (did you mean "push-system"?)

                """)
    }

    @Test func rendersACatalogEntry() throws {
        let folder = try TemporaryFolder()
        let result = try FlipbookBinary.run([
            "render", "present-cross-dissolve", "-o", folder.url.path, "--scale", "1",
            "--fps", "10", "--frames", "0-2", "-q",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Wrote 3 frames (390×844 px) to "))
    }

    @Test func validateChecksAnimatorNamesAgainstTheCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "s.yaml",
            """
            controllers: {a: {}, b: {}}
            root: {controller: a}
            transition: {operation: present, to: b, animator: cornr}

            """)
        let result = try FlipbookBinary.run(["validate", "s.yaml"], in: folder.url)
        #expect(result.status == 65)
        let expected = "expected one of basic, card-flick, card-shadow, circular-reveal, corner, "
        #expect(result.stderr.hasPrefix("s.yaml:3:51: transition.animator: unknown animator \"cornr\"; \(expected)"))
    }
}
