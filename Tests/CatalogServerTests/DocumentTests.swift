import APIContract
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("The served OpenAPI document")
struct DocumentTests {
    @Test("/openapi.yaml is the contract's document, byte for byte, as YAML")
    func document() async throws {
        let (status, type, body) = try await withRouter { client in
            let response = try await client.execute(uri: "/openapi.yaml", method: .get)
            return (response.status, response.headers[.contentType], text(response))
        }
        #expect(status == .ok)
        #expect(type == "application/yaml; charset=utf-8")
        #expect(body == APIDocument.yaml)
    }
}
