import APIContract
@testable import DataLayer
import Domain
import Foundation
import Testing

@Suite("Catalog server client: failures in the catalog's words")
struct CatalogServerClientTests {
    let client = CatalogServerClient(baseURL: URL(string: "http://127.0.0.1:9/")!, transport: ScriptedTransport(.response(status: 200, body: Data())))

    @Test("A problem the server answered with is the storage error, naming the address and quoting the server")
    func problem() {
        let error = client.failed("/api/v1/notes", problem: .unavailable("The disk is full."))
        #expect(error == .storageUnavailable("the catalog server answered http://127.0.0.1:9/api/v1/notes with status 503: The disk is full."))
    }

    @Test("A refused change says whether the token was missing or the server takes none")
    func refused() {
        let unauthorized = client.refused("/api/v1/notes", status: 401, problem: .unauthorized("Send the token."))
        let forbidden = client.refused("/api/v1/notes", status: 403, problem: nil)
        #expect(unauthorized == .notAllowed("the catalog server at http://127.0.0.1:9/api/v1/notes takes changes only with its token, and this app sent none or another: Send the token."))
        #expect(forbidden == .notAllowed("the catalog server at http://127.0.0.1:9/api/v1/notes takes no changes (403)"))
    }
}
