import Foundation

/// An item's `ETag`: its version, quoted; and back, from an `If-Match`. Every feature
/// that saves over a version (`If-Match`) names its versions this way.
public enum VersionETag {
    public static func make(version: Int) -> String {
        "\"\(version)\""
    }

    /// The version a strong entity tag names, or `nil` when it names none this server gave.
    /// A weak tag (`W/"3"`) is `nil` too: `If-Match` compares strongly (RFC 9110 §13.1.1).
    public static func version(of tag: String) -> Int? {
        let text = tag.trimmingCharacters(in: .whitespaces)
        guard text.count >= 3, text.hasPrefix("\""), text.hasSuffix("\""), let version = Int(text.dropFirst().dropLast()), version >= 1 else {
            return nil
        }
        return version
    }

    /// The version a write should be made over, as RFC 9110 §13.1.1 reads `If-Match`:
    /// `*` matches whatever version is current; a list matches when one of its strong tags
    /// names the current version; a weak tag, or one this server never gave, matches none.
    /// A single tag is passed on unread, so that the write checks it in the statement that
    /// writes; `current` is asked only for `*` or a list. A write that matches nothing is
    /// made over version 0, which no item has: the precondition fails (412).
    public static func expected<Failure: Error>(
        ifMatch: String, current: () async throws(Failure) -> Int
    ) async throws(Failure) -> Int {
        let tags = ifMatch.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if tags == ["*"] { return try await current() }
        let versions = tags.compactMap(version(of:))
        if tags.count == 1 { return versions.first ?? 0 }
        guard !versions.isEmpty else { return 0 }
        let now = try await current()
        return versions.contains(now) ? now : 0
    }
}
