import SwiftParser

/// Times the porter on generated iOS sources against swift-syntax parsing the same text alone, so that the
/// porter's own cost reads as a ratio on any machine (`flipbook-port --benchmark 10000`).
public enum PortingBenchmark {
    /// The figures of one run: lines ported, and the best time of each over the repeats.
    public struct Figures: Sendable, CustomStringConvertible {
        /// Lines of Swift ported.
        public var lines: Int
        /// Files they were split into.
        public var files: Int
        /// Seconds to parse every file with swift-syntax, nothing else.
        public var parseSeconds: Double
        /// Seconds to port every file (parse, index, rewrite, re-parse each edited file to check it).
        public var portSeconds: Double

        /// One line per figure.
        public var description: String {
            """
            ported \(lines) lines in \(files) files
            swift-syntax parse: \(milliseconds(parseSeconds)) ms
            flipbook-port:      \(milliseconds(portSeconds)) ms (\(ratio(portSeconds / parseSeconds))× the parse, \
            \(Int((Double(lines) / portSeconds).rounded())) lines/s)
            """
        }

        private func milliseconds(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) }
        private func ratio(_ value: Double) -> String { String(Double(Int(value * 100)) / 100) }
    }

    /// Sources of about `lines` lines, in files of a few hundred lines, with every construct the porter rewrites.
    public static func sources(lines: Int) -> [PortingSource] {
        var files: [PortingSource] = []
        var written = 0
        var number = 0
        while written < lines {
            var text = "import UIKit\n\n" + protocolText(number)
            for copy in 0..<8 { text += classText(number * 8 + copy, delegate: number) }
            written += text.split(separator: "\n", omittingEmptySubsequences: false).count
            files.append(PortingSource(path: "Generated\(number).swift", text: text))
            number += 1
        }
        return files
    }

    /// Parses and ports `sources` `repeats` times each and keeps the best times.
    public static func run(_ sources: [PortingSource], repeats: Int = 3) throws(PortingFailure) -> Figures {
        let clock = ContinuousClock()
        var parse = Duration.seconds(1_000_000)
        var port = Duration.seconds(1_000_000)
        for _ in 0..<max(repeats, 1) {
            let parseTime = clock.measure {
                for source in sources { _ = Parser.parse(source: source.text) }
            }
            parse = min(parse, parseTime)
            let start = clock.now
            _ = try Porter().port(sources)
            port = min(port, clock.now - start)
        }
        let lines = sources.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
        return Figures(lines: lines, files: sources.count, parseSeconds: seconds(parse), portSeconds: seconds(port))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func protocolText(_ number: Int) -> String {
        """
        @objc protocol Delegate\(number): AnyObject {
            @objc optional func cardDidMove(_ card: UIView, to offset: CGFloat)
            @objc optional func cardShouldDismiss(_ card: UIView) -> Bool
        }

        final class Layer\(number): CALayer {
            @NSManaged var progress: CGFloat

            override init() { super.init() }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { fatalError() }
        }

        """
    }

    private static func classText(_ number: Int, delegate: Int) -> String {
        """
        /// A generated card \(number).
        @objcMembers
        final class Card\(number): UIView {
            @IBOutlet weak var handle: UIView!
            @IBInspectable var radius: CGFloat = 12
            @objc dynamic var progress: CGFloat = 0
            weak var delegate: Delegate\(delegate)?

            override init(frame: CGRect) {
                super.init(frame: frame)
                addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.handleTap)))
            }

            required init?(coder: NSCoder) { fatalError() }

            #if canImport(UIKit)
                @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
                    let offset = pan.translation(in: superview).x
                    delegate?.cardDidMove?(self, to: offset)
                    if delegate?.cardShouldDismiss?(self) ?? false {
                        removeFromSuperview()
                    }
                }
            #endif

            @objc func handleTap() {
                progress = progress > 0.5 ? 0 : 1
                setNeedsLayout()
            }
        }

        extension Card\(number) {
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.cornerRadius = radius
            }
        }

        """
    }
}
