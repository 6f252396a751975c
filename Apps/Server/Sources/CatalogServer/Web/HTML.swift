/// Markup, written as a string literal with interpolations. An interpolated `String` is
/// escaped for HTML (`&`, `<`, `>`, `"` and `'`, in text and in attribute values alike);
/// only `HTML` goes in as it is, so text reaches a page escaped unless it was made as
/// markup. An optional is not accepted: a page says what it shows when a value is missing.
///
///     let row: HTML = "<li><a href=\"\(url)\">\(name)</a></li>"
struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    private(set) var text: String

    init(stringLiteral text: String) {
        self.text = text
    }

    init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
    }

    /// `parts`, one after another, with `separator` (markup too) between them.
    init(_ parts: some Sequence<HTML>, separator: HTML = "") {
        text = parts.map(\.text).joined(separator: separator.text)
    }

    var description: String {
        text
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 24 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        mutating func appendInterpolation(_ value: String) {
            HTML.escape(value, into: &text)
        }

        mutating func appendInterpolation(_ number: some BinaryInteger) {
            text += String(number)
        }

        mutating func appendInterpolation(_ markup: HTML) {
            text += markup.text
        }

        /// Markup shown only when there is some: `\(notice.map { … })`.
        mutating func appendInterpolation(_ markup: HTML?) {
            if let markup { text += markup.text }
        }

        /// One part for each item: `\(rows.map { row -> HTML in … })`.
        mutating func appendInterpolation(_ parts: [HTML]) {
            for part in parts { text += part.text }
        }
    }

    /// Appends `value` to `text` with the five characters that could end a text or an
    /// attribute value written as entities. A value with none of them, most of them, is
    /// appended whole.
    static func escape(_ value: String, into text: inout String) {
        var contiguous = value
        contiguous.withUTF8 { bytes in
            guard bytes.contains(where: Self.isSpecial) else {
                text += value
                return
            }
            var start = 0
            for (index, byte) in bytes.enumerated() where Self.isSpecial(byte) {
                // The five are ASCII, so every cut falls between whole characters.
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                text += Self.entity(for: byte)
                start = index + 1
            }
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
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
