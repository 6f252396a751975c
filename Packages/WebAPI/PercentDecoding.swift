import Foundation

extension StringProtocol {
    /// The text with its percent escapes decoded, or `nil` when one is malformed, as
    /// `removingPercentEncoding` reads it; text without a `%`, as most is, comes back as
    /// it is without a trip through Foundation.
    var percentDecoded: String? {
        utf8.contains(UInt8(ascii: "%")) ? removingPercentEncoding : String(self)
    }
}
