/// Finds the `import` declarations of a Swift file without a full parse.
///
/// A single pass over the bytes that knows just enough of Swift's lexical grammar to
/// never mistake text for code: nested block comments, string literals of every kind
/// (multi-line, raw with any number of `#`, interpolations that nest strings), regex
/// literals, backticked names, and the brace depth that separates file scope from the
/// rest. It follows `#if`/`#elseif`/`#else` and `#sourceLocation`.
public enum ImportScanner {
    public static func scan(_ source: String) -> ScanResult {
        scan(bytes: Array(source.utf8))
    }

    public static func scan(bytes: [UInt8]) -> ScanResult {
        bytes.withUnsafeBufferPointer(scan(buffer:))
    }

    public static func scan(buffer: UnsafeBufferPointer<UInt8>) -> ScanResult {
        var lexer = SwiftLexer(buffer)
        lexer.run()
        return lexer.result
    }
}
