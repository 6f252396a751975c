import AsyncHTTPClient
import Foundation

/// The HTTP proxy that requests to the app's server go through, chosen from the
/// environment much as curl chooses it:
///
/// - `https_proxy` (or `HTTPS_PROXY`) for an https:// server, `http_proxy` for an http://
///   one; that one only in lower case, since a CGI program's `HTTP_PROXY` can come from a
///   request's `Proxy` header (`all_proxy` is not read);
/// - none for a server that `no_proxy` (or `NO_PROXY`) names: `*`, an IP address, or a host
///   or domain, where `example.com` and `.example.com` both name `example.com` and every
///   name under it (no CIDR ranges, no ports);
/// - none for a server on this machine (`localhost`, 127.0.0.0/8, `::1`), whatever is set.
///
/// A proxy is written `http://host:port` or `host:port` (port 1080 when none is given, as
/// curl takes it); a user and password in it go to the proxy as Basic authorization, and
/// never into a message. The proxy is asked to open a tunnel (`CONNECT`) for http:// and
/// https:// servers alike (where curl sends an http:// request to the proxy itself), so a
/// proxy never sees an https:// server's bytes in the clear, and one that allows tunnels
/// to port 443 only refuses an http:// server on another port.
enum ProxyChoice {
    /// Why the environment's proxy cannot be used, said for a person.
    struct Problem: Error, Equatable {
        let description: String
    }

    static let defaultPort = 1080

    /// The proxy for `server` by `environment`; nil for a direct connection.
    static func proxy(for server: URL, environment: [String: String]) -> Result<HTTPClient.Configuration.Proxy?, Problem> {
        guard let host = server.host.map(normalized), !ThisMachine.isNamed(by: host) else { return .success(nil) }
        let names = server.scheme?.lowercased() == "https" ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy"]
        // An empty variable counts as unset, as curl takes it.
        let set = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : (name, $0) } }
        guard let (name, value) = names.lazy.compactMap(set).first,
              !bypasses(host, noProxy: set("no_proxy")?.1 ?? set("NO_PROXY")?.1 ?? "")
        else { return .success(nil) }
        return parse(value).mapError { Problem(description: "\(name) (“\(withoutCredentials(value))”) \($0.description); correct it or unset it") }
    }

    /// Whether `noProxy`, a comma-separated list, names `host`.
    static func bypasses(_ host: String, noProxy: String) -> Bool {
        noProxy.split(separator: ",").contains { entry in
            var name = normalized(entry.trimmingCharacters(in: .whitespaces))
            if name == "*" { return true }
            if name.hasPrefix(".") { name.removeFirst() }
            guard !name.isEmpty else { return false }
            // An address names itself only; a name names itself and every name under it.
            return host == name || (!isAddress(host) && host.hasSuffix("." + name))
        }
    }

    /// A host as names are compared: lower case, without IPv6's brackets or the root's final dot.
    static func normalized(_ host: String) -> String {
        ThisMachine.normalized(host)
    }

    /// Whether `host` is an IP address rather than a name: IPv4's digits and dots, or IPv6's colons.
    private static func isAddress(_ host: String) -> Bool {
        host.contains(":") || (!host.isEmpty && host.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") })
    }

    /// `value` without a user and password, for a message.
    private static func withoutCredentials(_ value: String) -> String {
        guard let at = value.lastIndex(of: "@") else { return value }
        let start = value.range(of: "://")?.upperBound ?? value.startIndex
        return at > start ? String(value[..<start]) + "…@" + String(value[value.index(after: at)...]) : value
    }

    private static func parse(_ value: String) -> Result<HTTPClient.Configuration.Proxy?, Problem> {
        let written = value.contains("://") ? value : "http://" + value
        guard let url = URLComponents(string: written) else {
            return .failure(Problem(description: "cannot be read as a URL"))
        }
        guard url.scheme?.lowercased() == "http" else {
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
