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
        guard Self.isWrite(request.method) else { return try await next(request, body, metadata) }
        guard let token else {
            // How the server was started is its operator's to know (its start-up log says
            // so), not its clients'.
            return try ProblemAnswer.make(.forbidden("This server takes no edits."))
        }
        guard Self.accepts(request.headerFields[.authorization], token: token) else {
            var answer = try ProblemAnswer.make(.unauthorized(
                "Writes need the server's token: send it as “Authorization: Bearer TOKEN”."
            ))
            answer.0.headerFields[.wwwAuthenticate] = "Bearer"
            return answer
        }
        return try await next(request, body, metadata)
    }

    /// Whether a request of `method` that sends `authorization` is one this middleware
    /// answers 401 for its credential: a write, to a server that takes writes, whose
    /// bearer token is not `token`. A server's sign-in throttle counts it before it runs.
    public static func refusesCredential(method: HTTPRequest.Method, authorization: String, token: String?) -> Bool {
        guard isWrite(method), let token else { return false }
        return !accepts(authorization, token: token)
    }

    /// Whether this middleware refuses a request of `method` that sends `authorization`,
    /// for whatever reason: a write to a server that takes none, or without `token`. What
    /// it refuses it answers before anything reads the request's body.
    public static func refuses(method: HTTPRequest.Method, authorization: String?, token: String?) -> Bool {
        guard isWrite(method) else { return false }
        guard let token else { return true }
        return !accepts(authorization, token: token)
    }

    static func isWrite(_ method: HTTPRequest.Method) -> Bool {
        method != .get && method != .head
    }

    /// Whether `authorization` sends `token` as a bearer token.
    static func accepts(_ authorization: String?, token: String) -> Bool {
        guard let sent = bearer(in: authorization) else { return false }
        return constantTimeEqual(sent, token)
    }

    static func bearer(in authorization: String?) -> String? {
        guard let value = authorization else { return nil }
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
