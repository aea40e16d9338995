import FlipbookTesting
import Foundation
import XCTest

/// The golden assertions used from XCTest, the way users' XCTest suites call them.
final class XCTestUsageTests: XCTestCase {
    func testAssertGoldenPassesAgainstARecordedGolden() throws {
        let temp = TemporaryGoldens()
        let recorded = try verifyGolden(
            Frames.square(at: 2), named: "square", suite: "X", recordMode: .missing,
            goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
        XCTAssertTrue(recorded.recorded)
        XCTAssertFalse(recorded.passed)
        assertGolden(
            Frames.square(at: 2), named: "square", suite: "X", recordMode: .never,
            goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
    }

    func testReturningVariantReportsAMismatchWithoutFailing() throws {
        let temp = TemporaryGoldens()
        _ = try verifyGolden(
            Frames.square(at: 2), named: "square", suite: "X", recordMode: .missing,
            goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
        let result = try verifyGolden(
            Frames.square(at: 0), named: "square", suite: "X", recordMode: .never,
            goldensDirectory: temp.goldens, artifactsDirectory: temp.artifacts)
        XCTAssertEqual(result.status, .mismatched)
        XCTAssertNotNil(result.artifacts)
    }
}
