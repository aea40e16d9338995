#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reports a failure to whichever test framework is running the current test: Swift Testing when
/// `Test.current` is set, XCTest otherwise (standard error when neither framework is available).
public enum TestFailureReporter {
    /// Records `message` as a failure at the given source location.
    public static func fail(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
            if Test.current != nil {
                let location = SourceLocation(
                    fileID: fileID, filePath: String(describing: filePath),
                    line: max(Int(clamping: line), 1), column: max(Int(clamping: column), 1))
                Issue.record(Comment(rawValue: message), sourceLocation: location)
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
        #else
            fputs("\(filePath):\(line): error: \(message)\n", stderr)
        #endif
    }
}
