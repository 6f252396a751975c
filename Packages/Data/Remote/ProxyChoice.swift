import AsyncHTTPClient
import Foundation

/// The HTTP proxy that requests to the app's server go through, chosen from the
/// environment as curl chooses it:
///
/// - `https_proxy` (or `HTTPS_PROXY`) for an https:// server, `http_proxy` for an http://
///   one; that one only in lower case, since a CGI program's `HTTP_PROXY` can come from a
///   request's `Proxy` header;
/// - none for a server that `no_proxy` (or `NO_PROXY`) names: `*`, or a host or domain,
///   where `example.com` and `.example.com` both name `example.com` and every name under it;
/// - none for a server on this machine (`localhost`, 127.0.0.0/8, `::1`), whatever is set.
///
/// A proxy is written `http://host:port` or `host:port` (port 1080 when none is given, as
/// curl takes it); a user and password in it go to the proxy as Basic authorization.
/// The proxy is asked to open a tunnel (`CONNECT`) for http:// and https:// servers alike,
/// so a proxy never sees an https:// server's bytes in the clear.
enum ProxyChoice {
    /// Why the environment's proxy cannot be used, said for a person.
    struct Problem: Error, Equatable {
        let description: String
    }

    static let defaultPort = 1080

    /// The proxy for `server` by `environment`; nil for a direct connection.
    static func proxy(for server: URL, environment: [String: String]) -> Result<HTTPClient.Configuration.Proxy?, Problem> {
        guard let host = server.host?.lowercased(), !isLoopback(host) else { return .success(nil) }
        let names = server.scheme?.lowercased() == "https" ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy"]
        guard let (name, value) = names.lazy.compactMap({ name in environment[name].map { (name, $0) } }).first(where: { !$0.1.isEmpty }),
              !bypasses(host, noProxy: environment["no_proxy"] ?? environment["NO_PROXY"] ?? "")
        else { return .success(nil) }
        return parse(value).mapError { Problem(description: "\(name) (“\(value)”) \($0.description); correct it or unset it") }
    }

    /// Whether `noProxy`, a comma-separated list, names `host`.
    static func bypasses(_ host: String, noProxy: String) -> Bool {
        noProxy.split(separator: ",").contains { entry in
            var name = entry.trimmingCharacters(in: .whitespaces).lowercased()
            if name == "*" { return true }
            if name.hasPrefix(".") { name.removeFirst() }
            // A port after a name (one colon: not an IPv6 address) does not narrow it here.
            if name.filter({ $0 == ":" }).count == 1, let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
            return !name.isEmpty && (host == name || host.hasSuffix("." + name))
        }
    }

    /// Whether `host` (lower case, as `URL.host` gives it) is this machine.
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return bare == "localhost" || bare.hasSuffix(".localhost") || bare == "::1" || bare.hasPrefix("127.")
    }

    private static func parse(_ value: String) -> Result<HTTPClient.Configuration.Proxy?, Problem> {
        let written = value.contains("://") ? value : "http://" + value
        guard let url = URLComponents(string: written), url.scheme?.lowercased() == "http" else {
            return .failure(Problem(description: "is not an http:// proxy, the one kind this app speaks"))
        }
        guard let host = url.host, !host.isEmpty else {
            return .failure(Problem(description: "names no host"))
        }
        let port = url.port ?? defaultPort
        guard (1...65_535).contains(port) else {
            return .failure(Problem(description: "has no port from 1 to 65535"))
        }
        // URLComponents gives the user and password percent-decoded.
        let authorization = url.user.map { HTTPClient.Authorization.basic(username: $0, password: url.password ?? "") }
        return .success(.server(host: host, port: port, authorization: authorization))
    }
}
