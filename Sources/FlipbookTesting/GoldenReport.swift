import Foundation

/// A single self-contained HTML page describing a failed golden comparison: expected, actual and diff
/// images side by side (embedded as base64 `data:` URIs), a slider that wipes between expected and
/// actual, and the numbers of the comparison.
public struct GoldenReport: Sendable {
    /// Heading of the page, e.g. `TransitionTests/push-basic.t0250ms`.
    public var title: String
    /// Path of the golden file, shown for reference.
    public var goldenPath: String
    /// PNG bytes of the expected (golden) image.
    public var expectedPNG: Data
    /// PNG bytes of the actual image.
    public var actualPNG: Data
    /// PNG bytes of the diff image, when there is one (not on a size mismatch).
    public var diffPNG: Data?
    /// The comparison whose numbers are listed.
    public var comparison: ImageComparisonResult

    /// A report from its parts.
    public init(
        title: String, goldenPath: String, expectedPNG: Data, actualPNG: Data, diffPNG: Data?,
        comparison: ImageComparisonResult
    ) {
        self.title = title
        self.goldenPath = goldenPath
        self.expectedPNG = expectedPNG
        self.actualPNG = actualPNG
        self.diffPNG = diffPNG
        self.comparison = comparison
    }

    /// The complete HTML document; deterministic for equal inputs.
    public func html() -> String {
        let expected = Self.dataURI(expectedPNG)
        let actual = Self.dataURI(actualPNG)
        var figures = figure("Expected", expected, id: "expected") + figure("Actual", actual, id: "actual")
        if let diffPNG { figures += figure("Diff", Self.dataURI(diffPNG), id: "diff") }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(HTMLText.escape(title)) — Flipbook golden mismatch</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>\(HTMLText.escape(title))</h1>
            <p class="summary">\(HTMLText.escape(comparison.summary))</p>
            \(numbersTable())
            <p><label>Zoom <input id="zoom" type="range" min="1" max="8" step="1" value="2"></label> \
            <span id="zoomValue">2×</span></p>
            <h2>Side by side</h2>
            <div class="row">\(figures)</div>
            <h2>Wipe: expected ◀ ▶ actual</h2>
            <p><input id="wipe" type="range" min="0" max="100" value="50" aria-label="wipe position"></p>
            <div class="wipe checker">
            <img class="zoomable" src="\(actual)" alt="actual">
            <div id="wipeTop" class="top"><img class="zoomable" src="\(expected)" alt="expected"></div>
            </div>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
    }

    private func figure(_ caption: String, _ source: String, id: String) -> String {
        """
        <figure><figcaption>\(caption)</figcaption><div class="checker"><img id="\(id)" \
        class="zoomable" src="\(source)" alt="\(caption.lowercased())"></div></figure>
        """
    }

    private func numbersTable() -> String {
        let c = comparison
        let o = c.options
        var rows: [(String, String)] = [
            ("Verdict", c.verdict.rawValue),
            ("Golden", goldenPath),
            ("Expected size", "\(c.expectedSize.width)×\(c.expectedSize.height)"),
            ("Actual size", "\(c.actualSize.width)×\(c.actualSize.height)"),
        ]
        if c.verdict != .sizeMismatch {
            rows += [
                ("Differing pixels", "\(c.differingPixels) of \(c.totalPixels)"),
                ("Differing ratio", Self.percent(c.differingRatio)),
                ("Anti-aliased pixels", o.includeAA ? "counted as differing" : "\(c.antiAliasedPixels) (ignored)"),
                ("Max delta", String(format: "%.4f", c.maxDelta)),
                ("Difference bounds", c.differenceBounds?.description ?? "none"),
            ]
        }
        rows += [
            ("Threshold", String(format: "%.4f", o.threshold)),
            ("Allowed", "\(max(o.maxDifferingPixels, 0)) px and \(Self.percent(o.maxDifferingRatio))"),
        ]
        let body = rows.map { "<tr><th>\(HTMLText.escape($0.0))</th><td>\(HTMLText.escape($0.1))</td></tr>" }.joined()
        return "<table>\(body)</table>"
    }

    /// `ratio` as a percentage with two decimals.
    static func percent(_ ratio: Double) -> String { String(format: "%.2f %%", ratio * 100) }

    /// `data:image/png;base64,…` for PNG bytes.
    static func dataURI(_ png: Data) -> String { "data:image/png;base64," + png.base64EncodedString() }

    private static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222}
        h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:24px 0 8px}
        .summary{font-family:ui-monospace,monospace}
        table{border-collapse:collapse}th,td{text-align:left;padding:2px 12px 2px 0;vertical-align:top}
        th{font-weight:600;color:#555}td{font-family:ui-monospace,monospace}
        .row{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}figure{margin:0}
        figcaption{font-weight:600;margin-bottom:4px}
        img{image-rendering:pixelated;display:block}
        .checker{display:inline-block;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
        .wipe{position:relative}.wipe .top{position:absolute;left:0;top:0;overflow:hidden;clip-path:inset(0 50% 0 0)}
        """

    private static let script = """
        (function(){
        var zoom=document.getElementById('zoom'),label=document.getElementById('zoomValue');
        function applyZoom(){var z=+zoom.value;label.textContent=z+'\\u00d7';
        document.querySelectorAll('img.zoomable').forEach(function(i){\
        if(i.naturalWidth){i.style.width=(i.naturalWidth*z)+'px';}});}
        zoom.addEventListener('input',applyZoom);
        document.querySelectorAll('img.zoomable').forEach(function(i){i.addEventListener('load',applyZoom);});
        window.addEventListener('load',applyZoom);
        var wipe=document.getElementById('wipe'),top=document.getElementById('wipeTop');
        function applyWipe(){top.style.clipPath='inset(0 '+(100-wipe.value)+'% 0 0)';}
        wipe.addEventListener('input',applyWipe);applyWipe();
        })();
        """
}
