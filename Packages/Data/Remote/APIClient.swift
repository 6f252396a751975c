import APIContract
import AsyncHTTPClient
import Domain
import Foundation
import NIOCore
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import Synchronization

/// The app's server's JSON API, through the client generated from its document: it
/// sends each request and turns every way one can fail into a `AppError` that says
/// what to check. The remote repositories share one.
///
/// Whatever the server answers, the client reads at most `maximumAnswerBytes` of it and
/// waits at most `timeout` for all of it (`AnswerLimitsMiddleware`): a server that
/// answers without end, or a byte at a time, is an error, not a hang or a full memory.
public struct APIClient: Sendable {
    let api: Client
    /// What `api` sends its requests over.
    let transport: any ClientTransport
    private let baseURL: URL
    /// The proxy requests go through (nil: directly), as `environment` chose it.
    private(set) var proxy: HTTPClient.Configuration.Proxy?
    /// Why the environment's proxy cannot be used: every request fails with it.
    private var proxyProblem: ProxyChoice.Problem?

    /// The most bytes an answer's body may have: many times the largest page of the
    /// contract (100 items) or a list of thousands of categories, far from what a
    /// process can hold.
    public static let maximumAnswerBytes = 4 << 20

    /// The HTTP clients of the process, one for each proxy asked for (nil: none), never
    /// shut down: a connection that cannot be made (nothing listening, a name that does not
    /// resolve, a TLS failure) is an error at once, not tried again until the deadline
    /// passes, and one that hangs is given up after 5 s; no redirect followed
    /// (`RedirectRefusalMiddleware` says where it pointed); an answer's bytes as they
    /// come, never inflated here.
    private static let transports = Mutex<[HTTPClient.Configuration.Proxy?: AsyncHTTPClientTransport]>([:])

    /// The generated client's transport over the process's HTTP client for `proxy`.
    static func transport(through proxy: HTTPClient.Configuration.Proxy?) -> AsyncHTTPClientTransport {
        transports.withLock { transports in
            if let kept = transports[proxy] { return kept }
            var configuration = HTTPClient.Configuration(
                tlsConfiguration: nil, // the platform's trust roots, the server's name and certificate checked
                redirectConfiguration: .disallow,
                timeout: .init(connect: .seconds(5)),
                proxy: proxy,
                decompression: .disabled
            )
            configuration.connectionPool.retryConnectionEstablishment = false
            configuration.networkFrameworkWaitForConnectivity = false
            let transport = AsyncHTTPClientTransport(configuration: .init(client: HTTPClient(configuration: configuration)))
            transports[proxy] = transport
            return transport
        }
    }

    /// A client over AsyncHTTPClient, which streams each answer so that its size is held
    /// as it comes; it gives up on a request whose answer is not all there after `timeout`
    /// or longer than `maximumAnswerBytes`, and sends `token`, when there is one, as a
    /// bearer token (the server's writes need it). It goes through the proxy that
    /// `environment` names for `baseURL` (`ProxyChoice`: `https_proxy`, `http_proxy`,
    /// `no_proxy`), else directly; a proxy setting it cannot use fails every request,
    /// saying which variable to correct.
    public init(
        baseURL: URL, timeout: Duration = .seconds(10), maximumAnswerBytes: Int = Self.maximumAnswerBytes, token: String? = nil,
        environment: [String: String] = [:]
    ) {
        let choice = ProxyChoice.proxy(for: baseURL, environment: environment)
        let proxy = (try? choice.get()) ?? nil
        self.init(baseURL: baseURL, transport: Self.transport(through: proxy), timeout: timeout, maximumAnswerBytes: maximumAnswerBytes, token: token)
        self.proxy = proxy
        if case .failure(let problem) = choice { proxyProblem = problem }
    }

    /// A client over any transport, such as a test's, with the same limits (the time
    /// limit holds with a transport that stops when its task is cancelled).
    public init(
        baseURL: URL, transport: any ClientTransport, timeout: Duration = .seconds(10), maximumAnswerBytes: Int = Self.maximumAnswerBytes,
        token: String? = nil
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.api = Client(
            serverURL: baseURL, transport: transport, middlewares: Self.middlewares(timeout: timeout, maximumAnswerBytes: maximumAnswerBytes, token: token)
        )
    }

    /// What every request and its answer pass through, in order.
    static func middlewares(timeout: Duration, maximumAnswerBytes: Int, token: String?) -> [any ClientMiddleware] {
        [AnswerLimitsMiddleware(timeout: timeout, maximumBytes: maximumAnswerBytes), RedirectRefusalMiddleware(), LiteralHeadersClientMiddleware()]
            + (token.map { [BearerTokenMiddleware(token: $0)] } ?? [])
    }

    /// Whether a token sent to `baseURL` would cross a network unencrypted: any scheme
    /// but https (in any case, as clients compare schemes) to a host that is not this
    /// machine by the rule proxies use (`localhost`, or a loopback address, never a name
    /// that only starts like one, such as `127.example.com`).
    public static func sendsInClear(to baseURL: URL) -> Bool {
        guard baseURL.scheme?.lowercased() != "https" else { return false }
        guard let host = baseURL.host else { return true }
        return !isThisMachine(host)
    }

