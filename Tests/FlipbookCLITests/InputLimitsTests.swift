import Foundation
import Testing

/// `--max-nesting`, `--max-expanded-values` and `--max-views`: each limit's error names its flag, and the
/// flag moves the limit both ways; nesting cannot be raised past what the parser's stack survives.
@Suite struct InputLimitsTests {
    /// Views nested `depth` deep: two levels of lists and mappings each.
    static func nestedViews(_ depth: Int) -> String {
        String(repeating: "{frame: [0, 0, 10, 10], subviews: [", count: depth) + "{frame: [0, 0, 1, 1]}"
            + String(repeating: "]}", count: depth)
    }

    @Test func maxViewsMovesTheViewLimit() throws {
        let folder = try TemporaryFolder()
        let views = Array(repeating: "{frame: [0, 0, 1, 1]}", count: 10_001).joined(separator: ", ")
        try folder.write("many.yaml", HostileInputTests.scene(views: views))
        let refused = try FlipbookBinary.run(["validate", "many.yaml"], in: folder.url)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("more than 10000 views in the scene (--max-views raises it)"))
        let raised = try FlipbookBinary.run(["validate", "many.yaml", "--max-views", "20000"], in: folder.url)
        #expect(raised.status == 0, "\(raised.stderr.prefix(300))")
        let lowered = try FlipbookBinary.run(["validate", "many.yaml", "--max-views", "5"], in: folder.url)
        #expect(lowered.stderr.contains("controllers.a.views[5]: more than 5 views in the scene"))
    }

    @Test func maxNestingMovesTheNestingLimitUpToTheStackSafeMaximum() throws {
        let folder = try TemporaryFolder()
        try folder.write("deep.yaml", HostileInputTests.scene(views: Self.nestedViews(150)))
        try folder.write("deepest.yaml", HostileInputTests.scene(views: Self.nestedViews(490)))
        let refused = try FlipbookBinary.run(["validate", "deep.yaml"], in: folder.url)
        #expect(refused.status == 65)
        #expect(
            refused.stderr.contains("nested deeper than 200 levels of lists and mappings (--max-nesting raises it)"))
        let raised = try FlipbookBinary.run(["validate", "deep.yaml", "--max-nesting", "400"], in: folder.url)
        #expect(raised.status == 0, "\(raised.stderr.prefix(300))")
        // The deepest nesting that may be allowed parses and decodes without running out of stack.
        let deepest = try FlipbookBinary.run(
            ["render", "deepest.yaml", "-o", "out", "-q", "--max-nesting", "1000"], in: folder.url)
        #expect(deepest.status == 0, "\(deepest.stderr.prefix(300))")
        let tooDeep = try FlipbookBinary.run(["validate", "deep.yaml", "--max-nesting", "5000"], in: folder.url)
        #expect(tooDeep.status == 64)
        #expect(
            tooDeep.stderr.contains(
                "--max-nesting must be 1…1000 (deeper would overflow the parser's stack), got 5000"))
    }

    @Test func maxExpandedValuesMovesTheAliasLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "aliases.yaml",
            """
            screen: {width: 100, height: 100, scale: 1}
            controllers:
              a:
                views: &v [{frame: [0, 0, 1, 1]}, {frame: [0, 0, 2, 2]}]
              b:
                views: [{frame: [0, 0, 5, 5], subviews: *v}, {frame: [0, 0, 5, 5], subviews: *v}]
            root: {controller: b}
            """)
        let fine = try FlipbookBinary.run(["validate", "aliases.yaml"], in: folder.url)
        #expect(fine.status == 0, "\(fine.stderr.prefix(300))")
        let lowered = try FlipbookBinary.run(
            ["validate", "aliases.yaml", "--max-expanded-values", "30"], in: folder.url)
        #expect(lowered.status == 65)
        #expect(
            lowered.stderr.contains(
                "the document expands to more than 30 values once its aliases (*name) are resolved "
                    + "(--max-expanded-values raises it)"))
    }
}
