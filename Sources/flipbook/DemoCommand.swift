import ArgumentParser
import Foundation
import Raster

/// `flipbook demo`: renders a short push-like transition to a PNG sequence, to check an installation.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render a demo push transition to PNG frames (0000.png, 0001.png, …)."
    )

    @Option(name: .shortAndLong, help: "Folder for the frames (created if missing).") var output = "out/demo"
    @Option(help: "Frames per second of the sequence.") var fps = 30
    @Option(help: "Length of the transition in seconds.") var seconds = 0.5
    @Option(help: "Pixels per point (the screen is 390×844 points).") var scale = 2

    func validate() throws {
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be between 1 and 240 (got \(fps))") }
        guard seconds > 0, seconds <= 60 else { throw ValidationError("--seconds must be in (0, 60] (got \(seconds))") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1, 2, 3 or 4 (got \(scale))") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let width = 390 * scale, height = 844 * scale
        let photo = DemoScene.photo(width: 128 * scale, height: 96 * scale)
        let last = Int((seconds * Double(fps)).rounded())
        let rasterizer = Rasterizer()
        let encoder = PNGEncoder()
        for index in 0...last {
            let list = DemoScene.pushLike(width: width, height: height, progress: Double(index) / Double(last), photo: photo)
            let name = String(format: "%04d.png", index)
            try encoder.write(rasterizer.render(list), to: folder.appendingPathComponent(name))
        }
        print("Wrote \(last + 1) frames (\(width)×\(height) px) to \(folder.path)")
    }
}
