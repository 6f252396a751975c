@testable import CatalogServer
import Hummingbird
import HummingbirdTesting
import Presentation
import Testing

@Suite("Home page")
struct HomePageTests {
    @Test("The root is the home page: a link to every section, or why there is none")
    func root() async throws {
        let (status, page) = try await withRouter { client in
            let response = try await client.execute(uri: "/", method: .get)
            return (response.status, text(response))
        }
        #expect(status == .ok)
        #expect(page.contains("<h1>\(HomeViewData.standard.title)</h1>"))
        for section in HomeViewData.standard.sections {
            #expect(page.contains("<a href=\"\(WebRoutes.path(for: section.route))\">\(section.title)</a>"))
        }
        if let message = HomeViewData.standard.emptyMessage { #expect(page.contains(message)) }
    }

    @Test("The root takes no parameters")
    func parameters() async throws {
        let status = try await withRouter { client in try await client.execute(uri: "/?page=2", method: .get).status }
        #expect(status == .badRequest)
    }

    @Test("Every section's page answers: each feature's screens have their pages", .enabled(if: !HomeViewData.standard.sections.isEmpty, "no feature yet"))
    func sectionPages() async throws {
        let statuses = try await withRouter { client in
            var statuses: [String: HTTPResponse.Status] = [:]
            for section in HomeViewData.standard.sections {
                let path = WebRoutes.path(for: section.route)
                statuses[path] = try await client.execute(uri: path, method: .get).status
            }
            return statuses
        }
        #expect(statuses.count == HomeViewData.standard.sections.count)
        #expect(statuses.values.allSatisfy { $0 == .ok }, "\(statuses)")
    }

    @Test("The stylesheet and the health check are served")
    func assets() async throws {
        try await withRouter { client in
            let css = try await client.execute(uri: "/static/style.css", method: .get)
            #expect(css.status == .ok && css.headers[.contentType] == "text/css; charset=utf-8")
            #expect(text(css).contains("body {"))
            let health = try await client.execute(uri: "/health", method: .get)
            #expect(health.status == .ok && text(health) == "{\"status\":\"ok\"}")
        }
    }
}
