import Foundation

/// Checks `image` against the golden `<suite>/<name>.png` and returns the outcome instead of failing
/// the test, for custom handling. Settings are resolved by
/// ``GoldenSettings/resolve(filePath:recordMode:goldensDirectory:artifactsDirectory:environment:)``;
/// explicit arguments win over the environment.
///
/// - Parameters:
///   - image: The image under test.
///   - name: The golden's file name without `.png`, e.g. `push-basic.t0250ms` (see ``GoldenName``).
///   - suite: The golden's folder; `nil` uses the calling file's name without `.swift`.
///   - options: How strictly to compare: by default every pixel must be identical (`ComparisonOptions.exact`);
///     pass `.perceptual` (or options of your own) to tolerate small differences.
///   - recordMode: Overrides `FLIPBOOK_RECORD`.
///   - goldensDirectory: Overrides `FLIPBOOK_GOLDENS_DIR` and `<package>/Fixtures/Goldens`.
///   - artifactsDirectory: Overrides `FLIPBOOK_ARTIFACTS` and `<package>/.build/flipbook-artifacts`.
///   - fileID: The calling file (its name is the default suite).
///   - filePath: The calling file's path (the package root, and so the goldens, are found from it).
/// - Throws: ``GoldenError`` when the check cannot be carried out.
public func verifyGolden(
    _ image: Bitmap,
    named name: String,
    suite: String? = nil,
    options: ComparisonOptions = .exact,
    recordMode: RecordMode? = nil,
    goldensDirectory: URL? = nil,
    artifactsDirectory: URL? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath
) throws -> GoldenVerification {
    let settings = try GoldenSettings.resolve(
        filePath: String(describing: filePath), recordMode: recordMode,
        goldensDirectory: goldensDirectory, artifactsDirectory: artifactsDirectory)
    return try GoldenVerifier(settings: settings)
        .verify(image, named: name, suite: suite ?? defaultSuite(fileID: fileID), options: options)
}

/// Asserts that `image` matches the golden `<suite>/<name>.png`, failing the current Swift Testing
/// test or XCTest case otherwise (including when the golden is missing or was just recorded).
///
/// The parameters are those of
/// ``verifyGolden(_:named:suite:options:recordMode:goldensDirectory:artifactsDirectory:fileID:filePath:)``;
/// `fileID`, `filePath`, `line` and `column` locate the failure.
public func assertGolden(
    _ image: Bitmap,
    named name: String,
    suite: String? = nil,
    options: ComparisonOptions = .exact,
    recordMode: RecordMode? = nil,
    goldensDirectory: URL? = nil,
    artifactsDirectory: URL? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let message: String?
    do {
        message = try verifyGolden(
            image, named: name, suite: suite, options: options, recordMode: recordMode,
            goldensDirectory: goldensDirectory, artifactsDirectory: artifactsDirectory,
            fileID: fileID, filePath: filePath
        ).failureMessage
    } catch {
        message = "Golden check \(suite ?? defaultSuite(fileID: fileID))/\(name) could not run: \(error)"
    }
    if let message {
        TestFailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that `image`, the frame at virtual time `time`, matches the golden `<suite>/<name>.t<ms>ms.png`
/// (e.g. `push-basic.t0250ms.png`); otherwise like
/// ``assertGolden(_:named:suite:options:recordMode:goldensDirectory:artifactsDirectory:fileID:filePath:line:column:)``.
public func assertGolden(
    _ image: Bitmap,
    named name: String,
    at time: TimeInterval,
    suite: String? = nil,
    options: ComparisonOptions = .exact,
    recordMode: RecordMode? = nil,
    goldensDirectory: URL? = nil,
    artifactsDirectory: URL? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let frameName: String
    do {
        frameName = try GoldenName.frameName(name, at: time)
    } catch {
        TestFailureReporter.fail(
            "Golden check \(name) could not run: \(error)", fileID: fileID, filePath: filePath, line: line,
            column: column)
        return
    }
    assertGolden(
        image, named: frameName, suite: suite, options: options, recordMode: recordMode,
        goldensDirectory: goldensDirectory, artifactsDirectory: artifactsDirectory,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The default suite: the file name of `fileID` (`Module/PushTests.swift` → `PushTests`).
func defaultSuite(fileID: String) -> String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
}
