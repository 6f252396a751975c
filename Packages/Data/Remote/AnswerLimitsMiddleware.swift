import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Holds every answer from the server to a size and a time, whatever the server does: a
/// body longer than `maximumBytes` (declared so, or sent so) is refused as soon as it
/// shows, and an answer, body and all, that has not arrived `timeout` after the request
/// left is given up, however slowly its bytes keep coming. The body is read here, whole,
/// as the generated client would read it next.
struct AnswerLimitsMiddleware: ClientMiddleware {
    let timeout: Duration
    let maximumBytes: Int

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        // The deadline's task group ends before this function returns, and `next` with it.
        try await withoutActuallyEscaping(next) { next in
            try await Self.within(timeout) {
                let (response, answer) = try await next(request, body, baseURL)
                guard let answer else { return (response, nil) }
                return (response, HTTPBody(try await Self.bytes(of: answer, upTo: maximumBytes)))
            }
        }
    }

    /// The bytes of `body`, or `tooLarge` once they are more than `maximumBytes`: what
    /// OpenAPIRuntime's `collect(upTo:)` does, with an error the client can name (the
    /// runtime's is not public).
    static func bytes(of body: HTTPBody, upTo maximumBytes: Int) async throws -> [UInt8] {
        if case .known(let length) = body.length, length > maximumBytes { throw AnswerLimit.tooLarge(maximumBytes: maximumBytes) }
        var bytes: [UInt8] = []
        for try await chunk in body {
            guard chunk.count <= maximumBytes - bytes.count else { throw AnswerLimit.tooLarge(maximumBytes: maximumBytes) }
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }

    /// What `operation` returns, or `tooSlow` once `timeout` has passed; the operation is
    /// then cancelled.
    static func within<Value: Sendable>(_ timeout: Duration, _ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await withThrowingTaskGroup(of: Value.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw AnswerLimit.tooSlow(timeout)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }
}

/// Why an answer was given up.
enum AnswerLimit: Error, Equatable {
    /// Its body is longer than this many bytes.
    case tooLarge(maximumBytes: Int)
    /// It had not arrived whole after this long.
    case tooSlow(Duration)
}
