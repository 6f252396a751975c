import Domain
import Foundation

/// A timestamp in view data: `shown` as people read it, and in JSON as the API writes
/// it, so that a script reads one date format from the CLI and the API.
public struct TimestampViewData: Hashable, Sendable, Encodable {
    /// Such as `2026-11-22 18:05 UTC`.
    public let shown: String
    /// Such as `2026-11-22T18:05:00Z`: RFC 3339 in UTC, written as the API writes it.
    public let internetTime: String

    public init(_ timestamp: Timestamp) {
        shown = TimestampText.describe(timestamp)
        internetTime = Date(timeIntervalSince1970: TimeInterval(timestamp.secondsSince1970)).formatted(.iso8601)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(internetTime)
    }
}
