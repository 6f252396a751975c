import APIContract
@testable import DataLayer
import Domain
import Foundation
import HTTPTypes
import Synchronization
import Testing

@Suite("The server's client: failures in the app's words")
struct APIClientTests {
    let client = APIClient(baseURL: URL(string: "http://127.0.0.1:9/")!, transport: ScriptedTransport(.response(status: 200, body: Data())))

    @Test("A problem the server answered with is the storage error, naming the address and quoting the server")
    func problem() {
        let error = client.failed("/api/v1/notes", problem: .unavailable("The disk is full."))
        #expect(error == .storageUnavailable("the server answered http://127.0.0.1:9/api/v1/notes with status 503: The disk is full."))
    }

    @Test("A server's address is named without the user and password its URL may hold")
    func addressWithoutCredentials() {
        let client = APIClient(baseURL: URL(string: "https://reader:s3cret@catalog.example/")!, transport: ScriptedTransport(.response(status: 200, body: Data())))
        #expect(client.failed("/api/v1/notes", status: 502) == .storageUnavailable("the server answered https://catalog.example/api/v1/notes with status 502"))
    }

    @Test("A server's words are repeated on one line of at most 300 characters, and a refused draft's problems no more than a draft could have")
    func serverWordsBounded() {
        let said = "Saved.\ncatalog: token accepted\r\u{1B}[2J" + String(repeating: "x", count: 5_000)
        guard case .storageUnavailable(let message) = client.failed("/api/v1/notes", problem: .unavailable(said)) else {
            Issue.record("not the storage error")
            return
        }
        #expect(!message.contains(where: \.isNewline) && !message.contains("\u{1B}"), "\(message.prefix(200))")
        #expect(message.hasSuffix(": Saved. catalog: token accepted  [2J" + String(repeating: "x", count: 264) + "…"))
        guard case .storageUnavailable(let unexpected) = client.unexpected("/api/v1/notes", reason: said) else {
            Issue.record("not the storage error")
            return
        }
        #expect(!unexpected.contains(where: \.isNewline) && unexpected.count < 500)
        // One character may carry any number of marks: the scalars are bounded too.
        let marked = APIClient.repeated("a" + String(repeating: "\u{0301}", count: 100_000))
        #expect(marked.unicodeScalars.count <= 1_200)

        let problem = Components.Schemas.InvalidDraftProblem(
            _type: "/problems/invalid-draft", title: "t", status: ._422, detail: "d",
            errors: (0..<10_000).map { _ in .init(field: "name\n", detail: said) }
        )
        guard case .invalid(_, let problems) = AppError.invalid(kind: "note", answeredWith: problem) else {
            Issue.record("not a refused draft")
            return
        }
        #expect(problems.count == 100)
        #expect(problems.allSatisfy { !"\($0)".contains(where: \.isNewline) && "\($0)".count < 700 })
    }

    @Test("A refused change says whether the token was missing or the server takes none")
    func refused() {
        let unauthorized = client.refused("/api/v1/notes", status: 401, problem: .unauthorized("Send the token."))
        let forbidden = client.refused("/api/v1/notes", status: 403, problem: nil)
        #expect(unauthorized == .notAllowed("the server at http://127.0.0.1:9/api/v1/notes takes changes only with its token, and this app sent none or another: Send the token."))
        #expect(forbidden == .notAllowed("the server at http://127.0.0.1:9/api/v1/notes takes no changes (403)"))
    }

    @Test("A token crosses the network in the clear over anything but https to a host that is not this machine", arguments: [
        ("https://server.example", false), ("HTTPS://server.example", false),
        ("http://127.0.0.1:8080", false), ("http://localhost:8080", false), ("http://[::1]:8080", false), ("http://LOCALHOST.:8080", false),
        ("http://server.example", true), ("HTTP://server.example", true), ("Http://10.0.0.9:8080", true),
        ("http://127.example.org", true), ("http://127.0.0.1.example.org", true), ("ws://server.example", true), ("http://app.localhost:8080", true),
        ("http://127.0.0.1.:8080", false), ("http://127.300.0.1", true), ("http://127.+0.0.1", true), ("http://127.-0.0.1", true), ("http://127.0.0.08", true),
        ("http://127.0.0.10", false),
    ])
    func sendsInClear(url: String, inClear: Bool) {
        #expect(APIClient.sendsInClear(to: URL(string: url)!) == inClear)
    }

    @Test("The token goes with the requests that change something only: reads are public")
    func tokenOnWritesOnly() async throws {
        let middleware = BearerTokenMiddleware(token: "t0ken-0123456789abcdef")
        let sent = SentAuthorizations()
        for method in [HTTPRequest.Method.get, .head, .post, .put, .delete] {
            let request = HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1", path: "/api/v1/notes")
            _ = try await middleware.intercept(request, body: nil, baseURL: URL(string: "http://127.0.0.1:9/")!, operationID: "op") { request, _, _ in
                sent.values.withLock { $0.append(request.headerFields[.authorization]) }
                return (HTTPResponse(status: .ok), nil)
            }
        }
        let bearer = "Bearer t0ken-0123456789abcdef"
        #expect(sent.values.withLock { $0 } == [nil, nil, bearer, bearer, bearer])
    }
}

private final class SentAuthorizations: Sendable {
    let values = Mutex<[String?]>([])
}
