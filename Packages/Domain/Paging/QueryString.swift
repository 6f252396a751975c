/// How every address spells the name–value pairs a list's grammar reads: the query of a
/// link, a page or the API, read and written here alone. It is the form encoding that
/// browsers send and the API document's `form` style means:
///
/// - pairs are split at `&` (empty ones skipped), a pair at its first `=` (a pair
///   without one has an empty value);
/// - `+` is a space and `%XX` a byte, and the bytes must be UTF-8;
/// - written back, every byte but RFC 3986's unreserved ones is escaped, so a `+` in a
///   value reads back as a `+`.
public enum QueryString {
    public typealias Pair = (name: String, value: String)

    /// The pairs of `query`, the text after an address's `?`, decoded.
    public static func pairs(_ query: some StringProtocol) throws(InvalidQueryReason) -> [Pair] {
        var text = String(query)
        return try text.withUTF8 { bytes in Result { () throws(InvalidQueryReason) in try pairs(bytes: bytes) } }.get()
    }

    /// A request target's path and its query, without the `#fragment` (which ends the
    /// target wherever it is) and the `?`; `nil` when there is no query. Split by bytes: a
    /// character that joins the delimiter after it must not hide it.
    public static func split(target: String) -> (path: Substring, query: Substring)? {
        let bytes = target.utf8
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        guard let mark = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) else { return nil }
        return (target[..<mark], target[bytes.index(after: mark)..<end])
    }

    /// Goes through the bytes by index: a query is read on every request, and a generic
    /// `split` costs more than the decoding.
    private static func pairs(bytes: UnsafeBufferPointer<UInt8>) throws(InvalidQueryReason) -> [Pair] {
        var pairs: [Pair] = []
        var start = 0
        while start < bytes.count {
            var end = start, equals = -1
            while end < bytes.count, bytes[end] != UInt8(ascii: "&") {
                if equals < 0, bytes[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            if end > start {
                let nameEnd = equals < 0 ? end : equals
                let valueStart = equals < 0 ? end : equals + 1
                guard let name = decoded(UnsafeBufferPointer(rebasing: bytes[start..<nameEnd]), plusIsSpace: true),
                      let value = decoded(UnsafeBufferPointer(rebasing: bytes[valueStart..<end]), plusIsSpace: true)
                else { throw .malformedQuery }
                pairs.append((name, value))
            }
            start = end + 1
        }
        return pairs
    }

    /// `pairs` spelled as a query, without the `?`.
    public static func spelled(_ pairs: [Pair]) -> String {
        pairs.map { escaped($0.name) + "=" + escaped($0.value) }.joined(separator: "&")
    }

    /// `text` with every byte that is not unreserved escaped as `%XX`; plain text, as
    /// most is, comes back as it is.
    public static func escaped(_ text: String) -> String {
        guard !text.utf8.allSatisfy(isUnreserved) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with its `%XX` escapes decoded (and, where `plusIsSpace`, `+` read as a
    /// space); `nil` when an escape is not two hexadecimal digits or the bytes are not
    /// UTF-8. Text with neither, as most is, is only checked.
    public static func decoded(_ text: some Collection<UInt8>, plusIsSpace: Bool) -> String? {
        if let decoded = text.withContiguousStorageIfAvailable({ decoded($0, plusIsSpace: plusIsSpace) }) { return decoded }
        return Array(text).withUnsafeBufferPointer { decoded($0, plusIsSpace: plusIsSpace) }
    }

    private static func decoded(_ text: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> String? {
        guard text.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
            return String(validating: text, as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            switch byte {
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard index + 1 < text.count, let high = hexValue(text[index]), let low = hexValue(text[index + 1]) else { return nil }
                index += 2
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// RFC 3986's unreserved characters, the only ones an address never escapes:
    /// letters, digits and `-._~`.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
