import Foundation
import OpenAPIRuntime

/// Dates as RFC 3339 says them (the document's `date-time`), with or without fractional
/// seconds, in any offset; written back without fractions, in UTC. OpenAPIRuntime's default
/// reads only the form without fractions and answers a valid `…T00:37:04.84+11:41` with 400.
public struct InternetDateTranscoder: DateTranscoder {
    public init() {}

    public func encode(_ date: Date) throws -> String {
        date.formatted(.iso8601)
    }

    public func decode(_ text: String) throws -> Date {
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }
}
