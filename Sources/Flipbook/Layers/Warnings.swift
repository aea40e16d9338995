import Foundation

/// Reports a misuse that UIKit would answer with an exception or a console message, without crashing:
/// the message goes to standard error, prefixed with "Flipbook:". Never used for normal control flow.
func flipbookWarning(_ message: @autoclosure () -> String) {
    FileHandle.standardError.write(Data("Flipbook: \(message())\n".utf8))
}
