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

    /// `json` with what `TerminalSafeStream` would clean as `\uXXXX` (all of it in the
    /// Basic Multilingual Plane): such characters can stand only inside strings, where the
    /// escape means the same character. JSONEncoder escapes the C0 controls itself.
    private static func escapingWhatTerminalsAct(on json: String) -> String {
        guard json.unicodeScalars.contains(where: TerminalSafeStream.needsCleaning) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if TerminalSafeStream.needsCleaning(scalar) {
                escaped.append(contentsOf: String(format: "\\u%04x", scalar.value).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
