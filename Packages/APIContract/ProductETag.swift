import Foundation

/// A product's `ETag`: its version, quoted; and back, from an `If-Match`.
public enum ProductETag {
    public static func make(version: Int) -> String {
        "\"\(version)\""
    }

    /// The version an `If-Match` names, or `nil` when it names none this server gave.
    public static func version(ifMatch: String) -> Int? {
        var text = ifMatch.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("W/") { text.removeFirst(2) }
        guard text.count >= 3, text.hasPrefix("\""), text.hasSuffix("\""), let version = Int(text.dropFirst().dropLast()), version >= 1 else {
            return nil
        }
        return version
    }
}
