@testable import CatalogServer
import Logging
import Synchronization
import Testing

@Suite("Log lines")
struct LineLogHandlerTests {
    private let lines = CapturedLines()

    func logger() -> Logger {
        Logger(label: "catalog-server") { [lines] label in
            LineLogHandler(label: label, metadataProvider: nil) { line in lines.append(line) }
        }
    }

    @Test("A line reads time, level, label, the metadata sorted by key, source and message")
    func lineFormat() throws {
        var logger = logger()
        logger[metadataKey: "zone"] = "b"
        logger[metadataKey: "hb.request.id"] = "7"
        logger.info("Writes are off", metadata: ["answer": "42"], source: "CatalogServer")
        let line = try #require(lines.all.only)
        let expected = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} info catalog-server: answer=42 hb.request.id=7 zone=b \[CatalogServer\] Writes are off\n/
        #expect(line.wholeMatch(of: expected) != nil, "\(line)")
    }

    @Test("A value or message with control characters stays one line, and sends nothing to the terminal")
    func controlCharactersEscaped() throws {
        let logger = logger()
        logger.error("lost\nforged line", metadata: ["reason": "a\r\nb\u{1B}[2J\tc\u{202E}d"], source: "S")
        let line = try #require(lines.all.only)
        #expect(line.hasSuffix(#" reason=a\r\nb\u001b[2J\tc\u202ed [S] lost\nforged line"# + "\n"), "\(line)")
        #expect(line.dropLast().allSatisfy { !$0.isNewline && $0 != "\u{1B}" })
    }

    @Test("A line without metadata has none, and an error adds its message and type")
    func noMetadataAndError() throws {
        let logger = logger()
        logger.warning("plain", source: "S")
        logger.error("failed", error: SampleError(), source: "S")
        #expect(lines.all.count == 2)
        #expect(lines.all.first?.hasSuffix(" warning catalog-server: [S] plain\n") == true)
        #expect(lines.all.last?.contains(" error catalog-server: error.message=broken error.type=") == true)
        #expect(lines.all.last?.hasSuffix(".SampleError [S] failed\n") == true)
    }

    @Test("Metadata is written out only for a line: setting keys and logging below the level describe no value")
    func metadataDescribedOnlyForALine() {
        var logger = logger()
        let value = CountedDescription()
        logger[metadataKey: "hb.request.id"] = .stringConvertible(value)
        logger[metadataKey: "route"] = "/health"
        logger[metadataKey: "user"] = "none"
        logger.debug("below the level")
        #expect(value.count == 0)
        #expect(lines.all.isEmpty)
        logger.info("written")
        #expect(value.count == 1)
        #expect(lines.all.count == 1)
    }
}

/// A metadata value that counts how often it is written out.
private final class CountedDescription: CustomStringConvertible, Sendable {
    private let described = Mutex(0)

    var count: Int {
        described.withLock { $0 }
    }

    var description: String {
        described.withLock { $0 += 1 }
        return "counted"
    }
}

private struct SampleError: Error, CustomStringConvertible {
    var description: String { "broken" }
}

private extension Array {
    /// The one element, if there is exactly one.
    var only: Element? { count == 1 ? first : nil }
}
