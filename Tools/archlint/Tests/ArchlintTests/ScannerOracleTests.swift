import ArchlintCore
import Foundation
import Synchronization
import Testing

@Suite("Import scanner against swift-syntax")
struct ScannerOracleTests {
    @Test("On real files, the scanner finds exactly the imports swift-syntax finds, at the same place")
    func realFiles() throws {
        let corpus = SwiftCorpus.files(limit: 600)
        try #require(corpus.count > 100, "the corpus needs real files")
        // Every file on every core; what disagrees is reported after, in the corpus's order.
        let lanes = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let outcome = Mutex((compared: 0, disagreeing: [Int]()))
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for index in stride(from: lane, to: corpus.count, by: lanes) {
                let expected = SyntaxOracle.imports(in: corpus[index].text)
                let agrees = SyntaxOracle.scanned(corpus[index].text) == expected
                outcome.withLock { outcome in
                    outcome.compared += expected.count
                    if !agrees { outcome.disagreeing.append(index) }
                }
            }
        }
        let (compared, disagreeing) = outcome.withLock { ($0.compared, $0.disagreeing.sorted()) }
        for index in disagreeing {
            let file = corpus[index]
            #expect(SyntaxOracle.scanned(file.text) == SyntaxOracle.imports(in: file.text), "\(file.path)")
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
            import func O.<*>
            import---===// an operator, then a comment
            """###
        #expect(SyntaxOracle.scanned(source) == SyntaxOracle.imports(in: source))
        #expect(SyntaxOracle.scanned(source).map(\.path) == ["A", "G", "H.I", "J.K", "L", "N", "O", "---==="])
    }
}
