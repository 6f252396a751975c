import CatalogServer
import Composition
import Domain
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import Yams

/// The OpenAPI document is written for readers, so its names and bounds are typed out;
/// these tests read it as served and hold it to the Domain's one definition of each.
@Suite("The served OpenAPI document states the Domain's grammar and bounds")
struct OpenAPIDocumentAgreementTests {
    /// The document as the server serves it.
    func document() async throws -> [String: Any] {
        let app = Application(router: try ServerApplication.router(container: .mock()), logger: Logger(label: "test"))
        let yaml = try await app.test(.router) { client in
            String(buffer: try await client.execute(uri: "/openapi.yaml", method: .get).body)
        }
        return try #require(try Yams.load(yaml: yaml) as? [String: Any])
    }

    /// Each query parameter of `GET /api/v1/products`, by name.
    func listParameters() async throws -> [String: [String: Any]] {
        let document = try await document()
        let paths = try #require(document["paths"] as? [String: Any])
        let list = try #require((paths["/api/v1/products"] as? [String: Any])?["get"] as? [String: Any])
        let shared = (document["components"] as? [String: Any])?["parameters"] as? [String: Any] ?? [:]
        let parameters = try #require(list["parameters"] as? [[String: Any]]).map { parameter in
            // `{ $ref: "#/components/parameters/Page" }` stands for the shared parameter.
            (parameter["$ref"] as? String).flatMap { shared[String($0.split(separator: "/").last ?? "")] as? [String: Any] } ?? parameter
        }
        return Dictionary(uniqueKeysWithValues: parameters.compactMap { parameter in
            (parameter["name"] as? String).map { ($0, parameter) }
        })
    }

    /// The schema of each query parameter of `GET /api/v1/products`, by name.
    func listSchemas() async throws -> [String: [String: Any]] {
        try await listParameters().mapValues { $0["schema"] as? [String: Any] ?? [:] }
    }

    @Test("The list endpoint takes exactly the grammar's parameters")
    func names() async throws {
        #expect(Set(try await listParameters().keys) == Set(ProductQuery.parameterNames))
    }

    @Test("Sort names, defaults and bounds are the Domain's")
    func bounds() async throws {
        let schemas = try await listSchemas()
        #expect(schemas["sort"]?["enum"] as? [String] == ProductSort.allCases.map(\.rawValue))
        #expect(schemas["sort"]?["default"] as? String == ProductQuery().sort.rawValue)
        #expect(schemas["page"]?["maximum"] as? Int == PageRequest.maximumPage)
        #expect(schemas["page"]?["default"] as? Int == ProductQuery().page.page)
        #expect(schemas["page-size"]?["maximum"] as? Int == PageRequest.maximumPageSize)
        #expect(schemas["page-size"]?["default"] as? Int == PageRequest.defaultPageSize)
        #expect(schemas["search"]?["maxLength"] as? Int == ProductQuery.maximumTextLength)
    }

    @Test("The search's description states the Domain's bound on its words, which no schema keyword can")
    func wordBound() async throws {
        let search = try #require(try await listParameters()["search"])
        #expect((search["description"] as? String)?.contains("at most \(ProductQuery.maximumWordCount) words") == true)
    }

    @Test("A product draft's stock has the Domain's bounds")
    func draftBounds() async throws {
        let schemas = try #require((try await document()["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let stock = try #require(((schemas["ProductDraft"] as? [String: Any])?["properties"] as? [String: Any])?["stock"] as? [String: Any])
        #expect(stock["minimum"] as? Int == 0 && stock["maximum"] as? Int == ProductRules.maximumStock)
    }
}
