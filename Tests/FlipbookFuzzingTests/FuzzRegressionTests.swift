import FlipbookFuzzing
import Foundation
import Testing

/// Every input the fuzzer ever crashed, hung or ran out of memory on (`Fuzz/Crashers/<target>/`), and
/// every seed, run again through the same entry: each must now end normally.
@Suite struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func files(_ folder: String) -> [URL] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { url.appendingPathComponent($0) }
    }

    static let cases: [(FuzzTarget, URL)] = FuzzTarget.allCases.flatMap { target in
        (["Fuzz/Crashers/\(target.rawValue)"] + target.seedFolders).flatMap { files($0) }.map { (target, $0) }
    }

    @Test func thereAreInputsToReplay() {
        #expect(Self.cases.count > 20)
        #expect(FuzzTarget.allCases.allSatisfy { target in Self.cases.contains { $0.0 == target } })
    }

    @Test @MainActor func everyCrasherAndSeedEndsNormally() throws {
        for (target, url) in Self.cases {
            target.run(try Data(contentsOf: url))
        }
    }
}
