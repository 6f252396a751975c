import CatalogServer
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Security headers on every answer")
struct SecurityHeadersTests {
    @Test("Pages carry a strict content security policy, no sniffing and no referrer to other sites; the API's answers too, but the policy")
    func headers() async throws {
        let (home, health, missing) = try await withRouter { client in
            (try await client.execute(uri: "/", method: .get),
             try await client.execute(uri: "/health", method: .get),
             try await client.execute(uri: "/nowhere", method: .get))
        }
        for page in [home, missing] {
            #expect(page.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true)
            #expect(page.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'") == true)
        }
        for answer in [home, health, missing] {
            #expect(answer.headers[.xContentTypeOptions] == "nosniff")
            #expect(answer.headers.first { $0.name.rawName == "Referrer-Policy" }?.value == "same-origin")
        }
        #expect(health.headers[.contentSecurityPolicy] == nil)
    }

    @Test("A server that serves HTTPS only tells browsers to come by HTTPS only, on every answer; one that does not, says nothing of it", arguments: [true, false])
    func transportSecurity(httpsOnly: Bool) async throws {
        let answers = try await withRouter(clients: ClientTrust(secureCookies: httpsOnly)) { client in
            [try await client.execute(uri: "/", method: .get), try await client.execute(uri: "/health", method: .get)]
        }
        for answer in answers {
            #expect(answer.headers[.strictTransportSecurity] == (httpsOnly ? "max-age=31536000" : nil))
        }
    }

    @Test("A kept answer, served again, carries each header once")
    func keptAnswersOnce() async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let answers = try await withRouter(responseCache: cache, clients: ClientTrust(secureCookies: true)) { client in
            [try await client.execute(uri: "/", method: .get), try await client.execute(uri: "/", method: .get)]
        }
        #expect(cache.statistics.hits == 1 && answers.allSatisfy { $0.status == .ok }, "the second is the kept answer")
        for answer in answers {
            for name in [HTTPField.Name.xContentTypeOptions, .contentSecurityPolicy, HTTPField.Name("Referrer-Policy")!, .strictTransportSecurity] {
                #expect(answer.headers[values: name].count == 1, "\(name)")
            }
        }
    }

    @Test("A page that holds a form token is never stored")
    func formPagesAreNotStored() async throws {
        let signIn = try await withRouter(writeToken: "headers-token-0123456789") { client in
            try await client.execute(uri: "/login", method: .get)
        }
        #expect(signIn.status == .ok && signIn.headers[.cacheControl] == "no-store")
    }
}
