import Flipbook
import FlipbookSnapshotTesting
import Foundation
import Raster
import SnapshotTesting
import Testing

@Suite struct FrameSnapshottingTests {
    @Test func recordsOnTheFirstRunPassesOnTheSecondAndFailsOnOnePixel() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func verify(_ recording: TransitionRecording) -> String? {
            verifySnapshot(
                of: recording, as: .frame(at: 0.1), named: "t0100ms", record: .missing,
                snapshotDirectory: folder.path, testName: "slide")
        }
        let first = try #require(verify(SnapshotFixtures.slide()))
        #expect(first.contains("No reference was found on disk. Automatically recorded snapshot"))
        #expect(SnapshotFixtures.files(in: folder) == ["slide.t0100ms.png"])
        #expect(verify(SnapshotFixtures.slide()) == nil, "the same frame again")

        let failure = try #require(verify(SnapshotFixtures.slide(speck: true)))
        #expect(failure.contains("does not match reference"))
        #expect(failure.contains("1 of 19200 pixels differ"), "\(failure)")
        #expect(failure.contains("Difference image: "))
    }

    @Test func theRecordedFileIsTheFrameAsAPNG() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(
            of: SnapshotFixtures.slide(), as: .frame(at: 0.1), named: "half", record: .missing,
            snapshotDirectory: folder.path, testName: "slide")
        let frame = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("slide.half.png"))
        #expect(frame.width == 120 && frame.height == 160)
        // Halfway the card's left edge is at 35 pt; the screen is blue left of it and orange right of it.
        #expect(frame[30, 80].b > frame[30, 80].r, "blue left of the card")
        #expect(frame[45, 80].r > frame[45, 80].b, "the orange card")
    }

    @Test func theDiffImageIsAttachedWithTheChangedPixelInRed() throws {
        let strategy = Snapshotting<TransitionRecording, Bitmap>.frame(at: 0)
        let reference = try render(SnapshotFixtures.slide(), strategy)
        let changed = try render(SnapshotFixtures.slide(speck: true), strategy)
        let (message, attachments) = try #require(strategy.diffing.diffV2(reference, changed))
        #expect(message.contains("in (0, 0)–(0, 0)"), "\(message)")
        let attachment = try #require(attachments.first)
        guard case .data(let png, let name) = attachment else {
            Issue.record("expected a data attachment")
            return
        }
        #expect(name == "difference.png")
        let diff = try PNGDecoder().decode(png)
        #expect(diff[0, 0] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255), "the changed pixel is red")
        #expect(diff[50, 50].r == diff[50, 50].g, "unchanged pixels are faded grey")
        #expect(strategy.diffing.diffV2(reference, reference) == nil)
    }

    @Test func precisionTakesSomeDifferingPixelsAndPerceptualPrecisionSmallShifts() throws {
        let exact = Snapshotting<TransitionRecording, Bitmap>.frame(at: 0)
        let reference = try render(SnapshotFixtures.slide(), exact)
        var changed = reference
        changed[5, 5] = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255)
        #expect(exact.diffing.diffV2(reference, changed) != nil, "exact by default")
        let loose = Snapshotting<TransitionRecording, Bitmap>.frame(at: 0, precision: 0.999)
        #expect(loose.diffing.diffV2(reference, changed) == nil, "1 of 19200 pixels is within 0.1 %")

        var shifted = reference
        let pixel = shifted[5, 5]
        shifted[5, 5] = PremultipliedPixel(r: pixel.r, g: pixel.g, b: pixel.b == 0 ? 1 : pixel.b - 1, a: pixel.a)
        #expect(exact.diffing.diffV2(reference, shifted) != nil)
        let perceptual = Snapshotting<TransitionRecording, Bitmap>.frame(at: 0, perceptualPrecision: 0.98)
        #expect(perceptual.diffing.diffV2(reference, shifted) == nil, "a one-level colour shift")
        #expect(perceptual.diffing.diffV2(reference, changed) != nil, "a white pixel is not a small shift")
    }

    @Test func framesAreOneFileEachNamedByTime() throws {
        let folder = try SnapshotFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strategies: [String: Snapshotting<TransitionRecording, Bitmap>] = .frames(at: [0, 0.1, 0.2])
        for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
            _ = verifySnapshot(
                of: SnapshotFixtures.slide(), as: strategy, named: name, record: .missing,
                snapshotDirectory: folder.path, testName: "slide")
        }
        #expect(
            SnapshotFixtures.files(in: folder) == ["slide.t0000ms.png", "slide.t0100ms.png", "slide.t0200ms.png"])
        let first = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("slide.t0000ms.png"))
        let last = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("slide.t0200ms.png"))
        #expect(first[20, 80].r > first[20, 80].b, "the card starts at x = 10")
        #expect(last[20, 80].b > last[20, 80].r, "and ends at x = 60")
    }

    @Test func aTimePastTheEndFailsWhereTheRecordingWasWritten() throws {
        let strategy = Snapshotting<TransitionRecording, Bitmap>.frame(at: 5)
        try withKnownIssue {
            _ = try render(SnapshotFixtures.slide(), strategy)
        } matching: { issue in
            "\(issue)".contains("no frame at 5.0 s; the recording runs from 0 to 0.2 s (5 frames at 20 fps)")
        }
    }

    private func render<Format>(_ recording: TransitionRecording, _ strategy: Snapshotting<TransitionRecording, Format>)
        throws -> Format
    {
        var result: Format?
        strategy.snapshot(recording).run { result = $0 }
        return try #require(result)
    }
}
