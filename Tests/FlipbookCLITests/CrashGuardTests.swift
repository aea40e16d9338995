import Foundation
import Testing

/// A crash ends `flipbook` with status 70 and one line, however it happens.
@Suite struct CrashGuardTests {
    /// Views nested 490 deep (980 levels of YAML, under `--max-nesting 1000`) need more stack than a
    /// 256 KiB main thread has: the overflow is reported like any crash, from the alternate signal stack.
    @Test func stackOverflowOnTheMainThreadIsReportedAsACrash() throws {
        let folder = try TemporaryFolder()
        try folder.write("deep.yaml", HostileInputTests.scene(views: HostileInputTests.nestedViews(depth: 490)))
        let roomy = try FlipbookBinary.shell(
            "exec \"$FLIPBOOK\" validate deep.yaml --max-nesting 1000", in: folder.url)
        #expect(roomy.status == 0, "\(roomy.stderr)")
        let cramped = try FlipbookBinary.shell(
            "ulimit -s 256 && exec \"$FLIPBOOK\" validate deep.yaml --max-nesting 1000", in: folder.url)
        #expect(cramped.status == 70, "\(cramped.stderr)")
        #expect(cramped.stderr.contains("flipbook: internal error: the process crashed"))
    }
}
