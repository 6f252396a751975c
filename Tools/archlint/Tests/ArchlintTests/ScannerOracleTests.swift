import ArchlintCore
import Testing

@Suite("Import scanner against swift-syntax")
struct ScannerOracleTests {
    @Test("On real files, the scanner finds exactly the imports swift-syntax finds, at the same place")
    func realFiles() throws {
        let corpus = SwiftCorpus.files(limit: 600)
        try #require(corpus.count > 100, "the corpus needs real files")
        var compared = 0
        for file in corpus {
            let expected = SyntaxOracle.imports(in: file.text)
            let actual = SyntaxOracle.scanned(file.text)
            #expect(actual == expected, "\(file.path)")
            compared += expected.count
        }
        #expect(compared > 200)
    }

    @Test("The tricky cases agree with swift-syntax too")
    func trickyCases() {
        let source = ###"""
            import A
            let s = """
                import NotB
                \(f("import NotC"))
                """
            let r = #"import NotD \#(x) "#
            /* import NotE /* nested */ import NotF */
            #if os(Linux)
            @testable import G
            #elseif canImport(Darwin)
            import struct H.I
            #else
            public import J.K
            #endif
            #sourceLocation(file: "x.swift", line: 50)
            import L
            #sourceLocation()
            struct S { func f() { _ = "import NotM" } }
            import N
            """###
        #expect(SyntaxOracle.scanned(source) == SyntaxOracle.imports(in: source))
        #expect(SyntaxOracle.scanned(source).map(\.path) == ["A", "G", "H.I", "J.K", "L", "N"])
    }
}
