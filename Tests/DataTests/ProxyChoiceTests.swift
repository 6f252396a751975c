import AsyncHTTPClient
@testable import DataLayer
import Foundation
import Testing

@Suite("The proxy the environment names for the app's server, as curl reads it")
struct ProxyChoiceTests {
    private static func proxy(_ server: String, _ environment: [String: String]) throws -> HTTPClient.Configuration.Proxy? {
        try ProxyChoice.proxy(for: try #require(URL(string: server)), environment: environment).get()
    }

    @Test("Each scheme reads its own variable; HTTP_PROXY in capitals is not read, as a CGI program's may come from a request")
    func variables() throws {
        let proxy = HTTPClient.Configuration.Proxy.server(host: "proxy.test", port: 3128)
        #expect(try Self.proxy("http://server.test", ["http_proxy": "http://proxy.test:3128"]) == proxy)
        #expect(try Self.proxy("http://server.test", ["HTTP_PROXY": "http://proxy.test:3128"]) == nil)
        #expect(try Self.proxy("http://server.test", ["https_proxy": "http://proxy.test:3128"]) == nil)
        #expect(try Self.proxy("https://server.test", ["HTTPS_PROXY": "http://proxy.test:3128"]) == proxy)
        #expect(try Self.proxy("https://server.test", ["https_proxy": "proxy.test:3128", "HTTPS_PROXY": "other.test:1"]) == proxy)
        #expect(try Self.proxy("https://server.test", ["https_proxy": "", "HTTPS_PROXY": "proxy.test:3128"]) == proxy)
        #expect(try Self.proxy("https://server.test", ["https_proxy": "proxy.test"]) == .server(host: "proxy.test", port: 1080))
        #expect(try Self.proxy("https://server.test", [:]) == nil)
    }

    @Test("A server on this machine is reached directly, whatever is set", arguments: [
        "http://127.0.0.1:8080", "http://127.1.2.3", "http://localhost:8080", "http://localhost.:8080", "http://[::1]:8080",
    ])
    func loopback(server: String) throws {
        #expect(try Self.proxy(server, ["http_proxy": "proxy.test:3128", "https_proxy": "proxy.test:3128"]) == nil)
    }

    @Test("A name that only starts like a loopback address, or one under .localhost that the system may ask DNS for, is another machine's")
    func notLoopback() throws {
        #expect(try Self.proxy("https://127.example.com", ["https_proxy": "proxy.test:3128"]) != nil)
        #expect(try Self.proxy("https://app.localhost", ["https_proxy": "proxy.test:3128"]) != nil)
    }

    @Test("no_proxy names hosts and domains, with or without a leading or final dot, addresses whole, or every server with *")
    func noProxy() {
        #expect(ProxyChoice.bypasses("api.example.com", noProxy: "example.com"))
        #expect(ProxyChoice.bypasses("example.com", noProxy: ".example.com"))
        #expect(ProxyChoice.bypasses("api.example.com", noProxy: "other.test, .example.com"))
        #expect(ProxyChoice.bypasses("api.example.com", noProxy: "Example.COM."))
        #expect(ProxyChoice.bypasses("anything.test", noProxy: "*"))
        #expect(ProxyChoice.bypasses("10.0.0.5", noProxy: "10.0.0.5"))
        #expect(!ProxyChoice.bypasses("10.0.0.5", noProxy: "0.5"))
        #expect(!ProxyChoice.bypasses("example.com", noProxy: "example.com:443"))
        #expect(!ProxyChoice.bypasses("badexample.com", noProxy: "example.com"))
        #expect(!ProxyChoice.bypasses("example.com", noProxy: "api.example.com"))
        #expect(!ProxyChoice.bypasses("example.com", noProxy: ", ,"))
    }

    @Test("no_proxy, or NO_PROXY, sends a server it names directly")
    func noProxyVariables() throws {
        #expect(try Self.proxy("https://api.example.com", ["https_proxy": "proxy.test:3128", "no_proxy": "example.com"]) == nil)
        #expect(try Self.proxy("https://api.example.com", ["https_proxy": "proxy.test:3128", "NO_PROXY": ".example.com"]) == nil)
        #expect(try Self.proxy("https://api.example.org", ["https_proxy": "proxy.test:3128", "no_proxy": "example.com"]) != nil)
        #expect(try Self.proxy("https://api.example.com.", ["https_proxy": "proxy.test:3128", "no_proxy": "example.com"]) == nil)
        // An empty no_proxy counts as unset.
        #expect(try Self.proxy("https://api.example.com", ["https_proxy": "proxy.test:3128", "no_proxy": "", "NO_PROXY": ".example.com"]) == nil)
    }

    @Test("A proxy this app cannot speak to is a problem that names the variable and its value", arguments: [
        ("socks5://proxy.test:1080", "is not an http:// proxy"),
        ("https://proxy.test:3128", "is not an http:// proxy"),
        ("http://proxy.test:70000", "has no port from 1 to 65535"),
        ("http://:3128", "names no host"),
        ("http://proxy.test:abc", "cannot be read as a URL"),
    ])
    func unusable(value: String, problem: String) throws {
        let result = ProxyChoice.proxy(for: try #require(URL(string: "https://server.test")), environment: ["https_proxy": value])
        guard case .failure(let failure) = result else {
            Issue.record("\(value) was taken: \(result)")
            return
        }
        #expect(failure.description.hasPrefix("https_proxy (“\(value)”) \(problem)"), "\(failure.description)")
    }
}
