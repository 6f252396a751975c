/// JSON written straight into bytes, for an answer too busy for `JSONEncoder`: the same
/// bytes the generated server's encoder writes with `.sortedKeys` and
/// `.withoutEscapingSlashes`, without the cost of `Codable`'s containers. A writable type
/// spells out its keys in sorted order; a test holds each one's bytes to `JSONEncoder`'s.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// Writes `fragment` as it is: punctuation and keys, such as `,"name":`.
    mutating func raw(_ fragment: StaticString) {
        fragment.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Decimal digits, written in place rather than through a `String`.
    mutating func integer(_ value: some BinaryInteger) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.endIndex
        var rest = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// A string in quotes, escaping what JSON requires and what `JSONEncoder` escapes:
    /// quotes, backslashes and control characters; everything else as its UTF-8, copied
    /// a run at a time between the bytes that need escaping.
    mutating func string(_ value: String) {
        bytes.append(Self.quote)
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            for (index, byte) in utf8.enumerated() where byte == Self.quote || byte == Self.backslash || byte < 0x20 {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                escape(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(Self.quote)
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case 0x08: raw(#"\b"#)
        case 0x09: raw(#"\t"#)
        case 0x0A: raw(#"\n"#)
        case 0x0C: raw(#"\f"#)
        case 0x0D: raw(#"\r"#)
        case 0x00..<0x20:
            raw(#"\u00"#)
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0x0F)])
        default:
            bytes.append(Self.backslash)
            bytes.append(byte)
        }
    }

    mutating func array<Element: JSONWritable>(_ elements: [Element]) {
        raw("[")
        for (offset, element) in elements.enumerated() {
            if offset > 0 { raw(",") }
            element.write(to: &self)
        }
        raw("]")
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let hexDigits = Array("0123456789abcdef".utf8)
}

/// A value that writes itself as JSON, keys in sorted order.
protocol JSONWritable {
    func write(to json: inout JSONBytes)
}

extension JSONWritable {
    /// The value as JSON, on its own.
    var jsonBytes: [UInt8] {
        var json = JSONBytes()
        write(to: &json)
        return json.bytes
    }
}
