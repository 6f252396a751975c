import APIContract
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Lets a write operation through only with the server's token as a bearer token.
/// Reads (`GET`, `HEAD`) pass untouched; every other method is a write, so that an
/// operation a feature adds is guarded without being listed. A server started without
/// a token takes no writes at all: never open to anyone by default.
public struct WriteAccessMiddleware: ServerMiddleware {
    private let token: String?

    /// - Parameter token: what a writer must send; `nil` refuses every write.
    public init(token: String?) {
        self.token = token
    }

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard Self.isWrite(request) else { return try await next(request, body, metadata) }
        guard let token else {
            return try ProblemAnswer.make(.forbidden(
                "This server takes no edits: it was started without --token or CATALOG_TOKEN. Start it with a token to allow them."
            ))
        }
        guard let sent = Self.bearer(in: request), Self.constantTimeEqual(sent, token) else {
            var answer = try ProblemAnswer.make(.unauthorized(
                "Writes need the server's token: send it as “Authorization: Bearer TOKEN”."
            ))
            answer.0.headerFields[.wwwAuthenticate] = "Bearer"
            return answer
        }
        return try await next(request, body, metadata)
    }

    static func isWrite(_ request: HTTPRequest) -> Bool {
        request.method != .get && request.method != .head
    }

    static func bearer(in request: HTTPRequest) -> String? {
        guard let value = request.headerFields[.authorization] else { return nil }
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return String(parts[1]).trimmingCharacters(in: .whitespaces)
    }

    /// Compares every byte of both, so that the time taken says nothing of how much matched.
    static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        var difference: UInt8 = left.count == right.count ? 0 : 1
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            difference |= a ^ b
        }
        return difference == 0
    }
}
