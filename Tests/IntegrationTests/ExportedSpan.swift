/// One span as an OTLP export carries it, read from the protobuf by hand: the fields a
/// test asks about, no more (opentelemetry-proto's `trace.proto` numbers them).
struct ExportedSpan: Equatable, CustomStringConvertible {
    var traceID = ""
    var spanID = ""
    /// Empty for a trace's first span.
    var parentSpanID = ""
    var name = ""
    /// 2 for a server's span, 1 internal, 3 a client's.
    var kind = 0
    /// The string and whole-number attributes, as text.
    var attributes: [String: String] = [:]

    var description: String { "\(name) (\(spanID) in \(traceID), parent \(parentSpanID.isEmpty ? "none" : parentSpanID))" }

    struct Malformed: Error {}

    /// The spans of an `ExportTraceServiceRequest`: its resource spans (1), their scope
    /// spans (2), their spans (2).
    static func spans(inExport bytes: ArraySlice<UInt8>) throws -> [ExportedSpan] {
        var spans: [ExportedSpan] = []
        for case (1, .bytes(let resourceSpans)) in try fields(of: bytes) {
            for case (2, .bytes(let scopeSpans)) in try fields(of: resourceSpans) {
                for case (2, .bytes(let span)) in try fields(of: scopeSpans) {
                    spans.append(try ExportedSpan(span))
                }
            }
        }
        return spans
    }

    /// A `Span`: trace id (1), span id (2), parent span id (4), name (5), kind (6),
    /// attributes (9) as `KeyValue`s of a key (1) and an `AnyValue` (2) holding a string (1)
    /// or a whole number (3).
    init(_ bytes: ArraySlice<UInt8>) throws {
        for (number, value) in try Self.fields(of: bytes) {
            switch (number, value) {
            case (1, .bytes(let id)): traceID = Self.hex(id)
            case (2, .bytes(let id)): spanID = Self.hex(id)
            case (4, .bytes(let id)): parentSpanID = Self.hex(id)
            case (5, .bytes(let text)): name = String(decoding: text, as: UTF8.self)
            case (6, .varint(let value)): kind = Int(value)
            case (9, .bytes(let pair)):
                var key = "", text = ""
                for (pairNumber, pairValue) in try Self.fields(of: pair) {
                    switch (pairNumber, pairValue) {
                    case (1, .bytes(let name)): key = String(decoding: name, as: UTF8.self)
                    case (2, .bytes(let any)):
                        for (anyNumber, anyValue) in try Self.fields(of: any) {
                            switch (anyNumber, anyValue) {
                            case (1, .bytes(let string)): text = String(decoding: string, as: UTF8.self)
                            case (3, .varint(let whole)): text = String(Int64(bitPattern: whole))
                            default: break
                            }
                        }
                    default: break
                    }
                }
                attributes[key] = text
            default: break
            }
        }
    }

    enum Value {
        case varint(UInt64)
        case bytes(ArraySlice<UInt8>)
        case fixed
    }

    /// A message's fields in protobuf's wire format: each a number and a value.
    static func fields(of bytes: ArraySlice<UInt8>) throws -> [(Int, Value)] {
        var fields: [(Int, Value)] = []
        var index = bytes.startIndex
        func varint() throws -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard index < bytes.endIndex, shift < 64 else { throw Malformed() }
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
        }
        while index < bytes.endIndex {
            let tag = try varint()
            let number = Int(tag >> 3)
            switch tag & 7 {
            case 0:
                fields.append((number, .varint(try varint())))
            case 1, 5:
                let size = tag & 7 == 1 ? 8 : 4
                guard bytes.endIndex - index >= size else { throw Malformed() }
                index += size
                fields.append((number, .fixed))
            case 2:
                let length = try varint()
                guard length <= UInt64(bytes.endIndex - index) else { throw Malformed() }
                let end = index + Int(length)
                fields.append((number, .bytes(bytes[index..<end])))
                index = end
            default:
                throw Malformed()
            }
        }
        return fields
    }

    private static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
