import ArgumentParser
import FlipbookPorting
import Foundation

/// `flipbook-port SOURCE… -o OUTPUT [--explain]`: ports iOS Swift sources so that they compile against Flipbook.
@main
struct FlipbookPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook-port",
        abstract: "Rewrites iOS Swift sources (@objc, #selector, @objc optional, UIKit imports) for Flipbook.",
        discussion: """
            Every file is ported together, as one module. Anything that cannot be ported is an error with its \
            file, line and column, and then nothing is written. The input files are only read.
            """)

    @Argument(help: "Swift files and folders (searched for .swift files) to port.")
    var sources: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write the ported copies to.")
    var output: String?

    @Flag(help: "List every rewrite with its file, line and column.")
    var explain = false

    @Option(help: "Port about this many generated lines, print the time beside swift-syntax's parse, write nothing.")
    var benchmark: Int?

    mutating func validate() throws {
        if let benchmark {
            guard (1...10_000_000).contains(benchmark) else {
                throw ValidationError("--benchmark takes 1…10000000 lines")
            }
        } else {
            guard !sources.isEmpty else { throw ValidationError("name the Swift files or folders to port") }
            guard output != nil else { throw ValidationError("name the output folder with -o OUTPUT") }
        }
    }

    mutating func run() throws {
        do throws(PortingFailure) {
            if let benchmark {
                print(try PortingBenchmark.run(PortingBenchmark.sources(lines: benchmark)))
                return
            }
            guard let output else { return }
            let inputs = try PortingInputs.collect(sources)
            let result = try Porter().port(inputs)
            try PortingOutput.write(result.files, to: output, inputs: sources)
            if explain {
                for record in result.records { print(record) }
            }
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(65)
        }
    }
}
