import APIContract
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("The served OpenAPI document")
struct DocumentTests {
    @Test("/openapi.yaml is the file the code is generated from, byte for byte, as YAML")
    func document() async throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/APIContract/openapi.yaml")
        let written = try Data(contentsOf: file)
        let (status, type, body) = try await withRouter { client in
            let response = try await client.execute(uri: "/openapi.yaml", method: .get)
            return (response.status, response.headers[.contentType], text(response))
        }
        #expect(status == .ok)
        #expect(type == "application/yaml; charset=utf-8")
        #expect(Data(body.utf8) == written)
        #expect(APIDocument.yaml == String(decoding: written, as: UTF8.self), "the generated code embeds the document as written")
    }
}
