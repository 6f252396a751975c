import Foundation

/// An item's `ETag`: its version, quoted; and back, from an `If-Match`. Every feature
/// that saves over a version (`If-Match`) names its versions this way.
public enum VersionETag {
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

    /// The version a write names in `If-Match`. An entity tag this server never gave matches
    /// no version (RFC 9110: the precondition fails, 412), so it stands for none: 0.
    public static func expected(ifMatch: String) -> Int {
        version(ifMatch: ifMatch) ?? 0
    }
}
