import FlipbookPorting
import Testing

@Suite struct PortingBenchmarkTests {
    @Test func generatedSourcesPortWithEveryRule() throws {
        let sources = PortingBenchmark.sources(lines: 500)
        #expect(sources.reduce(0) { $0 + $1.text.split(separator: "\n").count } >= 400)
        let rules = Set(try Porter().port(sources).records.map(\.rule))
        #expect(rules.isSuperset(of: [.import, .selector, .optionalCall, .optionalRequirement, .extensionOverride]))
        #expect(rules.isSuperset(of: [.nsManaged, .layerInitializer, .conditionalCompilation, .objcAttribute]))
        #expect(PortingBenchmark.sources(lines: 500) == sources)
    }

    @Test func figuresCountTheLines() throws {
        let figures = try PortingBenchmark.run(PortingBenchmark.sources(lines: 100), repeats: 1)
        #expect(figures.files == 1 && figures.lines > 100)
        #expect(figures.description.contains("ported \(figures.lines) lines in 1 files"))
    }
}
