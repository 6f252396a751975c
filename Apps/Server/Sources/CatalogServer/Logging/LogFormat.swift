import ArgumentParser

/// How the server writes its log: lines for a person, or one JSON object a line for a
/// log collector.
public enum LogFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    case text
    case json
}

/// One JSON object on one line, its keys sorted, every value a string.
enum JSONLine {
    static func object(_ fields: [String: String]) -> String {
        "{" + fields.sorted { $0.key < $1.key }.map { quoted($0.key) + ":" + quoted($0.value) }.joined(separator: ",") + "}"
    }

    /// `text` as a JSON string: quotes, backslashes and every control character escaped,
    /// so that no value can end the line or the object.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
