import Testing

@testable import FlipbookTesting

@Suite struct HTMLTextTests {
    @Test func escapesTheFiveSignificantCharactersAndNothingElse() {
        #expect(HTMLText.escape(#"a<b>&"c"'d' — é"#) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39; — é")
        #expect(HTMLText.escape("") == "")
    }
}
