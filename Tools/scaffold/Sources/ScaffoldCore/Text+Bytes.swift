import Foundation

extension StringProtocol {
    /// Whether `other` occurs in this text, compared byte for byte. Scaffold asks this of
    /// every line of every file for each spelling of each field, and the names it looks
    /// for are written as they are in code: the comparison of bytes is enough, and far
    /// cheaper than that of characters.
    func containsBytes(_ other: String) -> Bool {
        var other = other
        let found = other.withUTF8 { needle in
            utf8.withContiguousStorageIfAvailable { text in Self.find(needle, in: UnsafeRawBufferPointer(text)) }
        }
        return found ?? contains(other)
    }

    /// The C library's byte search: each candidate's first byte by `memchr`, the rest by `memcmp`.
    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeRawBufferPointer) -> Bool {
        guard let first = needle.first else { return true }
        guard let base = text.baseAddress, needle.count <= text.count else { return false }
        var start = 0
        while let hit = memchr(base + start, Int32(first), text.count - needle.count + 1 - start) {
            if memcmp(hit, needle.baseAddress!, needle.count) == 0 { return true }
            start = UnsafeRawPointer(hit) - base + 1
            if start > text.count - needle.count { return false }
        }
        return false
    }
}
