/// Markup, written as a string literal with interpolations. An interpolated `String` is
/// escaped for HTML (`&`, `<`, `>`, `"` and `'`, in text and in attribute values alike);
/// only `HTML` goes in as it is, so text reaches a page escaped unless it was made as
/// markup. An optional is not accepted: a page says what it shows when a value is missing.
///
///     let row: HTML = "<li><a href=\"\(url)\">\(name)</a></li>"
///
/// It holds UTF-8 bytes, the form a response sends: a page is a few hundred appends, and
/// appending bytes skips the bookkeeping a `String` does for each.
struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    private(set) var utf8: [UInt8]

    init(stringLiteral text: String) {
        utf8 = Array(text.utf8)
    }

    init(stringInterpolation: Interpolation) {
        utf8 = stringInterpolation.utf8
    }

    /// `parts`, one after another, with `separator` (markup too) between them.
    init(_ parts: some Sequence<HTML>, separator: HTML = "") {
        utf8 = []
        for (index, part) in parts.enumerated() {
            if index > 0 { utf8 += separator.utf8 }
            utf8 += part.utf8
        }
    }

    var description: String {
        String(decoding: utf8, as: UTF8.self)
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var utf8: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            utf8.reserveCapacity(literalCapacity + 24 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            utf8 += literal.utf8
        }

        mutating func appendInterpolation(_ value: String) {
            HTML.escape(value, into: &utf8)
        }

        mutating func appendInterpolation(_ number: some BinaryInteger) {
            utf8 += String(number).utf8
        }

        mutating func appendInterpolation(_ markup: HTML) {
            utf8 += markup.utf8
        }

        /// Markup shown only when there is some: `\(notice.map { … })`.
        mutating func appendInterpolation(_ markup: HTML?) {
            if let markup { utf8 += markup.utf8 }
        }

        /// One part for each item: `\(rows.map { row -> HTML in … })`.
        mutating func appendInterpolation(_ parts: [HTML]) {
            for part in parts { utf8 += part.utf8 }
        }
    }

    /// Appends `value` to `utf8` with the five characters that could end a text or an
    /// attribute value written as entities.
    static func escape(_ value: String, into utf8: inout [UInt8]) {
        var contiguous = value
        contiguous.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where Self.isSpecial(byte) {
                utf8 += UnsafeBufferPointer(rebasing: bytes[start..<index])
                utf8 += Self.entity(for: byte).utf8
                start = index + 1
            }
            utf8 += UnsafeBufferPointer(rebasing: bytes[start...])
        }
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    private static func entity(for byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
