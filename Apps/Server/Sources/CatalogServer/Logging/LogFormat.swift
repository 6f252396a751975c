import ArgumentParser

/// How the server writes its log: lines for a person, or one JSON object a line for a
/// log collector.
public enum LogFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    case text
    case json
}

/// What either format writes escaped, so that no value (a database's or a client's words)
/// ends a line, forges another or acts on an operator's terminal: control characters, the
/// line and paragraph separators, and the bidirectional embeddings, overrides and
/// isolates, each as JSON writes it (`\n`, `\u001b`).
enum LogEscaping {
    static func needed(for scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func append(_ scalar: Unicode.Scalar, escapedTo out: inout String) {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}

/// One JSON object on one line, its keys sorted, every value a string.
enum JSONLine {
    static func object(_ fields: [String: String]) -> String {
        "{" + fields.sorted { $0.key < $1.key }.map { quoted($0.key) + ":" + quoted($0.value) }.joined(separator: ",") + "}"
    }

    /// `text` as a JSON string: quotes and backslashes escaped, and what `LogEscaping`
    /// escapes, so that no value can end the line or the object.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where LogEscaping.needed(for: scalar): LogEscaping.append(scalar, escapedTo: &out)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
