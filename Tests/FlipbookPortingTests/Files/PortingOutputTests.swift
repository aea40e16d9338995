import FlipbookPorting
import Foundation
import Testing

@Suite struct PortingOutputTests {
    @Test func writesAllFilesAndLaterOnlyTheChangedOnes() throws {
        let output = try PortingInputsTests.folder() + "/out"
        try PortingOutput.write(
            [PortedFile(outputPath: "A.swift", text: "a"), PortedFile(outputPath: "S/B.swift", text: "b")], to: output,
            inputs: [])
        #expect(FileManager.default.contents(atPath: output + "/S/B.swift") == Data("b".utf8))
        let before = try FileManager.default.attributesOfItem(atPath: output + "/A.swift")[.modificationDate] as? Date
        try PortingOutput.write(
            [PortedFile(outputPath: "A.swift", text: "a"), PortedFile(outputPath: "C.swift", text: "c")], to: output,
            inputs: [])
        let after = try FileManager.default.attributesOfItem(atPath: output + "/A.swift")[.modificationDate] as? Date
        #expect(before == after)
        #expect(!FileManager.default.fileExists(atPath: output + "/S/B.swift"))
        #expect(FileManager.default.contents(atPath: output + "/C.swift") == Data("c".utf8))
        let parent = (output as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["out"])
    }

    @Test func refusesFoldersItDidNotMakeAndFoldersHoldingInputs() throws {
        let root = try PortingInputsTests.folder()
        try PortingInputsTests.write("let a = 1\n", root + "/Mine.swift")
        #expect(throws: PortingFailure.self) {
            try PortingOutput.write([PortedFile(outputPath: "A.swift", text: "a")], to: root, inputs: [])
        }
        #expect(throws: PortingFailure.self) {
            try PortingOutput.write([PortedFile(outputPath: "A.swift", text: "a")], to: root + "/out", inputs: [root])
        }
        #expect(FileManager.default.contents(atPath: root + "/Mine.swift") == Data("let a = 1\n".utf8))
    }
}
