import Foundation
import Hummingbird
import HummingbirdTesting

/// A browser for the in-process server: keeps the cookies it is given, sends each back
/// to the addresses its `Path` covers, as a browser does, and reads the form token from
/// the last page it saw.
struct TestBrowser {
    let client: any TestClientProtocol
    private(set) var cookies: [String: String] = [:]
    /// Each cookie's `Path`; `/` where it names none.
    private var cookiePaths: [String: String] = [:]
    private(set) var formToken: String?

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    /// Gets `uri`, keeping its cookies and its form's token.
    @discardableResult
    mutating func get(_ uri: String) async throws -> TestResponse {
        let response = try await client.execute(uri: uri, method: .get, headers: cookieHeader(for: uri))
        keep(response)
        return response
    }

    /// Posts `fields` as a form, with the last page's form token unless `csrf` says otherwise.
    @discardableResult
    mutating func post(_ uri: String, _ fields: [(String, String)], csrf: String?? = .none) async throws -> TestResponse {
        let token: String? = switch csrf {
        case .none: formToken
        case .some(let chosen): chosen
        }
        let all = (token.map { [("csrf", $0)] } ?? []) + fields
        var components = URLComponents()
        components.queryItems = all.map { URLQueryItem(name: $0.0, value: $0.1) }
        // A form encodes "+" itself; URLComponents leaves it for a space.
        let body = (components.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
        var headers = cookieHeader(for: uri)
        headers[.contentType] = "application/x-www-form-urlencoded"
        let response = try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
        keep(response)
        return response
    }

    /// Signs in with `token` the way a person does: the sign-in page, then its form.
    mutating func signIn(token: String) async throws -> TestResponse {
        try await get("/login")
        return try await post("/login", [("token", token), ("next", "/")])
    }

    /// The cookies whose path covers `uri`'s.
    private func cookieHeader(for uri: String) -> HTTPFields {
        let path = String(uri.prefix { $0 != "?" })
        let sent = cookies.filter { Self.path(path, isCoveredBy: cookiePaths[$0.key] ?? "/") }
        return sent.isEmpty ? [:] : [.cookie: sent.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")]
    }

    /// Whether a cookie of `cookiePath` goes with a request for `path` (RFC 6265, 5.1.4).
    static func path(_ path: String, isCoveredBy cookiePath: String) -> Bool {
        guard path.hasPrefix(cookiePath) else { return false }
        return path.count == cookiePath.count || cookiePath.hasSuffix("/") || path.dropFirst(cookiePath.count).hasPrefix("/")
    }

    private mutating func keep(_ response: TestResponse) {
        for header in response.headers[values: .setCookie] {
            let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let pair = parts[0].split(separator: "=", maxSplits: 1)
            let name = String(pair[0])
            let value = pair.count > 1 ? String(pair[1]) : ""
            if value.isEmpty { cookies[name] = nil } else { cookies[name] = value }
            cookiePaths[name] = parts.first { $0.lowercased().hasPrefix("path=") }.map { String($0.dropFirst(5)) } ?? "/"
        }
        let html = String(buffer: response.body)
        if let range = html.range(of: #"name="csrf" value=""#) {
            formToken = String(html[range.upperBound...].prefix { $0 != "\"" })
        }
    }
}

/// The value of the form field `name` on `html`, as the page would send it back.
func fieldValue(_ name: String, in html: String) -> String? {
    guard let range = html.range(of: #"name="\#(name)" value=""#) else { return nil }
    return String(html[range.upperBound...].prefix { $0 != "\"" })
}
