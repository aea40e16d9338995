import Foundation
import Testing

@testable import Flipbook

@Suite struct CTFontManagerTests {
    /// Registers `url` the way UIKit-era code does, returning the error Core Text would report.
    private func register(_ url: URL) -> CFError? {
        var error: Unmanaged<CFError>?
        let ok = CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
        #expect(ok == (error == nil))
        return error?.takeRetainedValue()
    }

    @Test func aRegisteredFileIsFoundByNameUntilUnregistered() throws {
        // The repository has no font but Inter, so a copy of a bundled face is registered: the second
        // registration and the unregistrations show that the file itself was recorded.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-ct-\(#line).otf")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(
            at: try BundledFont.folder().appendingPathComponent("Inter-Thin.otf"), to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        #expect(register(copy) == nil)
        #expect(UIFont(name: "Inter-Thin", size: 12)?.fontName == "Inter-Thin")
        let again = try #require(register(copy))
        #expect(CFErrorGetDomain(again) == kCTFontManagerErrorDomain)
        #expect(CFErrorGetCode(again) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CTFontManagerUnregisterFontsForURL(copy as CFURL, .process, nil))
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerUnregisterFontsForURL(copy as CFURL, .process, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.notRegistered.rawValue)
    }

    @Test func unreadableFilesAndNonFontsFailWithTheirPath() throws {
        let missing = try #require(register(URL(fileURLWithPath: "/nonexistent/font.otf")))
        #expect(CFErrorGetCode(missing) == CTFontManagerError.fileNotFound.rawValue)
        #expect(CFErrorCopyDescription(missing).contains("/nonexistent/font.otf"))
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-not-a-font.otf")
        try Data("hello".utf8).write(to: notAFont)
        defer { try? FileManager.default.removeItem(at: notAFont) }
        let error = try #require(register(notAFont))
        #expect(CFErrorGetCode(error) == CTFontManagerError.unrecognizedFormat.rawValue)
        #expect(CFErrorCopyDescription(error).contains("flipbook-not-a-font.otf"))
        #expect(!CTFontManagerRegisterFontsForURL(notAFont as CFURL, .process, nil), "no error pointer: no crash")
    }
}