    /// Whether `host` (a name or an address, IPv6's in brackets or not) is this machine, by
    /// the rule proxies use (`ThisMachine`).
    public static func isThisMachine(_ host: String) -> Bool {
        ThisMachine.isNamed(by: host)
    }

    /// What `call` answers, or the app's error for how it failed. `path` names the
    /// endpoint in messages.
    func send<Output>(_ path: String, _ call: (Client) async throws -> Output) async throws(AppError) -> Output {
        if let proxyProblem {
            throw .storageUnavailable("the server at \(url(path)) cannot be reached: the proxy in \(proxyProblem.description)")
        }
        do {
            return try await call(api)
        } catch let error as ClientError {
            switch error.underlyingError {
            case let limit as AnswerLimit: throw refusedAnswer(path, limit)
            case let redirect as RedirectRefusalMiddleware.Redirected: throw redirected(path, redirect)
            case is DecodingError: throw unexpected(path, reason: "\(error.underlyingError)")
            default:
                throw error.response == nil
                    ? unreachable(path, reason: Self.said(error.underlyingError))
                    : unexpected(path, reason: error.causeDescription)
            }
        } catch {
            throw unreachable(path, reason: Self.said(error))
        }
    }

    /// A 200's body, which the generated code reads only when asked.
    func read<Body>(_ path: String, _ body: @autoclosure () throws -> Body) throws(AppError) -> Body {
        do {
            return try body()
        } catch {
            throw unexpected(path, reason: "\(error)")
        }
    }

    /// The error for an answer with a status the operation does not expect.
    func failed(_ path: String, status: Int, problem: Components.Schemas.Problem? = nil) -> AppError {
        .storageUnavailable("the server answered \(url(path)) with status \(status)\(problem.map { ": \(Self.repeated($0.detail))" } ?? "")")
    }

    /// The error for a problem the server answered with, in its own words.
    func failed(_ path: String, problem: Components.Schemas.Problem?) -> AppError {
        failed(path, status: problem?.status ?? 0, problem: problem)
    }

    /// The error for a change the server refused to take from this client: without its
    /// token (401), or at all (403), in the server's own words.
    func refused(_ path: String, status: Int, problem: Components.Schemas.Problem?) -> AppError {
        let said = problem.map { ": \(Self.repeated($0.detail))" } ?? ""
        return status == 401
            ? .notAllowed("the server at \(url(path)) takes changes only with its token, and this app sent none or another\(said)")
            : .notAllowed("the server at \(url(path)) takes no changes (\(status))\(said)")
    }

    /// The error for an answer that does not say what the contract promises.
    func unexpected(_ path: String, reason: String) -> AppError {
        .storageUnavailable("the server's answer to \(url(path)) is not what this app expects (\(Self.repeated(reason))); is it the same version?")
    }

    /// A server's words as this app repeats them: one line, at most 300 characters, so
    /// that no answer floods a terminal or passes lines of its own off as the app's.
    static func repeated(_ words: some StringProtocol) -> String {
        let line = String(words.prefix(301).map { $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : $0 })
        let cut = line.count > 300 ? line.prefix(299) + "…" : line
        // A character may carry any number of marks: the bytes are bounded too.
        return cut.unicodeScalars.count > 1_200 ? String(String.UnicodeScalarView(cut.unicodeScalars.prefix(1_199))) + "…" : cut
    }

    /// The error for an answer that sends the client elsewhere, which it does not follow.
    private func redirected(_ path: String, _ redirect: RedirectRefusalMiddleware.Redirected) -> AppError {
        let target = redirect.location.map { "to \(Self.repeated($0))" } ?? "without saying where"
        return .storageUnavailable(
            "the server at \(url(path)) sends its clients elsewhere (\(redirect.status), \(target)), which this app does not follow; name the server by the address it points to"
        )
    }

    /// The error for an answer the client gave up: too long, or too slow in coming.
    private func refusedAnswer(_ path: String, _ limit: AnswerLimit) -> AppError {
        switch limit {
        case .tooLarge(let maximumBytes):
            .storageUnavailable("the server's answer to \(url(path)) is longer than \(maximumBytes) bytes, more than this app reads")
        case .tooSlow(let timeout):
            .storageUnavailable("the server at \(url(path)) did not answer in full within \(timeout)")
        }
    }

    /// What `error` says of itself: its description for people where it has one, else the
    /// value itself (AsyncHTTPClient's and NIO's errors name their case).
    private static func said(_ error: any Error) -> String {
        (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }

    private func unreachable(_ path: String, reason: String) -> AppError {
        guard let proxy else {
            return .storageUnavailable("the server at \(url(path)) cannot be reached (\(reason)); check that it is running and the URL is right")
        }
        return .storageUnavailable(
            "the server at \(url(path)) cannot be reached through the proxy at \(proxy.host):\(proxy.port) (\(reason)); "
                + "check that both are running, the URL is right and the proxy lets it through"
        )
    }

    /// The address of `path` as a message names it: without a user or a password the
    /// base URL may hold (`https://user:pw@host`), which no message repeats.
    private func url(_ path: String) -> String {
        var shown = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        shown?.user = nil
        shown?.password = nil
        return (shown?.string ?? baseURL.absoluteString).trimmingSuffix("/") + path
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
