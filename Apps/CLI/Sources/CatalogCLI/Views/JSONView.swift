import Foundation

enum JSONView {
    /// Pretty, key-sorted JSON and a newline: stable for diffs and scripts. What a terminal
    /// could act on is written as JSON's own escapes (`\u202e`), which read back as the
    /// same text: the output shows nothing raw on a terminal and loses nothing in a script.
    static func render(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return escapingWhatTerminalsAct(on: String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// `json` with DEL, the C1 controls and the bidirectional embeddings, overrides and
    /// isolates as `\uXXXX`. They can stand only inside strings, where such an escape means
    /// the same character; JSONEncoder escapes the C0 controls itself.
    private static func escapingWhatTerminalsAct(on json: String) -> String {
        guard json.unicodeScalars.contains(where: actedOn) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if actedOn(scalar) {
                escaped.append(contentsOf: String(format: "\\u%04x", scalar.value).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func actedOn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
