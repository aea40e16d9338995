import Foundation
import Testing

@testable import Flipbook

/// The visual format grammar, parsed without views: orientation, superview bars, connections, predicates,
/// priorities, metrics, and located errors.
@Suite struct VisualFormatParserTests {
    let names: Set<String> = ["a", "b", "icon", "title_2"]

    func parse(_ format: String, metrics: [String: Double] = [:]) -> VisualFormat? {
        try? VisualFormatParser.parse(format, metrics: metrics, viewNames: names).get()
    }

    func failure(_ format: String, metrics: [String: Double] = [:]) -> VisualFormatError? {
        if case .failure(let error) = VisualFormatParser.parse(format, metrics: metrics, viewNames: names) {
            return error
        }
        return nil
    }

    @Test func orientationSuperviewsAndStandardSpacing() throws {
        let format = try #require(parse("V:|-[a]-[b]-|"))
        #expect(format.orientation == .vertical)
        #expect(format.leadingSuperview == .standard && format.trailingSuperview == .standard)
        #expect(format.views.map(\.name) == ["a", "b"] && format.connections == [.standard])
        #expect(format.superviewPositions == [2, 12])
        #expect(parse("[a]")?.orientation == .horizontal, "H: is the default")
    }

    @Test func flushConnectionsAndNumbers() throws {
        let format = try #require(parse("H:|[a][b]-12.5-|"))
        #expect(format.leadingSuperview == .flush && format.connections == [.flush])
        #expect(format.trailingSuperview == .predicates([.init(relation: .equal, object: .constant(12.5))]))
    }

    @Test func predicatesRelationsPrioritiesAndMetrics() throws {
        let format = try #require(
            parse(
                "H:[icon(>=side@750,<=100)]-(>=gap@pri)-[title_2(==icon)]", metrics: ["side": 40, "gap": 8, "pri": 999])
        )
        #expect(
            format.views[0].predicates == [
                .init(relation: .greaterThanOrEqual, object: .constant(40), priority: 750),
                .init(relation: .lessThanOrEqual, object: .constant(100), priority: nil),
            ])
        #expect(
            format.connections == [
                .predicates([.init(relation: .greaterThanOrEqual, object: .constant(8), priority: 999)])
            ])
        #expect(format.views[1].predicates == [.init(relation: .equal, object: .view("icon"), priority: nil)])
    }

    @Test func whitespaceAndNegativeSpacing() throws {
        let format = try #require(parse(" H: | - ( -5 ) - [ a ( 50 ) ] "))
        #expect(format.leadingSuperview == .predicates([.init(relation: .equal, object: .constant(-5))]))
        #expect(format.views[0].predicates == [.init(relation: .equal, object: .constant(50))])
    }

    @Test func errorsPointAtTheMistake() throws {
        let unknown = try #require(failure("H:|-[a]-[c]-|"))
        #expect(unknown.position == 9 && unknown.reason == "c is not a key in the views dictionary.")
        #expect(
            unknown.description == """
                Unable to parse constraint format: \nc is not a key in the views dictionary. \nH:|-[a]-[c]-|
                         ^
                """)
        #expect(failure("H:|-[a")?.reason == "Expected ']'")
        #expect(failure("H:[a]-x-[b]")?.position == 6, "x is neither a number nor a metric")
        #expect(failure("H:[a(>50)]")?.reason == "Expected '==', '<=' or '>='")
        #expect(failure("H:[a(50@2000)]")?.reason == "A priority must be between 1 and 1000, not 2000")
        #expect(failure("H:[a]-(b)-[b]")?.position == 7, "a spacing cannot be a view")
        #expect(failure("H:[a]|[b]")?.reason == "Expected the end of the format after '|'")
        #expect(failure("H:[a]-8")?.reason == "Expected '-' after the spacing")
        #expect(failure("")?.reason == "Expected a view")
    }
}
